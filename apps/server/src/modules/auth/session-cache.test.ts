/**
 * The session cache of sessions.service.ts on its own: how long an answer serves, what makes it
 * go (age, the session's expiry, a sign-out, a fresh read finding nothing, room), and that a
 * clock moved back does not stretch an answer's life.
 */
import { describe, expect, test } from 'vitest';
import { createSessionCache } from './session-cache.js';

const T0 = new Date('2026-11-30T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = at(3_600_000);

function cache(maxEntries = 10) {
  return createSessionCache<string>({ maxAgeMs: 30_000, maxEntries });
}

describe('session cache', () => {
  test('an answer serves for its maximum age, then goes', () => {
    const kept = cache();
    kept.keep('hash-a', { value: 'amina', sessionId: 'ses_a', expiresAt: HOUR }, T0);
    expect(kept.get('hash-a', at(0))).toBe('amina');
    expect(kept.get('hash-a', at(29_999))).toBe('amina');
    expect(kept.get('hash-a', at(30_000))).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  test('never past the session expiry, nor for a clock moved back', () => {
    const kept = cache();
    kept.keep('hash-a', { value: 'amina', sessionId: 'ses_a', expiresAt: at(10_000) }, T0);
    expect(kept.get('hash-a', at(9_999))).toBe('amina');
    expect(kept.get('hash-a', at(10_000))).toBeUndefined();
    kept.keep('hash-b', { value: 'baraka', sessionId: 'ses_b', expiresAt: HOUR }, T0);
    expect(kept.get('hash-b', at(-1))).toBeUndefined();
  });

  test('a sign-out forgets its session, and a fresh read that finds nothing its token', () => {
    const kept = cache();
    kept.keep('hash-a', { value: 'amina', sessionId: 'ses_a', expiresAt: HOUR }, T0);
    kept.keep('hash-b', { value: 'baraka', sessionId: 'ses_b', expiresAt: HOUR }, T0);
    kept.forgetSession('ses_a');
    kept.forgetToken('hash-b');
    kept.forgetSession('ses_unknown');
    expect([kept.get('hash-a', T0), kept.get('hash-b', T0), kept.size]).toEqual([
      undefined,
      undefined,
      0,
    ]);
  });

  test('a newer answer for the same token replaces the older one', () => {
    const kept = cache();
    kept.keep('hash-a', { value: 'before', sessionId: 'ses_a', expiresAt: HOUR }, T0);
    kept.keep('hash-a', { value: 'after', sessionId: 'ses_a', expiresAt: HOUR }, at(20_000));
    expect(kept.get('hash-a', at(40_000))).toBe('after');
    expect(kept.size).toBe(1);
  });

  test('when full, the oldest answer makes room', () => {
    const kept = cache(2);
    kept.keep('hash-a', { value: 'amina', sessionId: 'ses_a', expiresAt: HOUR }, T0);
    kept.keep('hash-b', { value: 'baraka', sessionId: 'ses_b', expiresAt: HOUR }, T0);
    kept.keep('hash-c', { value: 'chebet', sessionId: 'ses_c', expiresAt: HOUR }, T0);
    expect([kept.get('hash-a', T0), kept.get('hash-b', T0), kept.get('hash-c', T0)]).toEqual([
      undefined,
      'baraka',
      'chebet',
    ]);
    // The dropped answer's session is forgotten with it: signing it out touches nothing else.
    kept.forgetSession('ses_a');
    expect(kept.size).toBe(2);
  });
});
