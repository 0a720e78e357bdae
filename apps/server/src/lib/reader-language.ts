import { INTL_LOCALES, type Language } from '@soko/shared';

/**
 * Texts the server writes for one reader (emails, statements) in that reader's language
 * (decisions.md 28). Each is a typed object per language, so a text missing in Kiswahili fails
 * the typecheck; the web app's own texts are Lingui catalogues (apps/web/src/locales).
 */
export type InLanguages<T> = Record<Language, T>;

/** The language to write to an account in: its choice, else English. */
export function readerLanguage(user: { language?: Language | null }): Language {
  return user.language ?? 'en';
}

/** "Thu, 27 Nov, 7:00 AM" / "Alhamisi, 27 Nov, 7:00" on the Nairobi clock, in the reader's language. */
export function nairobiMomentIn(language: Language, at: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    timeZone: 'Africa/Nairobi',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}
