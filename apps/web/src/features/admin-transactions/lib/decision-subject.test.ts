import type { AdminWithdrawalView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import {
  canDecide,
  netAmount,
  subjectFromTransaction,
  subjectFromWithdrawal,
} from './decision-subject';
import { transaction, user } from './test-fixtures';

describe('netAmount', () => {
  test.each([
    ['10.00000000', '1.00000000', 'USDT', '9.00000000'],
    ['0.00000003', '0.00000001', 'BTC', '0.00000002'],
    ['1500.00', '150.00', 'KES', '1350.00'],
    // Exact where a float would not be: 0.3 − 0.1 is 0.19999999999999998 in binary.
    ['0.3', '0.1', 'ETH', '0.20000000'],
  ])('%s − %s %s = %s', (gross, fee, currency, expected) => {
    expect(netAmount(gross, fee, currency)).toBe(expected);
  });

  test('refuses what is not a decimal of the currency scale rather than guess', () => {
    expect(netAmount('10.123', '1', 'KES')).toBeNull();
    expect(netAmount('abc', '1', 'USDT')).toBeNull();
  });
});

describe('canDecide', () => {
  test('a pending crypto deposit or withdrawal waits for an admin', () => {
    expect(canDecide(transaction())).toBe(true);
    expect(canDecide(transaction({ type: 'withdrawal' }))).toBe(true);
  });

  test.each([
    ['approved', { status: 'approved' }],
    ['an M-Pesa deposit (settled by the provider)', { method: 'mpesa' }],
    ['a trade', { type: 'purchase', method: 'trade' }],
  ] as const)('%s does not', (_name, overrides) => {
    expect(canDecide(transaction(overrides))).toBe(false);
  });
});

describe('subjects', () => {
  test('a deposit: the amount to credit and the hash the trader gave', () => {
    expect(subjectFromTransaction(transaction())).toMatchObject({
      transactionId: 't1',
      kind: 'deposit',
      username: 'amina',
      amount: '25.50000000',
      fee: null,
      net: null,
      txHash: '0xabc',
    });
  });

  test('a withdrawal row of the transactions list: gross, fee and the exact net', () => {
    const subject = subjectFromTransaction(
      transaction({
        type: 'withdrawal',
        amount: '10.00000000',
        fee: '1.00000000',
        withdrawalAddress: 'TXyz',
      }),
    );
    expect(subject).toMatchObject({ kind: 'withdrawal', amount: '10.00000000', fee: '1.00000000' });
    expect(subject.net).toBe('9.00000000');
    expect(subject.address).toBe('TXyz');
  });

  test('a withdrawal of the queue is decided through its transaction', () => {
    const withdrawal: AdminWithdrawalView = {
      id: 'w1',
      transactionId: 't9',
      currency: 'USDT',
      gross: '10.00000000',
      fee: '1.00000000',
      amount: '9.00000000',
      feePercent: 10,
      address: 'TXyz',
      status: 'pending',
      txHash: null,
      createdAt: '2026-03-01T08:00:00Z',
      decidedAt: null,
      user,
    };
    expect(subjectFromWithdrawal(withdrawal)).toMatchObject({
      transactionId: 't9',
      kind: 'withdrawal',
      amount: '10.00000000',
      net: '9.00000000',
      ownerSuspended: false,
    });
    const ofSuspended = { ...withdrawal, user: { ...user, status: 'suspended' as const } };
    expect(subjectFromWithdrawal(ofSuspended).ownerSuspended).toBe(true);
  });
});
