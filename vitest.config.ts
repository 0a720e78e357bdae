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
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
