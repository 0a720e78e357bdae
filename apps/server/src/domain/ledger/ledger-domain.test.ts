/**
 * The pure ledger rules, table-driven: which transfers are allowed, how holds move through
 * pending → posted | voided, and which mistakes are bugs (thrown) rather than rejections.
 */
import { describe, expect, test } from 'vitest';
import type { AccountState } from './accounts.js';
import { postHold, voidHold, type HoldState } from './holds.js';
import { planTransfer } from './transfer.js';
import { decide } from '../approvals/request-status.js';

const account = (over: Partial<AccountState>): AccountState => ({
  id: 'acc_a',
  kind: 'available',
  currency: 'BTC',
  balanceMinor: 0n,
  ...over,
});

describe('planTransfer', () => {
  test.each([
    // debit kind, debit balance, amount, expected debit after (or shortfall)
    ['available', 100n, 100n, 0n],
    ['available', 100n, 1n, 99n],
    ['held', 50n, 50n, 0n],
    ['fee_revenue', 5n, 5n, 0n],
    ['custody', 0n, 70n, -70n],
    ['mpesa_clearing', -10n, 5n, -15n],
  ] as const)('%s with %s pays %s → %s', (kind, balanceMinor, amountMinor, after) => {
    const plan = planTransfer(
      account({ id: 'acc_d', kind, balanceMinor }),
      account({ id: 'acc_c', kind: 'available', balanceMinor: 3n }),
      amountMinor,
    );
    expect(plan).toEqual({ ok: true, debitAfterMinor: after, creditAfterMinor: 3n + amountMinor });
  });

  test.each([
    ['available', 99n, 100n],
    ['held', 0n, 1n],
    ['fee_revenue', 4n, 5n],
  ] as const)('%s with %s cannot pay %s: a shortfall result', (kind, balanceMinor, amountMinor) => {
    expect(
      planTransfer(
        account({ id: 'acc_d', kind, balanceMinor }),
        account({ id: 'acc_c' }),
        amountMinor,
      ),
    ).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE', availableMinor: balanceMinor });
  });

  test.each([
    ['a zero amount', account({ id: 'x' }), account({ id: 'y' }), 0n, /positive/],
    ['a negative amount', account({ id: 'x' }), account({ id: 'y' }), -1n, /positive/],
    ['the same account', account({ id: 'x' }), account({ id: 'x' }), 1n, /itself/],
    [
      'two currencies',
      account({ id: 'x' }),
      account({ id: 'y', currency: 'KES' }),
      1n,
      /currencies/,
    ],
  ])('%s is a bug and throws', (_name, debit, credit, amountMinor, message) => {
    expect(() => planTransfer({ ...debit, balanceMinor: 10n }, credit, amountMinor)).toThrow(
      message,
    );
  });
});

const hold = (over: Partial<HoldState> = {}): HoldState => ({
  id: 'hld_1',
  status: 'pending',
  amountMinor: 1000n,
  remainingMinor: 1000n,
  ...over,
});

describe('holds', () => {
  test.each([
    [1000n, 1n, { remainingAfterMinor: 999n, statusAfter: 'pending' }],
    [1000n, 1000n, { remainingAfterMinor: 0n, statusAfter: 'posted' }],
    [250n, 250n, { remainingAfterMinor: 0n, statusAfter: 'posted' }],
  ] as const)('posting from %s remaining: %s', (remainingMinor, amountMinor, expected) => {
    expect(postHold(hold({ remainingMinor }), amountMinor)).toEqual(expected);
  });

  test('a post larger than what remains, or not positive, throws', () => {
    expect(() => postHold(hold({ remainingMinor: 10n }), 11n)).toThrow(/exceeds/);
    expect(() => postHold(hold(), 0n)).toThrow(/positive/);
  });

  test('voiding releases whatever remains', () => {
    expect(voidHold(hold({ remainingMinor: 400n }))).toEqual({
      remainingAfterMinor: 0n,
      statusAfter: 'voided',
      releasedMinor: 400n,
    });
  });

  test.each(['posted', 'voided'] as const)('a %s hold never moves again', (status) => {
    expect(() => postHold(hold({ status, remainingMinor: 0n }), 1n)).toThrow(/already/);
    expect(() => voidHold(hold({ status, remainingMinor: 0n }))).toThrow(/already/);
  });
});

describe('approval decisions', () => {
  test.each([
    ['pending', 'approve', { ok: true, statusAfter: 'approved' }],
    ['pending', 'reject', { ok: true, statusAfter: 'rejected' }],
  ] as const)('%s + %s', (status, decision, expected) => {
    expect(decide(status, decision)).toEqual(expected);
  });

  test.each(['approved', 'rejected', 'forfeited', 'completed'] as const)(
    'a %s request cannot be decided again',
    (status) => {
      for (const decision of ['approve', 'reject'] as const) {
        expect(decide(status, decision)).toEqual({
          ok: false,
          code: 'ALREADY_PROCESSED',
          message: `This transaction is already ${status}.`,
          key: 'transactionAlreadyDecided',
          params: { status },
        });
      }
    },
  );
});
