/**
 * Group commit per pair (issue 18, pair-batcher.ts), on PGlite and on PostgreSQL: requests on
 * one pair that arrive while its worker is busy run as ONE transaction, each in its own
 * savepoint. A refused request (INSUFFICIENT_BALANCE) is rolled back alone, with its rows,
 * Idempotency-Key record and realtime messages, and answers its error; the others commit. The
 * requests are sent straight to the orders service, so that they reach the pair's queue in the
 * same tick: the first runs alone, the rest form the next batch (the stats prove it). The
 * ledger and trading invariants run after every test (buildTestApp).
 */
import { describe, expect, test } from 'vitest';
import { userChannel } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  balanceOf,
  ensurePair,
  fundedTrader,
  ownOrders,
  placeOrder,
  takeOrder,
} from '../../../test/trading.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { AppError } from '../../lib/app-error.js';
import { isReplayedAnswer } from '../../lib/idempotency.js';

const { app, db } = await buildTestApp();
const orders = app.services.orders;

let pairs = 0;
async function sellBook(units: string) {
  pairs += 1;
  const base = `GC${pairs}`;
  await ensurePair(app, base, 'KES');
  const maker = await fundedTrader(app, { [base]: units });
  const { order } = await placeOrder(maker.client, {
    side: 'sell',
    base,
    quote: 'KES',
    amount: units,
    price: '2',
  });
  return { base, maker, order };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Sends every call in the same tick, after one more that keeps the pair's worker busy (its
 * pair is already known, so nobody waits on a lookup): the calls form one batch.
 */
async function inOneBatch<T>(busy: () => Promise<unknown>, calls: (() => Promise<T>)[]) {
  const before = { ...orders.batchStats };
  const settle = (p: Promise<T>): Promise<Settled<T>> =>
    p.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  const [, ...results] = await Promise.all([busy(), ...calls.map((call) => settle(call()))]);
  expect({
    batches: orders.batchStats.batches - before.batches,
    jobs: orders.batchStats.jobs - before.jobs,
  }).toEqual({ batches: 2, jobs: calls.length + 1 });
  return results;
}

function codeOf(settled: Settled<unknown> | undefined) {
  if (!settled || settled.ok) return 'ok';
  return settled.error instanceof AppError ? settled.error.code : String(settled.error);
}

async function channelSeq(userId: string) {
  const { rows } = await db.query<{ seq: bigint }>(
    `SELECT seq FROM realtime_channels WHERE channel = $1`,
    [userChannel(userId)],
  );
  return rows[0]?.seq ?? 0n;
}

