import type { AdminStats } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { currencyLines, isZeroAmount, statsView } from './stats-view';

describe('isZeroAmount', () => {
  test.each([
    ['0', true],
    ['0.00', true],
    ['0.00000000', true],
    ['0.00000001', false],
    ['10.00', false],
  ])('%s → %s', (decimal, expected) => {
    expect(isZeroAmount(decimal)).toBe(expected);
  });
});

describe('currencyLines', () => {
  test('one line per currency, KES first then by symbol, zeros left out', () => {
    expect(
      currencyLines([
        { currency: 'USDT', amount: '12.50000000' },
        { currency: 'BTC', amount: '0.00000000' },
        { currency: 'HRC', amount: '3.00000000' },
        { currency: 'KES', amount: '1500.00' },
      ]),
    ).toEqual([
      { currency: 'KES', amount: '1500.00' },
      { currency: 'HRC', amount: '3.00000000' },
      { currency: 'USDT', amount: '12.50000000' },
    ]);
  });

  test('keeps the exact decimal strings (no float ever adds them up)', () => {
    const [line] = currencyLines([{ currency: 'BTC', amount: '0.10000001' }]);
    expect(line?.amount).toBe('0.10000001');
  });

  test('an empty list stays empty', () => {
    expect(currencyLines([])).toEqual([]);
  });
});

describe('statsView', () => {
  const stats: AdminStats = {
    users: 12,
    pendingDeposits: 3,
    pendingWithdrawals: 1,
    approvedKesDeposits: '25000.00',
    approvedCoinDeposits: [
      { currency: 'KES', amount: '25000.00' },
      { currency: 'USDT', amount: '100.00000000' },
    ],
    approvedWithdrawals: [
      { currency: 'USDT', amount: '40.00000000' },
      { currency: 'KES', amount: '500.00' },
    ],
  };

  test('never lists KES among the coin deposits (it has its own card)', () => {
    expect(statsView(stats).approvedCoinDeposits).toEqual([
      { currency: 'USDT', amount: '100.00000000' },
    ]);
  });

  test('withdrawals stay per currency, KES first', () => {
    expect(statsView(stats).approvedWithdrawals.map((line) => line.currency)).toEqual([
      'KES',
      'USDT',
    ]);
  });
});
