/**
 * GET /api/wallets/total: available + held of every currency valued in KES at the coin's KES pair's
 * last trade price, exact to the cent (rounded down per coin); a coin without a price is listed
 * as not valued, never counted as zero.
 */
import { describe, expect, test } from 'vitest';
import type { WalletTotal } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { ensurePair, fundedTrader, placeOrder, takeOrder } from '../../../test/trading.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { valueWallets } from './wallets.service.js';
import type { WalletRow } from './wallets.repository.js';

const { app } = await buildTestApp();

async function total(client: TestClient) {
  const response = await client.request({ url: '/api/wallets/total' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<WalletTotal>();
}

function row(currency: string, available: bigint, held = 0n): WalletRow {
  return {
    currency,
    name: null,
    icon_url: null,
    deposit_address: null,
    active: true,
    available_minor: available,
    held_minor: held,
  };
}

describe('valueWallets', () => {
  test('each coin is valued exactly and rounded down to the cent; KES counts as itself', () => {
    // 0.33333333 coin at KES 3.00 is 0.99999999 KES: 0.99, never 1.00.
    const result = valueWallets(
      [row('KES', 150_050n, 25n), row('AAA', 33_333_333n), row('BBB', 1n, 2n)],
      new Map([
        ['AAA', 300n],
        ['BBB', 999_999_999_99n],
      ]),
    );
    expect(result.valued).toEqual([
      { currency: 'KES', amount: '1500.75', priceKes: '1.00', valueKes: '1500.75' },
      { currency: 'AAA', amount: '0.33333333', priceKes: '3.00', valueKes: '0.99' },
      // 3 satoshi-size units at KES 999,999,999.99 is KES 29.9999999997: 29.99.
      { currency: 'BBB', amount: '0.00000003', priceKes: '999999999.99', valueKes: '29.99' },
    ]);
    expect(result.totalKes).toBe('1531.73');
    expect(result.notValued).toEqual([]);
  });

  test('a held coin without a KES price is named, not counted; zero balances are left out', () => {
    const result = valueWallets([row('KES', 0n), row('NOP', 5n, 0n), row('ZERO', 0n)], new Map());
    expect(result).toEqual({
      currency: 'KES',
      totalKes: '0.00',
      valued: [],
      notValued: [{ currency: 'NOP', amount: '0.00000005' }],
    });
  });

  test('a total far beyond a float stays exact', () => {
    const result = valueWallets(
      [row('KES', 9_007_199_254_740_993n), row('AAA', 100_000_000n)],
      new Map([['AAA', 1n]]),
    );
    expect(result.totalKes).toBe('90071992547409.94');
  });
});

describe('GET /api/wallets/total', () => {
  test('coins are valued at the last trade of their KES pair, held amounts included', async () => {
    await ensurePair(app, 'TOTA', 'KES');
    await ensurePair(app, 'TOTB', 'KES');
    const seller = await fundedTrader(app, { TOTA: '10' });
    const buyer = await fundedTrader(app, { KES: '100000' });
    const first = await placeOrder(seller.client, {
      side: 'sell',
      base: 'TOTA',
      quote: 'KES',
      amount: '1',
      price: '100.00',
    });
    await takeOrder(buyer.client, first.order.id, '0.5');
    const second = await placeOrder(seller.client, {
      side: 'sell',
      base: 'TOTA',
      quote: 'KES',
      amount: '1',
      price: '1234.57',
    });
    await takeOrder(buyer.client, second.order.id, '0.1');

    const holder = await fundedTrader(app, { KES: '1500.50', TOTA: '0.33333333', TOTB: '2' });
    // An open sell order holds part of the coins: they are still the holder's.
    await placeOrder(holder.client, {
      side: 'sell',
      base: 'TOTA',
      quote: 'KES',
      amount: '0.2',
      price: '5000.00',
    });
    const result = await total(holder.client);
    // 0.33333333 × 1,234.57 = 411.52332921: 411.52; TOTB never traded.
    expect(result).toEqual({
      currency: 'KES',
      totalKes: '1912.02',
      valued: [
        { currency: 'KES', amount: '1500.50', priceKes: '1.00', valueKes: '1500.50' },
        { currency: 'TOTA', amount: '0.33333333', priceKes: '1234.57', valueKes: '411.52' },
      ],
      notValued: [{ currency: 'TOTB', amount: '2.00000000' }],
    });
  });

  test('a new user owns KES 0.00 and nothing unvalued', async () => {
    const { client } = await loginAs(app, 'user');
    expect(await total(client)).toEqual({
      currency: 'KES',
      totalKes: '0.00',
      valued: [],
      notValued: [],
    });
  });

  test("one user's money is not in another's total", async () => {
    const rich = await loginAs(app, 'user');
    await fundDirectly(app, rich.account.id, 'KES', '999');
    const other = await loginAs(app, 'user');
    expect((await total(other.client)).totalKes).toBe('0.00');
  });

  test('anonymous callers are refused', async () => {
    const response = await new TestClient(app).request({ url: '/api/wallets/total' });
    expect(response.statusCode).toBe(401);
  });
});
