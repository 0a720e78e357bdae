/**
 * Limits and repeats of the order endpoints through the real app: the 200-open-order cap,
 * cancel (only the owner, only once, the hold voided exactly) and Idempotency-Key (the same
 * key five times at once places one order). The invariants run after every test.
 */
import { describe, expect, test } from 'vitest';
import { MAX_OPEN_ORDERS_PER_USER } from '@soko/shared';
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
import { placeHold } from '../ledger/ledger.js';
import { OPEN_ORDERS_MESSAGE } from './order-placement.js';

const { app, db } = await buildTestApp();
await ensurePair(app, 'HRC', 'KES', { min: '20', max: '1000000' });

const trader = (funds: Record<string, string> = {}) => fundedTrader(app, funds);

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
  const base = `L${pairs}`;
  await ensurePair(app, base, 'KES');
  const make = (side: 'buy' | 'sell', amount: string, price: string) =>
    hrc(side, amount, price, base);
  return Object.assign(make, { base });
}

describe('the open-order cap', () => {
  test(`the ${MAX_OPEN_ORDERS_PER_USER + 1}th open order is refused with CONFLICT`, async () => {
    const { client, id } = await trader({ HRC: '4020' });
    await db.transaction(async (tx) => {
      // 199 resting sells written straight in, each with its hold, as the service would.
      const pair = await tx.query<{ id: string }>(
        `SELECT id FROM trading_pairs WHERE base = 'HRC'`,
      );
      for (let i = 0; i < MAX_OPEN_ORDERS_PER_USER - 1; i += 1) {
        await tx.query(
          `INSERT INTO orders (id, user_id, pair_id, side, price_minor, original_amount_minor,
             amount_minor, status) VALUES ($1, $2, $3, 'sell', 100000, 2000000000, 2000000000, 'open')`,
          [`ord_cap_${i}`, id, pair.rows[0]?.id],
        );
      }
    });
    await releaseNothingButHold(id);
    await placeOrder(client, hrc('sell', '20', '1000'));
    const refused = await postOrder(client, hrc('sell', '20', '1000'));
    expect(errorOf(refused)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: OPEN_ORDERS_MESSAGE,
    });
    expect(await ownOrders(client)).toHaveLength(MAX_OPEN_ORDERS_PER_USER);
    const cancelled = await cancelOrder(client, 'ord_cap_0');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await placeOrder(client, hrc('sell', '20', '1000'));
  });

  /** Gives each bare order of the cap test the hold a real order has, through the ledger. */
  async function releaseNothingButHold(userId: string) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT id FROM orders WHERE user_id = $1 ORDER BY id`,
        [userId],
      );
      for (const row of rows) {
        const held = await placeHold(tx, {
          userId,
          currency: 'HRC',
          amountMinor: 2_000_000_000n,
          code: 'order_hold',
          orderId: row.id,
          refs: { orderId: row.id },
          at: app.services.clock.now(),
        });
        if (!held.ok) throw new Error('cap test funding short');
      }
    });
  }
});

describe('POST /api/orders/:id/cancel', () => {
  test('only the owner; others and unknown ids get ORDER_NOT_FOUND; twice is ALREADY_PROCESSED', async () => {
    const pairOrder = await freshPair();
    const owner = await trader({ [pairOrder.base]: '40' });
    const { order } = await placeOrder(owner.client, pairOrder('sell', '40', '3.00'));
    const stranger = await trader();
    for (const id of [order.id, 'ord_missing']) {
      const response = await cancelOrder(stranger.client, id);
      expect(errorOf(response)).toEqual({
        status: 404,
        code: 'ORDER_NOT_FOUND',
        message: 'The selected order is no longer available',
      });
    }
    expect((await cancelOrder(owner.client, order.id)).statusCode).toBe(200);
    expect(errorOf(await cancelOrder(owner.client, order.id))).toEqual({
      status: 409,
      code: 'ALREADY_PROCESSED',
      message: 'This order is already cancelled.',
    });
    expect(await balanceOf(owner.client, pairOrder.base)).toEqual({
      available: '40.00000000',
      held: '0.00000000',
    });
  });
});

describe('Idempotency-Key', () => {
  test('the same key five times in parallel places one order', async () => {
    const pairOrder = await freshPair();
    const buyer = await trader({ KES: '1000' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder(buyer.client, pairOrder('buy', '20', '2.00'), 'order-key-1'),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(responses.map((r) => r.json<{ order: { id: string } }>().order.id));
    expect(ids.size).toBe(1);
    expect(await ownOrders(buyer.client)).toHaveLength(1);
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '960.00', held: '40.00' });
    const reused = await postOrder(buyer.client, pairOrder('buy', '21', '2.00'), 'order-key-1');
    expect(errorOf(reused).code).toBe('CONFLICT');
    await cancelOrder(buyer.client, [...ids][0] ?? '');
  });
});
