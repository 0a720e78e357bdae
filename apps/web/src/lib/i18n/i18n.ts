import { i18n } from '@lingui/core';
import { INTL_LOCALES, setDisplayLocale, type Language } from '@soko/shared';
import { importWithRetry } from '@/lib/import-with-retry';
import { importCatalogue, type CatalogueName } from './catalogues';

/**
 * The app's one Lingui instance and which catalogues it holds. A route asks for its part's
 * catalogue before it renders (`useCatalogue` in the router); changing the language loads every
 * part already in use in the new language first, so the screen never shows a text half-switched.
 */
export { i18n };

const inUse = new Set<CatalogueName>();
/** The language being shown, or being switched to while its catalogues download. */
let target: Language = 'en';
const loaded = new Map<string, Promise<void>>();

function ensure(language: Language, name: CatalogueName): Promise<void> {
  const key = `${language}/${name}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = importWithRetry(() => importCatalogue(language, name)).then((messages) =>
      i18n.load(language, messages),
    );
    // A failed download may be tried again by the next page that needs it.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

export function currentLanguage(): Language {
  return target;
}

/** Loads a part's catalogue in the current language (and remembers it for a language change). */
export async function loadCatalogue(name: CatalogueName): Promise<void> {
  inUse.add(name);
  await ensure(currentLanguage(), name);
}

/**
 * Switches every text, number and date on screen to `language` once its catalogues are here: the
 * ones in use, and `first` (at start, the catalogue of the page the address shows).
 */
export async function activateLanguage(language: Language, first?: CatalogueName): Promise<void> {
  target = language;
  if (first) inUse.add(first);
  await Promise.all([...inUse].map((name) => ensure(language, name)));
  // A quicker later switch won: this one must not undo it.
  if (target !== language) return;
  setDisplayLocale(INTL_LOCALES[language]);
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** For the build's pre-render, which has every catalogue at hand and renders synchronously. */
export function activateLoaded(language: Language, messages: Parameters<typeof i18n.load>[1]) {
  target = language;
  i18n.load(language, messages);
  setDisplayLocale(INTL_LOCALES[language]);
  i18n.activate(language);
}
