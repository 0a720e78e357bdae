/**
 * The whole-operation planner, pure: a plan runs its operations in order over the balances and
 * holds it was given (the ones the caller locked), keeps each transfer's balances after it, and
 * either holds entirely or falls short at one operation (a result) before anything is written.
 */
import { describe, expect, test } from 'vitest';
import type { AccountState } from './accounts.js';
import { planLedger, type LedgerHold, type LedgerOperation } from './ledger-plan.js';

const accounts = new Map<string, AccountState>(
  [
    { id: 'a_av', kind: 'available', balanceMinor: 1000n },
    { id: 'a_held', kind: 'held', balanceMinor: 300n },
    { id: 'b_av', kind: 'available', balanceMinor: 0n },
    { id: 'custody', kind: 'custody', balanceMinor: 0n },
  ].map((a) => [a.id, { ...a, currency: 'KES' } as AccountState]),
);
const existing: LedgerHold = {
  id: 'hld_old',
  status: 'pending',
  amountMinor: 300n,
  remainingMinor: 300n,
  availableAccountId: 'a_av',
  heldAccountId: 'a_held',
  currency: 'KES',
};
const holds = new Map([[existing.id, existing]]);
const refs = { orderId: 'ord_1' };

const place = (amountMinor: bigint): LedgerOperation => ({
  kind: 'place_hold',
  holdId: 'hld_new',
  availableAccountId: 'a_av',
  heldAccountId: 'a_held',
  amountMinor,
  code: 'order_hold',
  owner: { orderId: 'ord_1' },
  refs,
});
const post = (holdId: string, amountMinor: bigint): LedgerOperation => ({
  kind: 'post_hold',
  holdId,
  toAccountId: 'b_av',
  amountMinor,
  code: 'fill',
  refs,
});
const release = (holdId: string): LedgerOperation => ({
  kind: 'void_hold',
  holdId,
  code: 'order_release',
  refs,
  onlyIfPending: true,
});

describe('planLedger', () => {
  test('place, post in two parts and release: balances after each transfer, in order', () => {
    const plan = planLedger(accounts, holds, [
      place(500n),
      post('hld_new', 200n),
      post('hld_new', 250n),
      release('hld_new'),
    ]);
    if (!plan.ok) throw new Error('plan fell short');
    expect(
      plan.transfers.map((t) => [t.debitAccountId, t.debitAfterMinor, t.creditAfterMinor]),
    ).toEqual([
      ['a_av', 500n, 800n],
      ['a_held', 600n, 200n],
      ['a_held', 350n, 450n],
      ['a_held', 300n, 550n],
    ]);
    expect(Object.fromEntries(plan.balances)).toEqual({ a_av: 550n, a_held: 300n, b_av: 450n });
    expect(plan.placedHolds).toMatchObject([
      { id: 'hld_new', status: 'voided', remainingMinor: 0n, amountMinor: 500n, currency: 'KES' },
    ]);
    expect(plan.changedHolds).toEqual([]);
  });

  test('a hold posted in full is finished, so the release after it does nothing', () => {
    const plan = planLedger(accounts, holds, [post('hld_old', 300n), release('hld_old')]);
    if (!plan.ok) throw new Error('plan fell short');
    expect(plan.transfers).toHaveLength(1);
    expect(plan.changedHolds).toMatchObject([{ id: 'hld_old', status: 'posted' }]);
  });

  test.each([
    ['a hold the balance cannot cover', [place(1001n)], 1000n],
    [
      'a transfer after one that spent the balance',
      [
        place(900n),
        {
          kind: 'transfer',
          debitAccountId: 'a_av',
          creditAccountId: 'b_av',
          amountMinor: 101n,
          code: 'fill',
          refs,
        },
      ],
      100n,
    ],
  ] as [string, LedgerOperation[], bigint][])(
    '%s is a shortfall naming its operation',
    (_name, operations, availableMinor) => {
      const plan = planLedger(accounts, holds, operations);
      expect(plan).toEqual({
        ok: false,
        code: 'INSUFFICIENT_BALANCE',
        availableMinor,
        operation: operations.at(-1),
      });
    },
  );

  test.each([
    ['posting more than a hold holds', [post('hld_old', 301n)], /exceeds/],
    ['a hold that was not locked', [post('hld_other', 1n)], /not locked/],
    [
      'an account that was not locked',
      [{ ...post('hld_old', 1n), toAccountId: 'c_av' }],
      /not locked/,
    ],
    [
      'voiding a hold twice',
      [release('hld_old'), { ...release('hld_old'), onlyIfPending: false }],
      /already/,
    ],
  ] as [string, LedgerOperation[], RegExp][])(
    '%s is a bug and throws',
    (_name, operations, message) => {
      expect(() => planLedger(accounts, holds, operations)).toThrow(message);
    },
  );

  test('the inputs are never changed', () => {
    planLedger(accounts, holds, [place(10n), post('hld_old', 300n)]);
    expect(accounts.get('a_av')?.balanceMinor).toBe(1000n);
    expect(holds.get('hld_old')?.remainingMinor).toBe(300n);
  });
});
