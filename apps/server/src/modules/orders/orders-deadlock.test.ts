/**
 * Cross-pair deadlocks, on the PostgreSQL server (skipped on PGlite, whose one connection runs
 * one transaction at a time, so nothing there can deadlock). Two traders are each the maker on
 * the other's pair: A rests buys and sells on DLA/KES, B on DLB/KES. Then, all at once, B takes
 * or crosses every order of A while A takes or crosses every order of B. Both directions move
 * the same KES accounts (A's and B's available and held), and a fill whose maker's hold keeps a
 * rounding remainder releases it, so a fill touches accounts in several steps. Locked in several
 * rounds (each sorted on its own) two such fills wait for each other and PostgreSQL kills one
 * (40P01; the transaction retry hides it). Every operation now locks all its accounts once, in
 * one sorted statement, so the count of deadlocks the retry helper saw must stay at zero. The
 * ledger and trading invariants run after the test (buildTestApp), and no money appears or
 * disappears between the two traders.
 */
import { describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { transactionRetryCounts } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { serverDatabaseUrl } from '../../../test/test-database.js';
import {
  balanceOf,
  ensurePair,
  executeOrder,
  fundedTrader,
  placeOrder,
  postOrder,
} from '../../../test/trading.js';

const ROUNDS = 6;
const ORDERS_PER_SIDE = 6;
// An amount whose quote has a fraction of a cent: a buy maker's ceil hold keeps one cent after a
// selling taker's floor fill, so the maker's hold is released in the same transaction.
const AMOUNT = '0.333333';
const BID = '10.01';
const ASK = '10.05';

const built = serverDatabaseUrl ? await buildTestApp() : undefined;

type Trader = Awaited<ReturnType<typeof fundedTrader>>;

async function restOrders(trader: Trader, base: string) {
  const orders = [];
  for (let index = 0; index < ORDERS_PER_SIDE; index += 1) {
    for (const [side, price] of [
      ['buy', BID],
      ['sell', ASK],
    ] as const) {
      const { order } = await placeOrder(trader.client, {
        side,
        base,
        quote: 'KES',
        amount: AMOUNT,
        price,
      });
      orders.push(order);
    }
  }
  return orders;
}

/** Takes each order in full (`take`), or places the opposite order that crosses it exactly. */
function hitAll(
  trader: Trader,
  base: string,
  orders: { id: string; side: string }[],
  take: boolean,
) {
  return orders.map((order) => {
    if (take) return executeOrder(trader.client, order.id, AMOUNT);
    const side = order.side === 'buy' ? 'sell' : 'buy';
    const price = order.side === 'buy' ? BID : ASK;
    return postOrder(trader.client, { side, base, quote: 'KES', amount: AMOUNT, price });
  });
}

async function totalOf(traders: Trader[], currency: string) {
  let sum = 0n;
  for (const trader of traders) {
    const { available, held } = await balanceOf(trader.client, currency);
    sum += BigInt(available.replace('.', '')) + BigInt(held.replace('.', ''));
  }
  return sum;
}

describe.skipIf(!built)('two traders, each the maker on the other pair', () => {
  test('takes and crossing orders in both directions at once: no deadlock', async () => {
    if (!built) throw new Error('no app');
    const { app, db } = built;
    await ensurePair(app, 'DLA', 'KES');
    await ensurePair(app, 'DLB', 'KES');
    const funds = { KES: '100000', DLA: '1000', DLB: '1000' };
    const a = await fundedTrader(app, funds);
    const b = await fundedTrader(app, funds);
    const before = { ...transactionRetryCounts };
    const responses: LightMyRequestResponse[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [ofA, ofB] = await Promise.all([restOrders(a, 'DLA'), restOrders(b, 'DLB')]);
      const take = round % 2 === 0;
      responses.push(
        ...(await Promise.all([...hitAll(b, 'DLA', ofA, take), ...hitAll(a, 'DLB', ofB, take)])),
      );
    }
    const deadlocks = transactionRetryCounts.deadlocks - before.deadlocks;
    console.info(
      `cross-pair fills on ${db.kind}: ${responses.length} requests, ${deadlocks} deadlocks`,
    );
    expect(responses.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    expect(deadlocks).toBe(0);
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM orders WHERE status IN ('open', 'partially_filled')`,
    );
    expect(rows[0]?.n).toBe(0n);
    // Every trade was between A and B: together they still own exactly what they were given.
    expect(await totalOf([a, b], 'KES')).toBe(2n * 100_000_00n);
    expect(await totalOf([a, b], 'DLA')).toBe(2n * 1000_00000000n);
    expect(await totalOf([a, b], 'DLB')).toBe(2n * 1000_00000000n);
  }, 120_000);
});
