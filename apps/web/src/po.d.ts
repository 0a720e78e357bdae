// A message catalogue, compiled by Lingui's Vite plugin when imported (lib/i18n/catalogues.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
