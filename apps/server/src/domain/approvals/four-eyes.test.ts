import { describe, expect, test } from 'vitest';
import { atOrAboveThreshold, mayReject, nextApprovalStep } from './four-eyes.js';

describe('nextApprovalStep', () => {
  test.each([
    // [case, actor, requester, prior approvers, needs two, expected]
    ['own request, small amount', 'a1', 'a1', [], false, 'SELF_APPROVAL'],
    ['own request, large amount', 'a1', 'a1', ['a2'], true, 'SELF_APPROVAL'],
    ['first approval above threshold', 'a1', 'u1', [], true, 'record 1/2'],
    ['same admin again', 'a1', 'u1', ['a1'], true, 'FOUR_EYES_REQUIRED'],
    ['same admin again below threshold', 'a1', 'u1', ['a1'], false, 'FOUR_EYES_REQUIRED'],
    ['another admin settles', 'a2', 'u1', ['a1'], true, 'settle'],
    ['below threshold settles at once', 'a1', 'u1', [], false, 'settle'],
    ['approval of the requester does not count', 'a2', 'u1', ['u1'], true, 'record 1/2'],
    ['price fell below since the first approval', 'a2', 'u1', ['a1'], false, 'settle'],
  ] as const)('%s', (_name, actorId, requesterId, prior, needsTwo, expected) => {
    const step = nextApprovalStep({ actorId, requesterId, priorApproverIds: prior, needsTwo });
    const seen = !step.ok
      ? step.code
      : step.action === 'record'
        ? `record ${step.approvals}/${step.required}`
        : 'settle';
    expect(seen).toBe(expected);
  });

  test('a rejection needs one admin, but not the requester', () => {
    expect(mayReject('a1', 'u1')).toEqual({ ok: true, action: 'settle' });
    expect(mayReject('a1', 'a1')).toMatchObject({ ok: false, code: 'SELF_APPROVAL' });
  });
});

describe('atOrAboveThreshold', () => {
  const threshold = 10_000_000n; // 100,000.00 KES
  test.each([
    // [case, currency, amount minor, KES price minor per coin, expected]
    ['KES just below', 'KES', 9_999_999n, null, false],
    ['KES at', 'KES', 10_000_000n, null, true],
    ['KES above', 'KES', 10_000_001n, null, true],
    // 1 BTC at 100,000.00 KES is exactly the threshold.
    ['coin at', 'BTC', 100_000_000n, 10_000_000n, true],
    // One satoshi less is worth 99,999.999 KES: below, though it rounds to 100,000.00.
    ['coin one minor unit below', 'BTC', 99_999_999n, 10_000_000n, false],
    ['coin price one cent lower', 'BTC', 100_000_000n, 9_999_999n, false],
    ['coin far above', 'BTC', 300_000_000n, 10_000_000n, true],
    ['coin with no KES price', 'NEW', 1n, null, true],
  ] as const)('%s', (_name, currency, amountMinor, kesPriceMinor, expected) => {
    expect(
      atOrAboveThreshold({ currency, amountMinor, kesPriceMinor, thresholdKesMinor: threshold }),
    ).toBe(expected);
  });

  test('a zero threshold puts everything under four-eyes', () => {
    expect(
      atOrAboveThreshold({
        currency: 'KES',
        amountMinor: 1n,
        kesPriceMinor: null,
        thresholdKesMinor: 0n,
      }),
    ).toBe(true);
  });
});
