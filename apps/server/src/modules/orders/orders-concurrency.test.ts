/**
 * Races on the order book, run on PGlite and on PostgreSQL (never skipped). On PostgreSQL the
 * requests really run in parallel over a pool of connections and queue on the pair row's lock;
 * on PGlite (one connection) they interleave. Both must give the same answers:
 * - 64 traders each take 1 unit of one 10-unit order at once: exactly 10 fills, the rest
 *   ORDER_NOT_FOUND (order gone) or INVALID_AMOUNT (more than is left), the order filled;
 * - buyers and sellers place crossing orders at once from both sides: the book is never left
 *   crossed, and every unit traded is accounted for;
 * - an owner cancels while others take: exactly one of cancel or a full take wins, and the
 *   holds are exact.
 * The ledger and trading invariants (no negative balance, exact holds, no crossed book) run
 * after every test.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import {
  balanceOf,
  cancelOrder,
  ensurePair,
  executeOrder,
  ownOrders,
  placeOrder,
  postOrder,
} from '../../../test/trading.js';

const { app, db } = await buildTestApp();

async function traders(count: number, funds: Record<string, string>) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const signedIn = await loginAs(app, 'user');
      for (const [currency, amount] of Object.entries(funds)) {
        await fundDirectly(app, signedIn.account.id, currency, amount);
      }
      return signedIn;
    }),
  );
}

describe('concurrent trading', () => {
  test('64 takers race for one 10-unit order: exactly 10 fills', async () => {
    await ensurePair(app, 'RACE', 'KES');
    const [maker] = await traders(1, { RACE: '10' });
    if (!maker) throw new Error('no maker');
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base: 'RACE',
      quote: 'KES',
      amount: '10',
      price: '5',
    });
    const takers = await traders(64, { KES: '5' });
    const started = performance.now();
    const responses = await Promise.all(takers.map((t) => executeOrder(t.client, order.id, '1')));
    console.info(
      `64 concurrent takes on ${db.kind}: ${Math.round(performance.now() - started)} ms`,
    );
    const codes = responses.map((r) =>
      r.statusCode === 200 ? 'OK' : r.json<{ error: { code: string } }>().error.code,
    );
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c !== 'OK' && c !== 'ORDER_NOT_FOUND')).toEqual([]);
    expect(await ownOrders(maker.client, 'completed')).toMatchObject([
      { id: order.id, status: 'filled', amount: '0.00000000' },
    ]);
    expect(await balanceOf(maker.client, 'KES')).toEqual({ available: '50.00', held: '0.00' });
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM trades WHERE maker_order_id = $1`,
      [order.id],
    );
    expect(rows[0]?.n).toBe(10n);
  });

  test('takers asking for more than is left get INVALID_AMOUNT, never an overfill', async () => {
    await ensurePair(app, 'RACE2', 'KES');
    const [maker] = await traders(1, { RACE2: '10' });
    if (!maker) throw new Error('no maker');
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base: 'RACE2',
      quote: 'KES',
      amount: '10',
      price: '1',
    });
    const takers = await traders(8, { KES: '10' });
    const responses = await Promise.all(takers.map((t) => executeOrder(t.client, order.id, '3')));
    const codes = responses.map((r) =>
      r.statusCode === 200 ? 'OK' : r.json<{ error: { code: string } }>().error.code,
    );
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array(5).fill('INVALID_AMOUNT'));
    expect(await ownOrders(maker.client)).toMatchObject([{ amount: '1.00000000' }]);
    await cancelOrder(maker.client, order.id);
  });

  test('crossing orders from both sides at once never leave the book crossed', async () => {
    await ensurePair(app, 'CROSS', 'KES');
    const sellers = await traders(12, { CROSS: '10' });
    const buyers = await traders(12, { KES: '200' });
    const requests = [
      ...sellers.map((s, i) =>
        postOrder(s.client, {
          side: 'sell',
          base: 'CROSS',
          quote: 'KES',
          amount: '10',
          price: `${10 + (i % 4)}`,
        }),
      ),
      ...buyers.map((b, i) =>
        postOrder(b.client, {
          side: 'buy',
          base: 'CROSS',
          quote: 'KES',
          amount: '10',
          price: `${11 + (i % 4)}`,
        }),
      ),
    ];
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    const { rows } = await db.query<{ bid: bigint | null; ask: bigint | null; traded: bigint }>(
      `SELECT (SELECT max(price_minor) FROM orders o JOIN trading_pairs p ON p.id = o.pair_id
                WHERE p.base = 'CROSS' AND side = 'buy' AND status IN ('open', 'partially_filled')) AS bid,
              (SELECT min(price_minor) FROM orders o JOIN trading_pairs p ON p.id = o.pair_id
                WHERE p.base = 'CROSS' AND side = 'sell' AND status IN ('open', 'partially_filled')) AS ask,
              (SELECT COALESCE(sum(t.amount_minor), 0)::bigint FROM trades t JOIN trading_pairs p ON p.id = t.pair_id
                WHERE p.base = 'CROSS') AS traded`,
    );
    const book = rows[0];
    if (book?.bid != null && book.ask != null) expect(book.bid < book.ask).toBe(true);
    expect(book?.traded).toBeGreaterThan(0n);
    // Every unit sold is with a buyer: the sellers' base left equals the buyers' base gained.
    const soldMinor = (await Promise.all(sellers.map((s) => balanceOf(s.client, 'CROSS')))).reduce(
      (sum, b) =>
        sum +
        (10n * 100_000_000n -
          BigInt(b.available.replace('.', '')) -
          BigInt(b.held.replace('.', ''))),
      0n,
    );
    expect(soldMinor).toBe(book?.traded);
  });

  test('a cancel racing full takes: exactly one wins, and the holds are exact', async () => {
    await ensurePair(app, 'CXL', 'KES');
    const [owner] = await traders(1, { CXL: '50' });
    const takers = await traders(3, { KES: '100' });
    if (!owner) throw new Error('no owner');
    for (let round = 0; round < 5; round += 1) {
      const { order } = await placeOrder(owner.client, {
        side: 'sell',
        base: 'CXL',
        quote: 'KES',
        amount: '2',
        price: '3',
      });
      const [cancel, ...takes] = await Promise.all([
        cancelOrder(owner.client, order.id),
        ...takers.map((t) => executeOrder(t.client, order.id, '2')),
      ]);
      const winners = [cancel, ...takes].filter((r) => r?.statusCode === 200);
      expect(winners).toHaveLength(1);
      for (const loser of [cancel, ...takes].filter((r) => r?.statusCode !== 200)) {
        const code = loser?.json<{ error: { code: string } }>().error.code;
        expect(['ALREADY_PROCESSED', 'ORDER_NOT_FOUND']).toContain(code);
      }
      expect(await balanceOf(owner.client, 'CXL')).toMatchObject({ held: '0.00000000' });
    }
  });
});
