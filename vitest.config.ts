import { defineConfig } from 'vitest/config';

export default defineConfig({
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
    // Migrates one PGlite database that every test file then clones (see the file for why).
    globalSetup: ['apps/server/test/global-setup.ts'],
  },
});
