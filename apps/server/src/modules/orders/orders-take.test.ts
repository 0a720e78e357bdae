/**
 * POST /api/orders/:id/execute ("take") through the real app: every rejection code and message
 * in precedence order, each leaving everything as it was; a take in part and in full at the
 * resting price, the taker's funds moving straight from their available balance (no order row),
 * the buyer paying the rounded-up total and a selling taker receiving the rounded-down one, a
 * maker's unfillable dust swept with its hold, the history rows of both sides, and
 * Idempotency-Key. The ledger and trading invariants run after every test (buildTestApp).
 */
import { describe, expect, test } from 'vitest';
import { TRADE_MESSAGES } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import {
  balanceOf,
  cancelOrder,
  ensurePair,
  errorOf,
  executeOrder,
  ownOrders,
  placeOrder,
  takeOrder,
} from '../../../test/trading.js';

const { app, db } = await buildTestApp();

let pairs = 0;
async function freshPair(options: { active?: boolean } = {}) {
  pairs += 1;
  const base = `K${pairs}`;
  await ensurePair(app, base, 'KES', options);
  return base;
}

async function trader(funds: Record<string, string> = {}) {
  const signedIn = await loginAs(app, 'user');
  for (const [currency, amount] of Object.entries(funds)) {
    await fundDirectly(app, signedIn.account.id, currency, amount);
  }
  return { ...signedIn, id: signedIn.account.id };
}

