/**
 * Suspension freezes (decisions.md 21): suspending cancels the trader's resting orders and
 * releases every hold in the same transaction, so their orders can no longer be taken; their
 * new orders, takes, crypto deposits, M-Pesa payments and withdrawals are refused inside each
 * operation's own transaction (called here through the services, as a request that passed the
 * session check just before the suspension committed would be). Reactivating restores nothing.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import {
  balanceOf,
  ensurePair,
  executeOrder,
  fundedTrader,
  ownOrders,
  placeOrder,
} from '../../../test/trading.js';
import { png } from '../files/test-uploads.js';

const built = await buildTestApp();
const { app, db, clock } = built;
const admin = await loginAs(app, 'admin');
await ensurePair(app, 'SUS', 'KES');
await ensurePair(app, 'FRZ', 'KES');

function setStatus(userId: string, status: 'active' | 'suspended') {
  return admin.client.request({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    payload: { status },
  });
}

async function activeOrderCount(userId: string) {
  const { rows } = await db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND status IN ('open', 'partially_filled')`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0n);
}

async function expectSuspended(operation: Promise<unknown>) {
  await expect(operation).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
}

describe('suspending', () => {
  test('cancels every resting order and releases the holds in the same transaction', async () => {
    const trader = await fundedTrader(app, { KES: '10000', SUS: '5', FRZ: '5' });
    await placeOrder(trader.client, {
      side: 'sell',
      base: 'SUS',
      quote: 'KES',
      amount: '2',
      price: '100',
    });
    await placeOrder(trader.client, {
      side: 'buy',
      base: 'SUS',
      quote: 'KES',
      amount: '1',
      price: '50',
    });
    const frz = await placeOrder(trader.client, {
      side: 'sell',
      base: 'FRZ',
      quote: 'KES',
      amount: '3',
      price: '10',
    });
    // One order partly filled: it rests as partially_filled and is cancelled too.
    const taker = await fundedTrader(app, { KES: '1000' });
    expect((await executeOrder(taker.client, frz.order.id, '1')).statusCode).toBe(200);
    expect(await activeOrderCount(trader.id)).toBe(3);

    const response = await setStatus(trader.id, 'suspended');
    expect(response.statusCode, response.body).toBe(200);
    expect(await activeOrderCount(trader.id)).toBe(0);
    const { rows } = await db.query<{ status: string }>(
      `SELECT h.status FROM ledger_holds h JOIN orders o ON o.id = h.order_id
       WHERE o.user_id = $1 AND h.status = 'pending'`,
      [trader.id],
    );
    expect(rows).toEqual([]);
    const [audit] = await auditRows(db, 'user.status', trader.id);
    expect(audit?.after).toEqual({ status: 'suspended', cancelledOrders: 3 });

    // Their order can no longer be taken.
    const take = await executeOrder(taker.client, frz.order.id, '1');
    expect(take.statusCode).toBe(404);
    expect(take.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });

    // Reactivating restores nothing: the orders stay cancelled, the money stays available.
    expect((await setStatus(trader.id, 'active')).statusCode).toBe(200);
    expect(await activeOrderCount(trader.id)).toBe(0);
    const { rows: balances } = await db.query<{
      currency: string;
      kind: string;
      balance_minor: bigint;
    }>(
      `SELECT currency, kind, balance_minor FROM ledger_accounts
       WHERE owner_user_id = $1 AND kind = 'held' ORDER BY currency`,
      [trader.id],
    );
    expect(balances.every((b) => b.balance_minor === 0n)).toBe(true);
  });
});

describe('a suspended trader is refused inside each operation', () => {
  test('orders, takes, withdrawals, M-Pesa payments and crypto deposits', async () => {
    const maker = await fundedTrader(app, { SUS: '1' });
    const resting = await placeOrder(maker.client, {
      side: 'sell',
      base: 'SUS',
      quote: 'KES',
      amount: '1',
      price: '10',
    });
    const trader = await fundedTrader(app, { KES: '5000', SUS: '1' });
    expect((await setStatus(trader.id, 'suspended')).statusCode).toBe(200);
    const { services } = app;
    await expectSuspended(
      services.orders.create(
        trader.id,
        { side: 'buy', base: 'SUS', quote: 'KES', amount: '1', price: '10' },
        undefined,
        null,
      ),
    );
    await expectSuspended(
      services.orders.execute(trader.id, resting.order.id, '1', undefined, null),
    );
    await expectSuspended(
      services.withdrawals.createCrypto(
        trader.id,
        { currency: 'SUS', amount: '0.5', address: 'sus-address' },
        undefined,
      ),
    );
    await expectSuspended(
      services.payments.create(
        trader.id,
        { type: 'withdrawal', amount: '100', phone: '0712345670' },
        undefined,
      ),
    );
    clock.set(new Date('2026-03-10T10:00:00+03:00')); // inside the deposit window
    await expectSuspended(
      services.deposits.createCrypto(
        trader.id,
        { fields: { currency: 'SUS', amount: '1' }, file: await png() },
        undefined,
      ),
    );
    // Nothing was written for them, and the maker's order is still on the book.
    expect(await activeOrderCount(trader.id)).toBe(0);
    expect(await balanceOf(maker.client, 'SUS')).toMatchObject({ held: '1.00000000' });
    expect((await ownOrders(maker.client)).map((o) => o.id)).toEqual([resting.order.id]);
  });
});
