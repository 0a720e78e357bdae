import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/*
 * Kiswahili and English (decisions.md 28). The messages are split into catalogues by the part of
 * the app that shows them, so a page downloads only its own part's texts in one language: the
 * landing page stays inside its 150 KiB budget. The parts overlap on purpose (the customer
 * catalogue holds the public texts too), so one catalogue is always enough for the page on screen.
 * src/lib/i18n/catalogues.ts says which route loads which; the build's pre-render fails when a
 * public page shows a text its catalogue lacks.
 */
const LEGAL = [
  '<rootDir>/src/features/legal/**',
  '<rootDir>/src/app/routes/public/terms.tsx',
  '<rootDir>/src/app/routes/public/privacy.tsx',
  '<rootDir>/src/app/routes/public/contact.tsx',
];
// Lingui matches excludes as globs on files: a folder needs its /** to exclude what is inside.
const ADMIN = ['<rootDir>/src/features/admin-*/**', '<rootDir>/src/app/routes/admin/**'];
const PUBLIC = [
  '<rootDir>/src/app',
  '<rootDir>/src/components',
  '<rootDir>/src/lib',
  '<rootDir>/src/config',
  '<rootDir>/src/features/landing',
  '<rootDir>/src/features/market',
  '<rootDir>/src/features/auth',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw'],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: PUBLIC,
      exclude: ['<rootDir>/src/app/routes/app/**', ...ADMIN, ...LEGAL],
    },
    {
      path: '<rootDir>/src/locales/{locale}/legal',
      include: [...PUBLIC, ...LEGAL],
      exclude: ['<rootDir>/src/app/routes/app/**', ...ADMIN],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: [...ADMIN, ...LEGAL],
    },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ['<rootDir>/src'], exclude: LEGAL },
  ],
});
