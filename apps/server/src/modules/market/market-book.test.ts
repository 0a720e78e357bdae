/**
 * GET /api/orderbook and GET /api/market/orders through the real app, with orders and trades
 * made through the order endpoints. The book: best price first, then oldest, at most 10 a side,
 * remaining amounts. The Market orders screen: one side per tab, coin and quote filters, the
 * three sorts, the viewer's own orders hidden, and each card's maker stats (trades as either
 * party; filled ÷ finished orders), read for the whole page in a constant number of queries.
 */
import { describe, expect, test } from 'vitest';
import { parsePrice, type MarketOrderCard, type OrderBook, type OrderView } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  after,
  marketFixtures,
  type MarketTrader,
} from '../../../test/market-fixtures.js';
import { cancelOrder, ensurePair, takeOrder } from '../../../test/trading.js';

const { app, db, clock } = await buildTestApp();
const START = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 8 * HOUR_MS);
clock.set(START);
const fixtures = marketFixtures(app, clock);
const visitor = new TestClient(app);
let minutes = 0;
/** A moment one minute after the previous one, so creation order is unambiguous. */
function nextMinute() {
  minutes += 1;
  return after(START, minutes * MINUTE_MS);
}

async function get<T>(url: string, client = visitor): Promise<T> {
  const response = await client.request({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('GET /api/orderbook', () => {
  test('bids highest first, asks lowest first, then oldest; 10 a side; what is left', async () => {
    const pair = await fixtures.freshPair('BK');
    const alice = await fixtures.trader({ [pair.base]: '100', KES: '100000' });
    const bob = await fixtures.trader({ [pair.base]: '100', KES: '100000' });
    const askPrices = [
      '105',
      '101',
      '103',
      '101',
      '110',
      '102',
      '104',
      '106',
      '101',
      '107',
      '108',
      '109',
    ];
    const asks: { order: OrderView; maker: MarketTrader }[] = [];
    for (const [i, price] of askPrices.entries()) {
      const maker = i % 2 === 0 ? alice : bob;
      const input = { side: 'sell' as const, ...pair, amount: '1', price };
      asks.push({ order: await fixtures.order(maker, input, nextMinute()), maker });
    }
    const bidPrices = ['90', '95', '95', '80', '85', '99', '70', '75', '96', '97', '98', '60'];
    const bids: typeof asks = [];
    for (const [i, price] of bidPrices.entries()) {
      const maker = i % 2 === 0 ? bob : alice;
      const input = { side: 'buy' as const, ...pair, amount: '2', price };
      bids.push({ order: await fixtures.order(maker, input, nextMinute()), maker });
    }
    // A taker buys 0.25 of the oldest ask at 101: it stays first, with 0.75 left.
    const taker = await fixtures.trader({ KES: '1000' });
    await takeOrder(taker.client, asks[1]?.order.id ?? '', '0.25');

    const book = await get<OrderBook>(`/api/orderbook?base=${pair.base.toLowerCase()}&quote=KES`);
    // Prices compared exactly, as minor units: a float would misorder prices a cent apart.
    const priceMinor = (price: string) => {
      const parsed = parsePrice(price, 'KES');
      if (!parsed.ok) throw new Error(`bad price ${price}`);
      return parsed.minor;
    };
    const byPrice = (a: bigint, b: bigint) => (a === b ? 0 : a < b ? -1 : 1);
    const expected = (list: typeof asks, compare: (a: bigint, b: bigint) => number) =>
      list
        .map((entry, index) => ({ entry, index }))
        .sort(
          (a, b) =>
            compare(priceMinor(a.entry.order.price), priceMinor(b.entry.order.price)) ||
            a.index - b.index,
        )
        .slice(0, 10)
        .map(({ entry }) => ({
          id: entry.order.id,
          price: entry.order.price,
          amount: entry.order.id === asks[1]?.order.id ? '0.75000000' : entry.order.amount,
          username: entry.maker.username,
        }));
    expect(book.base).toBe(pair.base);
    expect(book.quote).toBe('KES');
    expect(book.asks).toEqual(expected(asks, byPrice));
    expect(book.bids).toEqual(expected(bids, (a, b) => byPrice(b, a)));
    expect(book.asks.map((a) => a.price).slice(0, 4)).toEqual([
      '101.00',
      '101.00',
      '101.00',
      '102.00',
    ]);
    expect(book.bids.map((b) => b.price).slice(0, 3)).toEqual(['99.00', '98.00', '97.00']);
  });

  test('an unknown pair is 404; a missing currency is 400', async () => {
    const missing = await visitor.request({ url: '/api/orderbook?base=NONE&quote=KES' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'There is no NONE/KES trading pair.',
        key: 'noSuchPairPeriod',
        params: { base: 'NONE', quote: 'KES' },
      },
    });
    const invalid = await visitor.request({ url: '/api/orderbook?base=BTC' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/market/orders', () => {
  test('one side, filters, sorts, and the viewer’s own orders hidden', async () => {
    const kes = await fixtures.freshPair('MK');
    const usdt = await fixtures.freshPair('MU', 'USDT');
    const off = await fixtures.freshPair('MO');
    const funds = {
      [kes.base]: '100',
      [usdt.base]: '100',
      [off.base]: '100',
      KES: '1000',
      USDT: '1000',
    };
    const maker = await fixtures.trader(funds);
    const viewer = await fixtures.trader(funds);
    const sell = (pair: { base: string; quote: string }, price: string) => ({
      side: 'sell' as const,
      ...pair,
      amount: '1',
      price,
    });
    const a = await fixtures.order(maker, sell(kes, '12'), nextMinute());
    const b = await fixtures.order(maker, sell(kes, '10'), nextMinute());
    const c = await fixtures.order(maker, sell(usdt, '3'), nextMinute());
    const d = await fixtures.order(maker, sell(kes, '10'), nextMinute());
    const own = await fixtures.order(viewer, sell(kes, '11'), nextMinute());
    const buy = await fixtures.order(maker, { ...sell(kes, '5'), side: 'buy' }, nextMinute());
    const hidden = await fixtures.order(maker, sell(off, '1'), nextMinute());
    await ensurePair(app, off.base, 'KES', { active: false });
    const mine = new Set([kes.base, usdt.base, off.base]);
    const ids = async (query: string, client = visitor) =>
      (await get<MarketOrderCard[]>(`/api/market/orders?${query}`, client))
        .filter((card) => mine.has(card.base))
        .map((card) => card.id);

    expect(await ids('side=sell')).toEqual([own.id, d.id, c.id, b.id, a.id]);
    expect(await ids('side=sell', viewer.client)).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids('side=buy')).toEqual([buy.id]);
    expect(await ids(`side=sell&base=${kes.base}&sort=price_asc`)).toEqual([
      b.id,
      d.id,
      own.id,
      a.id,
    ]);
    expect(await ids(`side=sell&base=${kes.base}&sort=price_desc`)).toEqual([
      a.id,
      own.id,
      b.id,
      d.id,
    ]);
    // Prices of different quotes do not compare: a price sort groups by quote (KES first).
    expect(await ids('side=sell&sort=price_asc', viewer.client)).toEqual([b.id, d.id, a.id, c.id]);
    expect(await ids('side=sell&quote=USDT')).toEqual([c.id]);
    expect(await ids(`side=sell&base=${hidden.base}`)).toEqual([]);
    const [card] = await get<MarketOrderCard[]>(
      `/api/market/orders?side=sell&quote=USDT&base=${usdt.base}`,
    );
    expect(card).toEqual({
      ...c,
      maker: { completedTrades: 0, completionRate: null },
      // The test app's pairs charge no fee (decisions.md 24); the card says what a take costs.
      takerFeeBps: 0,
    });
  });

  test('maker stats: trades as either party, and filled ÷ (filled + cancelled)', async () => {
    const pair = await fixtures.freshPair('ST');
    const funds = { [pair.base]: '100', KES: '10000' };
    const [maker, other, taker] = [
      await fixtures.trader(funds),
      await fixtures.trader(funds),
      await fixtures.trader(funds),
    ];
    const sell = { side: 'sell' as const, ...pair, amount: '1', price: '10' };
    // Two of the maker's orders filled, by one take each (2 trades as maker) …
    for (let i = 0; i < 2; i += 1) {
      const order = await fixtures.order(maker, sell, nextMinute());
      await takeOrder(taker.client, order.id, '1');
    }
    // … one cancelled after a partial take (1 more trade) …
    const partial = await fixtures.order(maker, sell, nextMinute());
    await takeOrder(taker.client, partial.id, '0.5');
    expect((await cancelOrder(maker.client, partial.id)).statusCode).toBe(200);
    // … and the maker took someone else's order once (1 trade as taker, no order of theirs).
    const theirs = await fixtures.order(other, sell, nextMinute());
    await takeOrder(maker.client, theirs.id, '0.1');
    // The card: the maker's resting order, and the other's with what is left of theirs.
    await fixtures.order(maker, { ...sell, price: '20' }, nextMinute());
    const cards = await get<MarketOrderCard[]>(`/api/market/orders?side=sell&base=${pair.base}`);
    const statsOf = (userId: string) => cards.find((card) => card.username === userId)?.maker;
    expect(statsOf(maker.username)).toEqual({ completedTrades: 4, completionRate: '66.7' });
    expect(statsOf(other.username)).toEqual({ completedTrades: 1, completionRate: null });
    expect(cards).toHaveLength(2);
  });

  test('the stats of a page take the same number of queries for 1 maker or 6', async () => {
    const pair = await fixtures.freshPair('NQ');
    const makers = [];
    for (let i = 0; i < 6; i += 1) makers.push(await fixtures.trader({ [pair.base]: '10' }));
    const sell = { side: 'sell' as const, ...pair, amount: '1', price: '10' };
    const [first] = makers;
    if (!first) throw new Error('no maker');
    await fixtures.order(first, sell, nextMinute());
    const count = async () => {
      const original = db.query.bind(db);
      let queries = 0;
      db.query = (...args: Parameters<typeof db.query>) => {
        queries += 1;
        return original(...args);
      };
      try {
        await get<MarketOrderCard[]>(`/api/market/orders?side=sell&base=${pair.base}`);
      } finally {
        db.query = original;
      }
      return queries;
    };
    const forOne = await count();
    for (const maker of makers.slice(1)) await fixtures.order(maker, sell, nextMinute());
    expect(
      (await get<MarketOrderCard[]>(`/api/market/orders?side=sell&base=${pair.base}`)).length,
    ).toBe(6);
    expect(await count()).toBe(forOne);
    // The answer's channel stamp (realtime/answer-sequences.ts), the page, its makers' stats.
    expect(forOne).toBe(3);
  });
});
