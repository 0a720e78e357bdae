/**
 * GET /api/market: one row per trading pair with the last two prices, the 24-hour change, volume
 * and count. Trades are made through the real order endpoints at chosen moments of the manual
 * clock; the row is then read with the clock at "now". The window is (now − 24 h, now]: a trade
 * exactly 24 hours old is the reference price and not part of the day's volume.
 */
import { expect, test } from 'vitest';
import type { MarketRow } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { DAY_MS, HOUR_MS, after, marketFixtures } from '../../../test/market-fixtures.js';
import { ensurePair } from '../../../test/trading.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const { app, db, clock } = await buildTestApp();
// Today 12:00 UTC: near the real time, since the test client drops cookies by the real clock.
const NOW = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * HOUR_MS);
clock.set(new Date(NOW.getTime() - 3 * DAY_MS));
const fixtures = marketFixtures(app, clock);
const seller = await fixtures.trader();
const buyer = await fixtures.trader({ KES: '1000000', USDT: '1000' });
const visitor = new TestClient(app);

async function marketRows(at = NOW): Promise<MarketRow[]> {
  clock.set(at);
  const response = await visitor.request({ url: '/api/market' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarketRow[]>();
}

async function rowOf(base: string, quote = 'KES', at = NOW) {
  return (await marketRows(at)).find((r) => r.base === base && r.quote === quote);
}

/** A pair whose seller holds plenty of its coin. */
async function tradedPair(prefix: string, quote: 'KES' | 'USDT' = 'KES') {
  const pair = await fixtures.freshPair(prefix, quote);
  await fundDirectly(app, seller.id, pair.base, '1000');
  return pair;
}

function trade(pair: { base: string; quote: string }, price: string, amount: string, at: Date) {
  return fixtures.trade({ seller, buyer, pair, price, amount, at });
}

test('a pair without trades: nulls, zero volume; inactive pairs and coins are left out', async () => {
  const quiet = await fixtures.freshPair('QT');
  const quietUsdt = await fixtures.freshPair('QU', 'USDT');
  const off = await fixtures.freshPair('OFF');
  await ensurePair(app, off.base, 'KES', { active: false });
  const coinOff = await fixtures.freshPair('CO');
  await db.query(`UPDATE coins SET active = false WHERE symbol = $1`, [coinOff.base]);

  const rows = await marketRows();
  const pairId = (
    await db.query<{ id: string }>(`SELECT id FROM trading_pairs WHERE base = $1`, [quiet.base])
  ).rows[0]?.id;
  expect(rows.find((r) => r.base === quiet.base)).toEqual({
    pairId,
    base: quiet.base,
    quote: 'KES',
    name: `${quiet.base} coin`,
    iconUrl: null,
    latestPrice: null,
    prevPrice: null,
    changePercentage24h: null,
    volume24h: '0.00',
    trades24h: 0,
  });
  expect(rows.find((r) => r.base === quietUsdt.base)?.volume24h).toBe('0.00000000');
  expect(rows.map((r) => r.base)).not.toContain(off.base);
  expect(rows.map((r) => r.base)).not.toContain(coinOff.base);
  const keys = rows.map((r) => [r.base, r.quote].join('/'));
  expect(keys).toEqual([...keys].sort());
});

test('latest, previous, the change against the price 24 h ago, and the window edges', async () => {
  const pair = await tradedPair('WIN');
  await trade(pair, '100', '1', after(NOW, -30 * HOUR_MS));
  await trade(pair, '200', '2', after(NOW, -DAY_MS)); // exactly 24 h before NOW: the reference
  await trade(pair, '300', '0.5', after(NOW, -DAY_MS + 1)); // 1 ms inside the window
  await trade(pair, '150', '1', NOW); // at now: inside

  expect(await rowOf(pair.base)).toMatchObject({
    latestPrice: '150.00',
    prevPrice: '300.00',
    changePercentage24h: '-25.00', // (150 − 200) ÷ 200
    volume24h: '300.00', // 0.5 × 300 + 1 × 150
    trades24h: 2,
  });
  // One millisecond later the 300 trade is exactly 24 h old: it becomes the reference and
  // leaves the day's volume.
  expect(await rowOf(pair.base, 'KES', after(NOW, 1))).toMatchObject({
    latestPrice: '150.00',
    changePercentage24h: '-50.00',
    volume24h: '150.00',
    trades24h: 1,
  });
  // One millisecond earlier the last trade has not happened yet, and the window (which now
  // starts 1 ms before the 200 trade) holds the 200 and 300 trades, with 100 as the reference.
  expect(await rowOf(pair.base, 'KES', after(NOW, -1))).toMatchObject({
    latestPrice: '300.00',
    prevPrice: '200.00',
    changePercentage24h: '200.00',
    volume24h: '550.00', // 2 × 200 + 0.5 × 300
    trades24h: 2,
  });
});

test('with no trade before the window, the first trade of the day is the reference', async () => {
  const pair = await tradedPair('FST');
  await trade(pair, '3', '1', after(NOW, -3 * HOUR_MS));
  await trade(pair, '3.25', '1', after(NOW, -2 * HOUR_MS));
  await trade(pair, '3.02', '1', after(NOW, -HOUR_MS));
  expect(await rowOf(pair.base)).toMatchObject({
    latestPrice: '3.02',
    prevPrice: '3.25',
    changePercentage24h: '0.67', // 0.6666… rounds up
    volume24h: '9.27',
    trades24h: 3,
  });
  // After the first trade alone, it is both latest and reference.
  expect(await rowOf(pair.base, 'KES', after(NOW, -3 * HOUR_MS))).toMatchObject({
    latestPrice: '3.00',
    prevPrice: null,
    changePercentage24h: '0.00',
  });
  // Two hours later, 3.00 → 3.25 is +8.333… %.
  expect((await rowOf(pair.base, 'KES', after(NOW, -2 * HOUR_MS)))?.changePercentage24h).toBe(
    '8.33',
  );
});

test('a pair whose trades are all older than a day: no change and no volume', async () => {
  const pair = await tradedPair('OLD');
  await trade(pair, '5', '1', after(NOW, -48 * HOUR_MS));
  await trade(pair, '6', '1', after(NOW, -25 * HOUR_MS));
  expect(await rowOf(pair.base)).toMatchObject({
    latestPrice: '6.00',
    prevPrice: '5.00',
    changePercentage24h: '0.00',
    volume24h: '0.00',
    trades24h: 0,
  });
});

test('a USDT pair shows prices and volume with 8 decimals', async () => {
  const pair = await tradedPair('USD', 'USDT');
  await trade(pair, '2.5', '2', after(NOW, -HOUR_MS));
  await trade(pair, '2.4', '1', after(NOW, -HOUR_MS + 1));
  expect(await rowOf(pair.base, 'USDT')).toMatchObject({
    latestPrice: '2.40000000',
    prevPrice: '2.50000000',
    changePercentage24h: '-4.00',
    volume24h: '7.40000000',
    trades24h: 2,
  });
});
