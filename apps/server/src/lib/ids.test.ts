import { isValid } from 'ulid';
import { describe, expect, test } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  test('prefixed, valid, unique and in the order minted, across many pool refills', () => {
    const ids = Array.from({ length: 5000 }, () => newId('trd'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^trd_[0-9a-hjkmnp-tv-z]{26}$/);
      expect(isValid(id.slice(4).toUpperCase())).toBe(true);
    }
  });

  test('the random part is not a counter: ids minted apart share no random suffix', async () => {
    const first = newId('txn');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = newId('txn');
    // Characters 10..25 of the ulid are its random part (the first 10 are the time).
    expect(first.slice(14)).not.toBe(second.slice(14));
    expect(first.slice(14, 22)).not.toBe(second.slice(14, 22));
  });
});
