import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromPreferences,
  DEFAULT_LANGUAGE,
  type Language,
} from '@soko/shared';

/** The visitor's saved choice, from the cookie the server also reads to pick a page's language. */
export function savedLanguage(cookie = document.cookie): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export function saveLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The language the app starts in. A pre-rendered page is hydrated in the language its HTML was
 * written in (the server chose it from the same cookie and Accept-Language); any other page
 * follows the saved choice, then the browser's languages. The account's own choice replaces it
 * once the session has loaded (decisions.md 28).
 */
export function startingLanguage(prerendered: boolean): Language {
  const pageLanguage = document.documentElement.lang;
  if (prerendered && isLanguage(pageLanguage)) return pageLanguage;
  return savedLanguage() ?? languageFromPreferences(navigator.languages) ?? DEFAULT_LANGUAGE;
}
