/**
 * The languages Soko speaks (decisions.md 28): the trader's choice, kept on the account and, for
 * a visitor, in a cookie; otherwise the browser's. Kiswahili is `sw`, formatted as `sw-KE`.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's choice; readable by the page, so it is not HttpOnly (it holds nothing secret). */
export const LANGUAGE_COOKIE = 'soko_lang';
/** A year: a choice of language is not a session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The Intl locale each language formats numbers, dates and currencies with. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of our languages an Accept-Language header (or navigator.languages) asks for, by
 * quality: "sw-KE,sw;q=0.9,en;q=0.8" → sw. Region and case are ignored; nothing we speak → null.
 */
export function languageFromPreferences(
  header: string | readonly string[] | undefined,
): Language | null {
  if (!header) return null;
  const entries = typeof header === 'string' ? header.split(',') : header;
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? null;
}
