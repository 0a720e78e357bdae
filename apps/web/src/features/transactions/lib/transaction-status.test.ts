import type { TransactionView } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { statusOf } from './transaction-labels';

const row = (
  method: TransactionView['method'],
  status: TransactionView['status'],
  rejectReason: string | null,
) => ({ method, status, rejectReason });

describe('statusOf', () => {
  test.each([
    [
      'Timed out: no answer from M-Pesa within 120 seconds',
      'mpesa_timed_out',
      'No answer from M-Pesa within 120 seconds',
    ],
    ['Cancelled: Canceled on the phone', 'mpesa_cancelled', 'Canceled on the phone'],
    ['Insufficient M-Pesa balance', 'mpesa_failed', 'Insufficient M-Pesa balance'],
  ])('an M-Pesa payment with reason %j reads %j', (reason, word, shown) => {
    expect(statusOf(row('mpesa', 'rejected', reason))).toEqual({ word, reason: shown });
  });

  test('an M-Pesa payment without a reason still failed, not rejected', () => {
    expect(statusOf(row('mpesa', 'rejected', null))).toEqual({
      word: 'mpesa_failed',
      reason: null,
    });
  });

  test('a crypto deposit an admin refused is Rejected, with its reason', () => {
    expect(statusOf(row('crypto', 'rejected', 'Proof unreadable'))).toEqual({
      word: 'rejected',
      reason: 'Proof unreadable',
    });
  });

  test('a settled row has its own word and no reason', () => {
    expect(statusOf(row('mpesa', 'completed', null))).toEqual({ word: 'completed', reason: null });
  });
});
