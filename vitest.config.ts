import { getConfig } from '@lingui/conf';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// The web app's texts are Lingui macros (t, msg, Trans), compiled by Babel as its build does
// (apps/web/vite.config.ts), so the tests of its components and helpers see the same code.
const linguiMacros = babel({
  parserOpts: { plugins: ['typescript', 'jsx'] },
  presets: [
    defineRolldownBabelPreset({
      preset: {
        plugins: [
          [
            '@lingui/babel-plugin-lingui-macro',
            {
              linguiConfig: getConfig({
                configPath: new URL('./apps/web/lingui.config.ts', import.meta.url).pathname,
              }),
            },
          ],
        ],
      },
      rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
    }),
  ],
});

export default defineConfig({
  plugins: [linguiMacros],
  // The web app's absolute imports (@/lib/...), for its unit tests.
  resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      // The benchmarks' own arithmetic (percentiles, counting); the benchmarks themselves are not tests.
      'bench/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker imports the app once and runs its files one after another, instead of
    // importing it again for every file (about 2 s a file here). Every file still builds its own
    // app on its own database, and no test mocks modules or the environment.
    isolate: false,
    // Both cores: vitest's default leaves one of two idle, and most of a test's time is spent
    // waiting on the database, not computing.
    maxWorkers: 2,
    // Migrates one PGlite database that every test file then clones (see the file for why).
    globalSetup: ['apps/server/test/global-setup.ts'],
  },
});
