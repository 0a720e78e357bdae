/**
 * POST /api/orders and GET /api/orders through the real app: every rejection code and message
 * in precedence order (and that a rejection changes nothing), holds placed with the order,
 * immediate matching at the resting price with price-time priority, skipping one's own orders,
 * partial fills and resting remainders, the maker buyer's rounding remainder released, cancel
 * voiding exactly what is held. The cap, cancel rules and Idempotency-Key are in
 * orders-limits.test.ts. The ledger and trading invariants run after every test (buildTestApp).
 */
import { describe, expect, test } from 'vitest';
import { ORDER_MESSAGES } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  balanceOf,
  cancelOrder,
  ensurePair,
  errorOf,
  fundedTrader,
  ownOrders,
  placeOrder,
  postOrder,
} from '../../../test/trading.js';

const { app, db, clock } = await buildTestApp();
await ensurePair(app, 'HRC', 'KES', { min: '20', max: '1000000' });
await ensurePair(app, 'BTC', 'USDT', { min: '0.0001', max: '100' });
await ensurePair(app, 'SOL', 'KES', { active: false });

const trader = (funds: Record<string, string> = {}) => fundedTrader(app, funds);

async function countRows() {
  const { rows } = await db.query<Record<string, bigint>>(
    `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM trades) AS trades,
            (SELECT count(*) FROM ledger_transfers) AS transfers`,
  );
  return rows[0];
}

const hrc = (side: 'buy' | 'sell', amount: string, price: string, base = 'HRC') => ({
  side,
  base,
  quote: 'KES',
  amount,
  price,
});

let pairs = 0;
/** A fresh COIN/KES pair (min 0.000001) for one test, so books of different tests never meet. */
async function freshPair() {
  pairs += 1;
  const base = `T${pairs}`;
  await ensurePair(app, base, 'KES');
  const make = (side: 'buy' | 'sell', amount: string, price: string) =>
    hrc(side, amount, price, base);
  return Object.assign(make, { base });
}