async function snapshot() {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT (SELECT count(*) FROM trades) AS trades, (SELECT count(*) FROM ledger_transfers) AS transfers,
            (SELECT string_agg(id || ':' || amount_minor || ':' || status, ',' ORDER BY id) FROM orders) AS orders`,
  );
  return rows[0];
}

describe('rejections, in precedence order', () => {
  test('each code and message, and nothing changes', async () => {
    const base = await freshPair();
    const maker = await trader({ [base]: '10' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '10',
      price: '3.25',
    });
    const taker = await trader({ KES: '1' });
    const cases: [string, string, number, string, string][] = [
      ['ord_missing', '1', 404, 'ORDER_NOT_FOUND', TRADE_MESSAGES.ORDER_NOT_FOUND],
      [order.id, 'abc', 400, 'VALIDATION_ERROR', ''],
      [
        order.id,
        '0.0000001',
        400,
        'INVALID_AMOUNT',
        'Amount can have at most 6 decimals (minimum 0.000001)',
      ],
      [order.id, '0', 400, 'INVALID_AMOUNT', 'Minimum amount is 0.000001'],
      [order.id, '10.000001', 400, 'INVALID_AMOUNT', `Amount exceeds available (10 ${base})`],
      [
        order.id,
        '0.003',
        400,
        'INVALID_AMOUNT',
        'Amount is too small: the total must be at least KES 0.01',
      ],
      [
        order.id,
        '1',
        409,
        'INSUFFICIENT_BALANCE',
        'Insufficient balance. You need KES 3.25 but have KES 1.00 available.',
      ],
    ];
    const before = await snapshot();
    for (const [id, amount, status, code, message] of cases) {
      const error = errorOf(await executeOrder(taker.client, id, amount));
      expect([error.status, error.code]).toEqual([status, code]);
      if (message) expect(error.message).toBe(message);
    }
    const own = errorOf(await executeOrder(maker.client, order.id, '100'));
    expect(own).toEqual({ status: 409, code: 'SELF_TRADE', message: TRADE_MESSAGES.SELF_TRADE });
    expect(await snapshot()).toEqual(before);

    await db.query(`UPDATE trading_pairs SET active = false WHERE base = $1`, [base]);
    const inactive = errorOf(await executeOrder(maker.client, order.id, '1'));
    expect(inactive).toEqual({
      status: 422,
      code: 'PAIR_INACTIVE',
      message: 'This trading pair is not active at the moment',
    });
    await db.query(`UPDATE trading_pairs SET active = true WHERE base = $1`, [base]);
    expect((await cancelOrder(maker.client, order.id)).statusCode).toBe(200);
    // A cancelled (or filled) order is no longer there to take.
    const gone = errorOf(await executeOrder(taker.client, order.id, '1'));
    expect(gone).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(await balanceOf(maker.client, base)).toEqual({
      available: '10.00000000',
      held: '0.00000000',
    });
  });
});

describe('taking', () => {
  test('a buying taker pays the rounded-up total from their available balance, in part then in full', async () => {
    const base = await freshPair();
    const maker = await trader({ [base]: '10' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '10',
      price: '3.25',
    });
    const taker = await trader({ KES: '100' });
    // 0.333333 × 3.25 = 1.08333225 KES: the buyer pays 1.09.
    const first = await takeOrder(taker.client, order.id, '0.333333');
    expect(first.trade).toMatchObject({
      amount: '0.33333300',
      price: '3.25',
      total: '1.09',
      takerSide: 'buy',
      makerOrderId: order.id,
      takerOrderId: null,
    });
    expect(first.order).toMatchObject({ status: 'partially_filled', amount: '9.66666700' });
    expect(await balanceOf(taker.client, 'KES')).toEqual({ available: '98.91', held: '0.00' });
    expect(await balanceOf(taker.client, base)).toMatchObject({ available: '0.33333300' });
    expect(await balanceOf(maker.client, 'KES')).toMatchObject({ available: '1.09' });
    const second = await takeOrder(taker.client, order.id, '9.666667');
    expect(second.order).toMatchObject({ status: 'filled', amount: '0.00000000' });
    expect(second.trade.total).toBe('31.42');
    expect(await balanceOf(maker.client, base)).toEqual({
      available: '0.00000000',
      held: '0.00000000',
    });
    expect(await ownOrders(taker.client)).toEqual([]);
    const history = await taker.client.request({ url: '/api/transactions' });
    expect(history.json<{ items: unknown[] }>().items.slice(0, 2)).toMatchObject([
      { type: 'purchase', currency: base, status: 'completed' },
      { type: 'purchase', currency: base, status: 'completed' },
    ]);
  });

  test('a selling taker receives the rounded-down total; the maker’s dust leaves with its hold', async () => {
    const base = await freshPair();
    const maker = await trader({ KES: '100' });
    const { order } = await placeOrder(maker.client, {
      side: 'buy',
      base,
      quote: 'KES',
      amount: '10',
      price: '3.25',
    });
    expect(await balanceOf(maker.client, 'KES')).toEqual({ available: '67.50', held: '32.50' });
    const taker = await trader({ [base]: '10' });
    // 9.999 × 3.25 = 32.49675: the seller gets 32.49; 0.001 left is worth 0.00325 KES: swept.
    const { trade, order: after } = await takeOrder(taker.client, order.id, '9.999');
    expect(trade).toMatchObject({ total: '32.49', takerSide: 'sell' });
    expect(after).toMatchObject({
      status: 'cancelled',
      amount: '0.00100000',
      filledAmount: '9.99900000',
    });
    expect(await balanceOf(taker.client, 'KES')).toEqual({ available: '32.49', held: '0.00' });
    expect(await balanceOf(maker.client, 'KES')).toEqual({ available: '67.51', held: '0.00' });
    expect(await balanceOf(maker.client, base)).toMatchObject({ available: '9.99900000' });
  });

  test('the same Idempotency-Key five times in parallel takes once', async () => {
    const base = await freshPair();
    const maker = await trader({ [base]: '10' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '10',
      price: '2',
    });
    const taker = await trader({ KES: '100' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => executeOrder(taker.client, order.id, '1', 'take-key-1')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json<{ trade: { id: string } }>().trade.id)).size).toBe(
      1,
    );
    expect(await balanceOf(taker.client, 'KES')).toEqual({ available: '98.00', held: '0.00' });
    await cancelOrder(maker.client, order.id);
  });
});
