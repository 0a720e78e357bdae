import { expect, test } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

test('a key fits the server pattern (1–100 of [A-Za-z0-9_.:-]) and is new each time', () => {
  const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
  expect(keys.size).toBe(1000);
  for (const key of keys) expect(key).toMatch(/^[a-f0-9]{32}$/);
});