describe('POST /api/orders rejections, in precedence order', () => {
  test.each([
    [
      'missing field',
      { side: 'buy', base: 'HRC', quote: 'KES', amount: '1' },
      400,
      'VALIDATION_ERROR',
      undefined,
    ],
    ['not a number', hrc('buy', 'abc', '1'), 400, 'VALIDATION_ERROR', undefined],
    [
      '7 amount decimals',
      hrc('buy', '20.0000001', '1'),
      400,
      'INVALID_AMOUNT',
      'Amount can have at most 6 decimals (step 0.000001)',
    ],
    [
      '3 price decimals',
      hrc('buy', '20', '1.001'),
      400,
      'INVALID_AMOUNT',
      'Price can have at most 2 decimals (step 0.01)',
    ],
    ['zero amount', hrc('buy', '0', '1'), 400, 'INVALID_AMOUNT', ORDER_MESSAGES.invalidValuesBody],
    [
      'zero price',
      hrc('sell', '20', '0.00'),
      400,
      'INVALID_AMOUNT',
      ORDER_MESSAGES.invalidValuesBody,
    ],
    [
      'unknown pair',
      { ...hrc('buy', '20', '1'), base: 'XYZ' },
      404,
      'NOT_FOUND',
      'There is no XYZ/KES trading pair',
    ],
    [
      'inactive pair',
      { ...hrc('buy', '20', '1'), base: 'SOL' },
      422,
      'PAIR_INACTIVE',
      'This trading pair is not active at the moment',
    ],
    [
      'below the minimum',
      hrc('buy', '19.999999', '1'),
      422,
      'ORDER_TOO_SMALL',
      'Minimum order size is 20 HRC',
    ],
    [
      'above the maximum',
      hrc('sell', '1000000.000001', '1'),
      422,
      'ORDER_TOO_LARGE',
      'Maximum order size is 1,000,000 HRC',
    ],
    [
      'USDT limits',
      { side: 'buy', base: 'BTC', quote: 'USDT', amount: '0.00001', price: '1' },
      422,
      'ORDER_TOO_SMALL',
      'Minimum order size is 0.0001 BTC',
    ],
    [
      'no balance (buy)',
      hrc('buy', '20', '3.25'),
      409,
      'INSUFFICIENT_BALANCE',
      'Insufficient balance. You need KES 65.00 but have KES 0.00 available.',
    ],
    [
      'no balance (sell)',
      hrc('sell', '20', '3.25'),
      409,
      'INSUFFICIENT_BALANCE',
      'Insufficient balance. You need 20.0000 HRC but have 0.0000 HRC available.',
    ],
  ] as const)('%s → %s %s', async (_name, payload, status, code, message) => {
    const { client } = await trader();
    const before = await countRows();
    const response = await postOrder(client, payload as never);
    expect(response.statusCode, response.body).toBe(status);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    if (message) expect(error.message).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  test('anonymous callers are refused before the body is read', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('placing and matching', () => {
  test('an order that crosses nothing rests with its funds held', async () => {
    const pairOrder = await freshPair();
    const buyer = await trader({ KES: '100' });
    const { order, trades } = await placeOrder(buyer.client, pairOrder('buy', '20.5', '3.33'));
    expect(trades).toEqual([]);
    expect(order).toMatchObject({
      side: 'buy',
      amount: '20.50000000',
      originalAmount: '20.50000000',
      filledAmount: '0.00000000',
      price: '3.33',
      total: '68.26',
      status: 'open',
      username: buyer.name,
    });
    // 20.5 × 3.33 = 68.265 KES, held rounded up.
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '31.73', held: '68.27' });
    const cancelled = await cancelOrder(buyer.client, order.id);
    expect(cancelled.json()).toMatchObject({
      order: { status: 'cancelled', amount: '20.50000000' },
    });
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '100.00', held: '0.00' });
  });

  test('fills at the resting price, best price first then oldest, and rests the remainder', async () => {
    const pairOrder = await freshPair();
    const [s1, s2, s3] = [
      await trader({ [pairOrder.base]: '100' }),
      await trader({ [pairOrder.base]: '100' }),
      await trader({ [pairOrder.base]: '100' }),
    ];
    const a = await placeOrder(s1.client, pairOrder('sell', '30', '4.10'));
    const b = await placeOrder(s2.client, pairOrder('sell', '30', '4.00'));
    const c = await placeOrder(s3.client, pairOrder('sell', '30', '4.00'));
    const buyer = await trader({ KES: '1000' });
    const { order, trades } = await placeOrder(buyer.client, pairOrder('buy', '100', '4.20'));
    expect(trades.map((t) => [t.makerOrderId, t.amount, t.price, t.total, t.takerSide])).toEqual([
      [b.order.id, '30.00000000', '4.00', '120.00', 'buy'],
      [c.order.id, '30.00000000', '4.00', '120.00', 'buy'],
      [a.order.id, '30.00000000', '4.10', '123.00', 'buy'],
    ]);
    expect(order).toMatchObject({
      status: 'partially_filled',
      amount: '10.00000000',
      filledAmount: '90.00000000',
    });
    // Paid 363.00; the 10 resting at 4.20 hold 42.00; the rest of the 420.00 hold came back.
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '595.00', held: '42.00' });
    expect(await balanceOf(buyer.client, pairOrder.base)).toMatchObject({
      available: '90.00000000',
    });
    expect(await balanceOf(s1.client, 'KES')).toMatchObject({ available: '123.00' });
    expect(await balanceOf(s1.client, pairOrder.base)).toEqual({
      available: '70.00000000',
      held: '0.00000000',
    });
    expect(await ownOrders(s2.client, 'completed')).toMatchObject([
      { status: 'filled', amount: '0.00000000' },
    ]);
    const history = await s1.client.request({ url: '/api/transactions' });
    expect(history.json<{ items: unknown[] }>().items[0]).toMatchObject({
      type: 'sale',
      currency: pairOrder.base,
      status: 'completed',
    });
    await cancelOrder(buyer.client, order.id);
  });

  test('a partial fill leaves the maker partially filled on the book', async () => {
    const pairOrder = await freshPair();
    const seller = await trader({ [pairOrder.base]: '50' });
    const { order: ask } = await placeOrder(seller.client, pairOrder('sell', '50', '2.00'));
    const buyer = await trader({ KES: '100' });
    const { order, trades } = await placeOrder(buyer.client, pairOrder('buy', '20', '2.50'));
    expect(order).toMatchObject({ status: 'filled', amount: '0.00000000' });
    expect(trades).toMatchObject([{ amount: '20.00000000', price: '2.00', total: '40.00' }]);
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '60.00', held: '0.00' });
    expect(await ownOrders(seller.client)).toMatchObject([
      {
        id: ask.id,
        status: 'partially_filled',
        amount: '30.00000000',
        filledAmount: '20.00000000',
      },
    ]);
    expect(await balanceOf(seller.client, pairOrder.base)).toEqual({
      available: '0.00000000',
      held: '30.00000000',
    });
    await cancelOrder(seller.client, ask.id);
    expect(await balanceOf(seller.client, pairOrder.base)).toEqual({
      available: '30.00000000',
      held: '0.00000000',
    });
  });

  test('skips the trader’s own orders; a remainder that would cross one is SELF_TRADE', async () => {
    const pairOrder = await freshPair();
    const me = await trader({ [pairOrder.base]: '100', KES: '1000' });
    const other = await trader({ [pairOrder.base]: '100' });
    const mine = await placeOrder(me.client, pairOrder('sell', '20', '5.00'));
    const theirs = await placeOrder(other.client, pairOrder('sell', '20', '5.00'));
    const before = await countRows();
    const refused = await postOrder(me.client, pairOrder('buy', '30', '5.00'));
    expect(errorOf(refused)).toEqual({
      status: 409,
      code: 'SELF_TRADE',
      message: 'This order would cross your own open order. Cancel it or change the price.',
    });
    expect(await countRows()).toEqual(before);
    const { order, trades } = await placeOrder(me.client, pairOrder('buy', '20', '5.00'));
    expect(trades.map((t) => t.makerOrderId)).toEqual([theirs.order.id]);
    expect(order.status).toBe('filled');
    expect(await ownOrders(me.client)).toMatchObject([{ id: mine.order.id, status: 'open' }]);
    await cancelOrder(me.client, mine.order.id);
  });

  test('a selling taker receives the floor and the maker’s rounding remainder is released', async () => {
    const pairOrder = await freshPair();
    const buyer = await trader({ KES: '100' });
    // 30 × 3.33 = 99.90 held.
    const { order: bid } = await placeOrder(buyer.client, pairOrder('buy', '30', '3.33'));
    const seller = await trader({ [pairOrder.base]: '100' });
    // 20.333333 × 3.33 = 67.70999889: the seller receives 67.70, the buyer pays 67.70.
    const { trades } = await placeOrder(seller.client, pairOrder('sell', '20.333333', '3.00'));
    expect(trades).toMatchObject([{ total: '67.70', price: '3.33' }]);
    expect(await balanceOf(seller.client, 'KES')).toMatchObject({ available: '67.70' });
    // 99.90 − 67.70 = 32.20 still held for 9.666667 × 3.33 = 32.19000111 → 32.20 (rounding kept).
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '0.10', held: '32.20' });
    const seller2 = await trader({ [pairOrder.base]: '100' });
    const rest = await placeOrder(seller2.client, pairOrder('sell', '9.666667', '3.33'));
    expect(rest.trades).toMatchObject([{ total: '32.19' }]);
    // The bid is filled; the cent of rounding it still held goes back to the buyer.
    expect(await ownOrders(buyer.client, 'completed')).toMatchObject([
      { id: bid.id, status: 'filled' },
    ]);
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '0.11', held: '0.00' });
  });

  test('GET /api/orders lists own orders only, newest first, open or completed', async () => {
    const pairOrder = await freshPair();
    const me = await trader({ [pairOrder.base]: '100' });
    const other = await trader({ [pairOrder.base]: '100' });
    const first = await placeOrder(me.client, pairOrder('sell', '20', '9.00'));
    clock.advanceMs(1000);
    const second = await placeOrder(me.client, pairOrder('sell', '20', '9.50'));
    await placeOrder(other.client, pairOrder('sell', '20', '9.50'));
    expect((await ownOrders(me.client)).map((o) => o.id)).toEqual([
      second.order.id,
      first.order.id,
    ]);
    await cancelOrder(me.client, first.order.id);
    expect((await ownOrders(me.client, 'completed')).map((o) => o.id)).toEqual([first.order.id]);
    expect((await ownOrders(me.client)).map((o) => o.id)).toEqual([second.order.id]);
    const bad = await me.client.request({ url: '/api/orders?status=all' });
    expect(bad.statusCode).toBe(400);
    await cancelOrder(me.client, second.order.id);
  });
});
