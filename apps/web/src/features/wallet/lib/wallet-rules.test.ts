import type { Wallet } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import {
  isPositiveAmount,
  pendingDepositsByCurrency,
  shownWallets,
  walletAction,
} from './wallet-rules';

const coin: Wallet = {
  currency: 'HRC',
  type: 'crypto',
  name: 'Harambee Coin',
  iconUrl: null,
  depositAddress: 'hrc1qexampleaddress',
  active: true,
  available: '1.50000000',
  held: '0.00000000',
};
const kes: Wallet = {
  ...coin,
  currency: 'KES',
  type: 'fiat',
  depositAddress: null,
  available: '1500.00',
  held: '0.00',
};

describe('isPositiveAmount', () => {
  test.each([
    ['0.00000000', 'HRC', false],
    ['0', 'KES', false],
    ['0.00000001', 'HRC', true],
    ['-1.00', 'KES', false],
    ['12.50', 'KES', true],
    ['not a number', 'HRC', false],
  ])('%s %s is positive: %s', (decimal, currency, expected) => {
    expect(isPositiveAmount(decimal, currency)).toBe(expected);
  });
});

describe('walletAction', () => {
  test('a coin with a balance and an address allows both', () => {
    expect(walletAction(coin, 'deposit')).toEqual({ enabled: true });
    expect(walletAction(coin, 'withdraw')).toEqual({ enabled: true });
  });

  test('KES (M-Pesa) takes deposits without an address and withdraws what is available', () => {
    expect(walletAction(kes, 'deposit')).toEqual({ enabled: true });
    expect(walletAction(kes, 'withdraw')).toEqual({ enabled: true });
    expect(walletAction({ ...kes, available: '0.00' }, 'deposit')).toEqual({ enabled: true });
    expect(walletAction({ ...kes, available: '0.00', held: '50.00' }, 'withdraw')).toEqual({
      enabled: false,
      hint: 'no-available-balance',
    });
  });

  test('withdraw is off at a zero balance (the spec: disabled when 0 or less)', () => {
    expect(walletAction({ ...coin, available: '0.00000000' }, 'withdraw').enabled).toBe(false);
  });

  test('an inactive coin still lets the holder withdraw but takes no deposit', () => {
    const inactive = { ...coin, active: false };
    expect(walletAction(inactive, 'withdraw').enabled).toBe(true);
    expect(walletAction(inactive, 'deposit')).toEqual({
      enabled: false,
      hint: 'deposits-paused',
    });
  });

  test('held coins do not count as available for a withdrawal', () => {
    const allHeld = { ...coin, available: '0.00000000', held: '3.00000000' };
    expect(walletAction(allHeld, 'withdraw').enabled).toBe(false);
  });
});

describe('shownWallets', () => {
  const empty = (currency: string): Wallet => ({
    ...coin,
    currency,
    available: '0.00000000',
    held: '0.00000000',
  });
  const kesEmpty: Wallet = { ...kes, available: '0.00', held: '0.00' };

  test('collapsed, only wallets holding something (available or held) show', () => {
    const heldOnly: Wallet = { ...empty('ETH'), held: '0.00000001' };
    const list = [kesEmpty, coin, empty('BTC'), heldOnly];
    expect(shownWallets(list, true)).toEqual({ shown: [coin, heldOnly], hidden: 2 });
  });

  test('a new trader with nothing still sees KES', () => {
    expect(shownWallets([kesEmpty, empty('BTC')], true)).toEqual({ shown: [kesEmpty], hidden: 1 });
  });

  test('an empty wallet with a deposit on its way shows', () => {
    const btc = empty('BTC');
    expect(shownWallets([kesEmpty, btc, empty('ETH')], true, new Set(['BTC']))).toEqual({
      shown: [btc],
      hidden: 2,
    });
  });

  test('not collapsed, everything shows', () => {
    const list = [kesEmpty, empty('BTC')];
    expect(shownWallets(list, false)).toEqual({ shown: list, hidden: 0 });
  });
});

describe('pendingDepositsByCurrency', () => {
  const deposit = (currency: string, amount: string, overrides = {}) => ({
    type: 'deposit' as const,
    method: 'crypto' as const,
    status: 'pending' as const,
    currency,
    amount,
    ...overrides,
  });

  test('sums pending crypto deposits exactly per coin, with their count', () => {
    const sums = pendingDepositsByCurrency([
      deposit('BTC', '0.10000001'),
      deposit('BTC', '0.20000002'),
      deposit('ETH', '1.5'),
    ]);
    expect(Object.fromEntries(sums)).toEqual({
      BTC: { amount: '0.30000003', count: 2 },
      ETH: { amount: '1.50000000', count: 1 },
    });
  });

  test('M-Pesa, decided and non-deposit rows are not on their way', () => {
    const sums = pendingDepositsByCurrency([
      deposit('KES', '100.00', { method: 'mpesa' }),
      deposit('BTC', '1', { status: 'approved' }),
      deposit('BTC', '1', { type: 'withdrawal' }),
    ]);
    expect(sums.size).toBe(0);
  });
});
