/**
 * The ledger's operations on a real database: credits from a system account, holds placed,
 * posted in part and in full, voided, and a shortfall that writes nothing; one operation of
 * several transfers applied at once, whose entries still read as running balances. The invariant
 * check runs after each test (buildTestApp), and two tests prove that it notices a tampered
 * balance and a tampered balance-after.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { insertBareOrder } from '../../../test/wallet-funding.js';
import { insertHistoryEntry } from '../transactions/transactions.repository.js';
import { checkLedgerSnapshot } from './ledger-invariants.js';
import { listUserBalances } from './ledger.repository.js';
import {
  applyLedger,
  creditUserFromSystem,
  ensureSystemAccount,
  ensureUserAccounts,
  newHoldId,
  placeHold,
  postHold,
  voidHold,
} from './ledger.js';

const { app, db, clock } = await buildTestApp();

async function fundedUser(currency: string, amountMinor: bigint) {
  const user = await createUser(app);
  await db.transaction(async (tx) => {
    const deposit = await insertHistoryEntry(tx, {
      userId: user.id,
      type: 'deposit',
      method: 'crypto',
      currency,
      amountMinor,
      status: 'approved',
      at: clock.now(),
    });
    await creditUserFromSystem(tx, {
      userId: user.id,
      currency,
      amountMinor,
      from: 'custody',
      code: 'deposit',
      refs: { transactionId: deposit.id },
      at: clock.now(),
    });
  });
  return user;
}

async function balances(userId: string, currency: string) {
  const row = (await listUserBalances(db, userId)).find((r) => r.currency === currency);
  return { available: row?.available_minor ?? 0n, held: row?.held_minor ?? 0n };
}

describe('ledger operations', () => {
  test('a credit from custody raises the user and lowers custody by the same amount', async () => {
    const user = await fundedUser('BTC', 150_000_000n);
    expect(await balances(user.id, 'BTC')).toEqual({ available: 150_000_000n, held: 0n });
    const { rows } = await db.query<{ balance_minor: bigint }>(
      `SELECT balance_minor FROM ledger_accounts WHERE owner_user_id IS NULL AND currency = 'BTC' AND kind = 'custody'`,
    );
    expect(rows[0]?.balance_minor).toBe(-150_000_000n);
  });

  test('a hold posted in two parts finishes; a shortfall writes nothing', async () => {
    const user = await fundedUser('ETH', 1_000n);
    await insertBareOrder(app, user.id, 'ETH', 'ord_test');
    await insertBareOrder(app, user.id, 'ETH', 'ord_test2');
    const withdrawalTxn = await db.transaction((tx) =>
      insertHistoryEntry(tx, {
        userId: user.id,
        type: 'withdrawal',
        method: 'trade',
        currency: 'ETH',
        amountMinor: 600n,
        status: 'completed',
        at: clock.now(),
      }),
    );
    const refs = { transactionId: withdrawalTxn.id };
    const revenue = await db.transaction((tx) => ensureSystemAccount(tx, 'ETH', 'fee_revenue'));
    const custody = await db.transaction((tx) => ensureSystemAccount(tx, 'ETH', 'custody'));
    const state = await db.transaction(async (tx) => {
      const placed = await placeHold(tx, {
        userId: user.id,
        currency: 'ETH',
        amountMinor: 600n,
        code: 'order_hold',
        orderId: 'ord_test',
        refs,
        at: clock.now(),
      });
      if (!placed.ok) throw new Error('hold refused');
      const afterFirst = await postHold(tx, {
        holdId: placed.holdId,
        postings: [{ toAccountId: custody, amountMinor: 100n, code: 'fill' }],
        refs,
        at: clock.now(),
      });
      expect(afterFirst).toMatchObject({ status: 'pending', remainingMinor: 500n });
      return postHold(tx, {
        holdId: placed.holdId,
        postings: [
          { toAccountId: custody, amountMinor: 450n, code: 'fill' },
          { toAccountId: revenue, amountMinor: 50n, code: 'fee' },
        ],
        refs,
        at: clock.now(),
      });
    });
    expect(state).toMatchObject({ status: 'posted', remainingMinor: 0n });
    expect(await balances(user.id, 'ETH')).toEqual({ available: 400n, held: 0n });

    const short = await db.transaction((tx) =>
      placeHold(tx, {
        userId: user.id,
        currency: 'ETH',
        amountMinor: 401n,
        code: 'order_hold',
        orderId: 'ord_test2',
        refs,
        at: clock.now(),
      }),
    );
    expect(short).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE', availableMinor: 400n });
    const { rows } = await db.query(`SELECT 1 FROM ledger_holds WHERE order_id = 'ord_test2'`);
    expect(rows).toHaveLength(0);
  });

  test('voiding a hold returns what remains to the available balance', async () => {
    const user = await fundedUser('SOL', 900n);
    await insertBareOrder(app, user.id, 'SOL', 'ord_void');
    const order = await db.transaction((tx) =>
      insertHistoryEntry(tx, {
        userId: user.id,
        type: 'sale',
        method: 'trade',
        currency: 'SOL',
        amountMinor: 1n,
        status: 'completed',
        at: clock.now(),
      }),
    );
    const custody = await db.transaction((tx) => ensureSystemAccount(tx, 'SOL', 'custody'));
    const released = await db.transaction(async (tx) => {
      const placed = await placeHold(tx, {
        userId: user.id,
        currency: 'SOL',
        amountMinor: 900n,
        code: 'order_hold',
        orderId: 'ord_void',
        refs: { transactionId: order.id },
        at: clock.now(),
      });
      if (!placed.ok) throw new Error('hold refused');
      await postHold(tx, {
        holdId: placed.holdId,
        postings: [{ toAccountId: custody, amountMinor: 300n, code: 'fill' }],
        refs: { transactionId: order.id },
        at: clock.now(),
      });
      return voidHold(tx, {
        holdId: placed.holdId,
        code: 'order_release',
        refs: { transactionId: order.id },
        at: clock.now(),
      });
    });
    expect(released).toBe(600n);
    expect(await balances(user.id, 'SOL')).toEqual({ available: 600n, held: 0n });
  });

  test('the database refuses a negative user balance even if code forgot to check', async () => {
    const user = await createUser(app);
    const ids = await db.transaction((tx) => ensureUserAccounts(tx, user.id, 'DOGE'));
    await expect(
      db.query(`UPDATE ledger_accounts SET balance_minor = -1 WHERE id = $1`, [
        ids.availableAccountId,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  test('the invariant check notices a balance that disagrees with its entries', async () => {
    const user = await fundedUser('USDT', 500n);
    await db.query(
      `UPDATE ledger_accounts SET balance_minor = balance_minor + 1
       WHERE owner_user_id = $1 AND kind = 'available'`,
      [user.id],
    );
    const report = await checkLedgerSnapshot(db);
    expect(report.ok).toBe(false);
    expect(report.violations.map((v) => v.invariant)).toEqual([
      'balances of each currency sum to zero',
      'every balance equals the sum of its entries',
    ]);
    // Put it back so the after-each check of this file sees a sound ledger again.
    await db.query(
      `UPDATE ledger_accounts SET balance_minor = balance_minor - 1
       WHERE owner_user_id = $1 AND kind = 'available'`,
      [user.id],
    );
  });

  test('one operation of several transfers: entries keep the running balance, in order', async () => {
    const user = await fundedUser('XRP', 1_000n);
    await insertBareOrder(app, user.id, 'XRP', 'ord_batch');
    const { availableAccountId, heldAccountId } = await db.transaction((tx) =>
      ensureUserAccounts(tx, user.id, 'XRP'),
    );
    const custody = await db.transaction((tx) => ensureSystemAccount(tx, 'XRP', 'custody'));
    const holdId = newHoldId();
    const refs = { orderId: 'ord_batch' };
    const applied = await db.transaction((tx) =>
      applyLedger(
        tx,
        [
          {
            kind: 'place_hold',
            holdId,
            availableAccountId,
            heldAccountId,
            amountMinor: 700n,
            code: 'order_hold',
            owner: refs,
            refs,
          },
          {
            kind: 'post_hold',
            holdId,
            toAccountId: custody,
            amountMinor: 200n,
            code: 'fill',
            refs,
          },
          {
            kind: 'post_hold',
            holdId,
            toAccountId: custody,
            amountMinor: 100n,
            code: 'fill',
            refs,
          },
          { kind: 'void_hold', holdId, code: 'order_release', refs },
        ],
        clock.now(),
      ),
    );
    expect(applied.ok && applied.holds.get(holdId)).toMatchObject({ status: 'voided' });
    const { rows } = await db.query<{ account: string; amount: bigint; after: bigint }>(
      `SELECT CASE account_id WHEN $1 THEN 'available' WHEN $2 THEN 'held' ELSE 'custody' END
              AS account, amount_minor AS amount, balance_after_minor AS after
       FROM ledger_entries WHERE account_id IN ($1, $2) ORDER BY id`,
      [availableAccountId, heldAccountId],
    );
    expect(rows.map((r) => [r.account, r.amount, r.after])).toEqual([
      ['available', 1_000n, 1_000n],
      ['available', -700n, 300n],
      ['held', 700n, 700n],
      ['held', -200n, 500n],
      ['held', -100n, 400n],
      ['held', -400n, 0n],
      ['available', 400n, 700n],
    ]);
    expect(await balances(user.id, 'XRP')).toEqual({ available: 700n, held: 0n });

    const tamper = (delta: bigint) =>
      db.query(
        `UPDATE ledger_transfers SET debit_after_minor = debit_after_minor + $2
         WHERE seq = (SELECT max(seq) FROM ledger_transfers WHERE debit_account_id = $1)`,
        [heldAccountId, delta],
      );
    await tamper(1n);
    const report = await checkLedgerSnapshot(db);
    expect(report.violations.map((v) => v.invariant)).toEqual([
      "each entry keeps its account's balance after it",
    ]);
    await tamper(-1n);
  });
});
