/**
 * GET /api/market/trades (newest first) and GET /api/market/candles (OHLC per UTC-aligned
 * bucket, oldest first) through the real app. Trades are made through the order endpoints at
 * chosen moments: on a bucket's first millisecond, on its last, two in one instant (open and
 * close then follow the trade ids), and one just before UTC midnight for the daily buckets.
 */
import { expect, test } from 'vitest';
import type { Candle, PublicTrade, TradeView } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  after,
  marketFixtures,
} from '../../../test/market-fixtures.js';

const { app, clock } = await buildTestApp();
/** Today's UTC midnight: near the real time, since the test client drops cookies by it. */
const MIDNIGHT = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const NOW = after(MIDNIGHT, 12 * HOUR_MS);
clock.set(after(MIDNIGHT, -2 * HOUR_MS));
const fixtures = marketFixtures(app, clock);
const pair = await fixtures.freshPair('CN');
const seller = await fixtures.trader({ [pair.base]: '100' });
const buyer = await fixtures.trader({ KES: '100000' });
const visitor = new TestClient(app);

const at = (hours: number, minutes = 0, ms = 0) =>
  after(MIDNIGHT, hours * HOUR_MS + minutes * MINUTE_MS + ms);
const plan: [Date, string, string][] = [
  [after(MIDNIGHT, -1), '80', '1'], // yesterday 23:59:59.999
  [at(10), '100', '1'], // the first millisecond of the 10:00 hour
  [at(10, 30), '120', '0.5'],
  [at(10, 45), '90', '0.25'],
  [at(10, 59, 59_999), '110', '1'], // the last millisecond of the 10:00 hour
  [at(11), '130', '2'],
  [at(11), '131', '1'], // the same instant: later id, so the close
];
const trades: TradeView[] = [];
for (const [moment, price, amount] of plan) {
  trades.push(await fixtures.trade({ seller, buyer, pair, price, amount, at: moment }));
}
clock.set(NOW);

async function candles(interval: string, limit = 200): Promise<Candle[]> {
  const response = await visitor.request({
    url: `/api/market/candles?base=${pair.base}&quote=KES&interval=${interval}&limit=${limit}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Candle[]>();
}

const candle = (time: Date, ohlc: [string, string, string, string], volume: string): Candle => ({
  time: time.toISOString(),
  open: `${ohlc[0]}.00`,
  high: `${ohlc[1]}.00`,
  low: `${ohlc[2]}.00`,
  close: `${ohlc[3]}.00`,
  volume,
});

test('hourly candles: buckets start on the UTC hour and keep their last millisecond', async () => {
  expect(await candles('1h')).toEqual([
    candle(after(MIDNIGHT, -HOUR_MS), ['80', '80', '80', '80'], '1.00000000'),
    candle(at(10), ['100', '120', '90', '110'], '2.75000000'),
    candle(at(11), ['130', '131', '130', '131'], '3.00000000'),
  ]);
});

test('15-minute candles split the hour on the quarter', async () => {
  expect((await candles('15m')).slice(1)).toEqual([
    candle(at(10), ['100', '100', '100', '100'], '1.00000000'),
    candle(at(10, 30), ['120', '120', '120', '120'], '0.50000000'),
    candle(at(10, 45), ['90', '110', '90', '110'], '1.25000000'),
    candle(at(11), ['130', '131', '130', '131'], '3.00000000'),
  ]);
});

test('daily candles start at UTC midnight', async () => {
  expect(await candles('1d')).toEqual([
    candle(after(MIDNIGHT, -DAY_MS), ['80', '80', '80', '80'], '1.00000000'),
    candle(MIDNIGHT, ['100', '131', '90', '131'], '5.75000000'),
  ]);
});

test('limit counts intervals back from the current one, empty buckets included', async () => {
  // Now is 12:00: limit 2 covers 11:00 and 12:00; limit 3 reaches back to 10:00.
  expect((await candles('1h', 2)).map((c) => c.time)).toEqual([at(11).toISOString()]);
  expect((await candles('1h', 3)).map((c) => c.time)).toEqual([
    at(10).toISOString(),
    at(11).toISOString(),
  ]);
  expect((await candles('1d', 1)).map((c) => c.time)).toEqual([MIDNIGHT.toISOString()]);
});

test('recent trades: newest first, the instant tie broken by id, limited', async () => {
  const response = await visitor.request({
    url: `/api/market/trades?base=${pair.base}&quote=KES&limit=2`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [last, before] = [trades[6], trades[5]];
  expect(response.json<PublicTrade[]>()).toEqual([
    {
      id: last?.id,
      price: '131.00',
      amount: '1.00000000',
      total: '131.00',
      takerSide: 'buy',
      createdAt: at(11).toISOString(),
    },
    expect.objectContaining({ id: before?.id, price: '130.00', total: '260.00' }),
  ]);
  const all = await visitor.request({ url: `/api/market/trades?base=${pair.base}&quote=KES` });
  expect(all.json<PublicTrade[]>()).toHaveLength(plan.length);
});

test('an unknown pair is 404; an unknown interval is 400', async () => {
  for (const url of [
    '/api/market/trades?base=NONE&quote=KES',
    '/api/market/candles?base=NONE&quote=KES',
  ]) {
    const response = await visitor.request({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  }
  const bad = await visitor.request({
    url: `/api/market/candles?base=${pair.base}&quote=KES&interval=5m`,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.code).toBe('VALIDATION_ERROR');
});
