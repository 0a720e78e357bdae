import { describe, expect, test } from 'vitest';
import { subjectFromTransaction } from './decision-subject';
import { approveBody, ownerConfirmed } from './owner-confirm';
import { transaction, user } from './test-fixtures';

const suspended = subjectFromTransaction(
  transaction({ type: 'withdrawal', user: { ...user, status: 'suspended' } }),
);
const active = subjectFromTransaction(
  transaction({ type: 'withdrawal', user: { ...user, status: 'active' } }),
);

describe('ownerConfirmed', () => {
  test('an active owner needs no confirmation', () => {
    expect(active.ownerSuspended).toBe(false);
    expect(ownerConfirmed(active, '')).toBe(true);
  });

  test('a suspended owner needs their username typed exactly', () => {
    expect(suspended.ownerSuspended).toBe(true);
    expect(ownerConfirmed(suspended, '')).toBe(false);
    expect(ownerConfirmed(suspended, 'amin')).toBe(false);
    expect(ownerConfirmed(suspended, 'Amina')).toBe(false);
    expect(ownerConfirmed(suspended, 'am ina')).toBe(false);
    expect(ownerConfirmed(suspended, 'amina')).toBe(true);
    // A keyboard suggestion's trailing space is not a different name (the server trims too).
    expect(ownerConfirmed(suspended, ' amina ')).toBe(true);
  });

  test('a suspended owner of a deposit is not asked (the server checks withdrawals only)', () => {
    const deposit = subjectFromTransaction(transaction({ user: { ...user, status: 'suspended' } }));
    expect(deposit.ownerSuspended).toBe(false);
    expect(ownerConfirmed(deposit, '')).toBe(true);
  });
});

describe('approveBody', () => {
  test('carries the typed username for a suspended owner', () => {
    expect(approveBody(suspended, { txHash: '0xfeed', confirm: 'amina ' })).toEqual({
      txHash: '0xfeed',
      confirm: 'amina',
    });
  });

  test('leaves it out for an active owner', () => {
    expect(approveBody(active, { txHash: undefined, confirm: 'amina' })).toEqual({
      txHash: undefined,
    });
  });
});
