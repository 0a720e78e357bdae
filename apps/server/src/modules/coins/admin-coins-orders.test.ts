/**
 * Deleting a coin that trading refers to: a coin with orders on one of its pairs (open or
 * finished) is in use and is deactivated instead; a coin that only has pairs is deleted together
 * with them.
 */
import { expect, test } from 'vitest';
import type { AdminCoin, DeleteCoinResponse } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { cancelOrder, ensurePair, placeOrder } from '../../../test/trading.js';

const { app, db } = await buildTestApp();
const admin = await loginAs(app, 'admin');

async function coinId(symbol: string) {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM coins WHERE symbol = $1`, [
    symbol,
  ]);
  return rows[0]?.id ?? '';
}

async function deleteCoin(symbol: string) {
  const response = await admin.client.request({
    method: 'DELETE',
    url: `/api/admin/coins/${await coinId(symbol)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeleteCoinResponse>();
}

test('a coin whose pairs had orders is in use: deactivated, pairs kept', async () => {
  await ensurePair(app, 'ORD', 'KES');
  const trader = await loginAs(app, 'user');
  await fundDirectly(app, trader.account.id, 'KES', '100');
  const { order } = await placeOrder(trader.client, {
    side: 'buy',
    base: 'ORD',
    quote: 'KES',
    amount: '1',
    price: '10',
  });
  // Even after the order is cancelled and its funds are back, the order row names the pair.
  await cancelOrder(trader.client, order.id);
  const list = await admin.client.request({ url: '/api/admin/coins' });
  expect(list.json<AdminCoin[]>().find((c) => c.symbol === 'ORD')?.inUse).toBe(true);
  const result = await deleteCoin('ORD');
  expect(result).toMatchObject({
    outcome: 'deactivated',
    message:
      'ORD has orders, so it was deactivated instead of deleted. It no longer appears for new deposits.',
    coin: { symbol: 'ORD', active: false },
  });
  const pairs = await db.query(`SELECT id FROM trading_pairs WHERE base = 'ORD'`);
  expect(pairs.rows).toHaveLength(1);
});

test('a coin that only has pairs is deleted together with them', async () => {
  await ensurePair(app, 'PRS', 'KES');
  await ensurePair(app, 'PRS', 'USDT');
  const result = await deleteCoin('PRS');
  expect(result).toMatchObject({ outcome: 'deleted', coin: null });
  const pairs = await db.query(`SELECT id FROM trading_pairs WHERE base = 'PRS'`);
  expect(pairs.rows).toEqual([]);
});