describe('one batch, one commit, one answer per request', () => {
  test('a take that cannot pay is refused alone; the others in its batch commit', async () => {
    const { base, order } = await sellBook('10');
    const first = await fundedTrader(app, { KES: '100' });
    const rich = await fundedTrader(app, { KES: '100' });
    const poor = await fundedTrader(app, { KES: '1' });
    const last = await fundedTrader(app, { KES: '100' });
    await takeOrder(first.client, order.id, '1'); // the order's pair is known from here on
    const poorSeq = await channelSeq(poor.id);
    const take = (userId: string) => () => orders.execute(userId, order.id, '1', undefined, null);
    const results = await inOneBatch(take(first.id), [take(rich.id), take(poor.id), take(last.id)]);
    expect(results.map(codeOf)).toEqual(['ok', 'INSUFFICIENT_BALANCE', 'ok']);
    const refused = results[1];
    expect(refused && !refused.ok && (refused.error as AppError).message).toBe(
      'Insufficient balance. You need KES 2.00 but have KES 1.00 available.',
    );
    // Every fill in the batch left its trade; the refused one left nothing, not even a message.
    const { rows } = await db.query<{ taker_user_id: string }>(
      `SELECT taker_user_id FROM trades WHERE maker_order_id = $1`,
      [order.id],
    );
    expect(rows.filter((r) => r.taker_user_id === poor.id)).toEqual([]);
    expect(rows).toHaveLength(4);
    expect(await channelSeq(poor.id)).toBe(poorSeq);
    // Its trade row, the order's new state and its history rows went out with the ledger's
    // statement (one round trip) and were rolled back with its savepoint.
    const { rows: history } = await db.query<{ user_id: string }>(
      `SELECT user_id FROM transactions WHERE trade_id IS NOT NULL AND user_id = $1`,
      [poor.id],
    );
    expect(history).toEqual([]);
    expect(await balanceOf(poor.client, 'KES')).toEqual({ available: '1.00', held: '0.00' });
    expect(await balanceOf(rich.client, 'KES')).toEqual({ available: '98.00', held: '0.00' });
    expect(await balanceOf(last.client, base)).toMatchObject({ available: '1.00000000' });
    const { rows: rest } = await db.query<{ amount_minor: bigint }>(
      `SELECT amount_minor FROM orders WHERE id = $1`,
      [order.id],
    );
    expect(rest[0]?.amount_minor).toBe(600_000_000n);
  });

  test('an Idempotency-Key repeated inside one batch takes once; a refused key can be retried', async () => {
    const { order } = await sellBook('10');
    const taker = await fundedTrader(app, { KES: '100' });
    const poor = await fundedTrader(app, { KES: '1' });
    await takeOrder(taker.client, order.id, '1');
    const keyed = (userId: string, key: string) => () =>
      orders.execute(userId, order.id, '1', key, null);
    const results = await inOneBatch(keyed(taker.id, 'busy'), [
      keyed(taker.id, 'same-key'),
      keyed(poor.id, 'poor-key'),
      keyed(taker.id, 'same-key'),
    ]);
    expect(results.map(codeOf)).toEqual(['ok', 'INSUFFICIENT_BALANCE', 'ok']);
    const [once, , again] = results.map((r) => (r.ok ? r.value : null));
    expect(again?.trade.id).toBe(once?.trade.id);
    expect([isReplayedAnswer(once), isReplayedAnswer(again)]).toEqual([false, true]);
    expect(await balanceOf(taker.client, 'KES')).toEqual({ available: '94.00', held: '0.00' });
    // The refused take stored no answer under its key: once funded, the same key takes.
    await fundDirectly(app, poor.id, 'KES', '9');
    const retried = await orders.execute(poor.id, order.id, '1', 'poor-key', null);
    expect(retried.trade.total).toBe('2.00');
    expect(await balanceOf(poor.client, 'KES')).toEqual({ available: '8.00', held: '0.00' });
  });

  test('places, takes and cancels on one pair share a batch and each answers as alone', async () => {
    const { base, maker, order } = await sellBook('10');
    const buyer = await fundedTrader(app, { KES: '100' });
    const seller = await fundedTrader(app, { [base]: '5' });
    await takeOrder(buyer.client, order.id, '1');
    const place = (userId: string, side: 'buy' | 'sell', amount: string, price: string) => () =>
      orders.create(userId, { side, base, quote: 'KES', amount, price }, undefined, null);
    const results = await inOneBatch<unknown>(
      () => orders.execute(buyer.id, order.id, '1', undefined, null),
      [
        // A buy filling at the maker's price, a sell resting below it, a buy filling that new
        // sell (rested earlier in the same batch), a buy too big to hold, the maker's cancel.
        place(buyer.id, 'buy', '2', '2'),
        place(seller.id, 'sell', '1', '1.5'),
        place(buyer.id, 'buy', '1', '1.5'),
        place(buyer.id, 'buy', '1000', '2'),
        () => orders.cancel(maker.id, order.id, undefined),
      ],
    );
    expect(results.map(codeOf)).toEqual(['ok', 'ok', 'ok', 'INSUFFICIENT_BALANCE', 'ok']);
    // Two takes of 1 and a fill of 2 at 2, a fill of 1 at 1.5: 5 bought for 9.50 KES.
    expect(await balanceOf(buyer.client, base)).toMatchObject({ available: '5.00000000' });
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '90.50', held: '0.00' });
    expect(await balanceOf(seller.client, 'KES')).toEqual({ available: '1.50', held: '0.00' });
    // The maker sold 4 of 10 and cancelled the rest: 6 come back.
    expect(await balanceOf(maker.client, base)).toEqual({
      available: '6.00000000',
      held: '0.00000000',
    });
    expect(await balanceOf(maker.client, 'KES')).toMatchObject({ available: '8.00' });
    expect(await ownOrders(buyer.client)).toEqual([]);
  });
});
