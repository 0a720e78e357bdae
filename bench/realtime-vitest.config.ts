import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// bench/ is outside the root config's test include (benchmarks print figures, `npm test` does not
// run them); this runs the realtime bench's own unit tests:
//   npx vitest run -c bench/realtime-vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['bench/realtime-*.test.ts'],
  },
});
