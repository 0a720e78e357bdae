import { expect, test } from 'vitest';
import { checkLimits, kesValueMinor } from './tier-limits.js';

test('coins are valued at the last price, rounded up; KES as it is; no price counts 0', () => {
  // 1 satoshi-like unit of a coin at 1,000.00 KES is 0.00001 KES: rounded up to a cent.
  expect(kesValueMinor('HRC', 1n, 100_000n)).toBe(1n);
  expect(kesValueMinor('HRC', 150_000_000n, 100_000n)).toBe(150_000n);
  expect(kesValueMinor('KES', 12_345n, undefined)).toBe(12_345n);
  expect(kesValueMinor('NEW', 10n ** 17n, undefined)).toBe(0n);
});

test('the tightest window names what remains', () => {
  const windows = [
    { window: '24h' as const, limitMinor: 2_000_000n, usedMinor: 1_550_000n },
    { window: '30d' as const, limitMinor: 5_000_000n, usedMinor: 4_800_000n },
  ];
  expect(checkLimits('withdrawal', 200_000n, windows, 0)).toEqual({ ok: true });
  expect(checkLimits('withdrawal', 200_001n, windows, 2)).toEqual({
    ok: false,
    window: '30d',
    message: 'This is over your limit. You can withdraw 2,000.00 KES more in the next 30 days.',
    key: 'overLimitMonth',
    params: { action: 'withdraw', amount: '2,000.00' },
  });
  const over = [{ window: '24h' as const, limitMinor: 100n, usedMinor: 500n }];
  expect(checkLimits('deposit', 1n, over, 1)).toMatchObject({
    message:
      'This is over your limit. You can deposit 0.00 KES more in the next 24 hours. ' +
      'Verify your account to raise your limits.',
  });
});
