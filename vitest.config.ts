import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros';

export default defineConfig({
  // The web app's components and helpers use Lingui's macros, as in its own build.
  plugins: [linguiMacros()],
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
