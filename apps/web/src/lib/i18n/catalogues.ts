import type { Messages } from '@lingui/core';
import type { Language } from '@soko/shared';

/**
 * The message catalogues (lingui.config.ts): each part of the app downloads only its own, in one
 * language at a time. They overlap (the customer area's holds every public text), so the part on
 * screen needs one catalogue: public pages `public`, Terms/Privacy/Contact `legal`, the customer
 * area and the trading pages `app`, the admin area `admin`.
 */
export type CatalogueName = 'public' | 'legal' | 'app' | 'admin';

type CatalogueModule = { messages: Messages };
// Lingui's Vite plugin compiles each .po file into a module of ready messages at build time.
const files = import.meta.glob<CatalogueModule>('../../locales/*/*.po');

export async function importCatalogue(language: Language, name: CatalogueName): Promise<Messages> {
  const load = files[`../../locales/${language}/${name}.po`];
  if (!load) throw new Error(`No ${name} catalogue for ${language}`);
  return (await load()).messages;
}
