/**
 * GET /api/wallets: KES first, then every active coin by symbol, plus an inactive coin the user
 * still holds; balances from the ledger (available and held), zero where no account exists yet.
 */
import { describe, expect, test } from 'vitest';
import type { Wallet } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin, fundDirectly } from '../../../test/wallet-funding.js';

const { app } = await buildTestApp();
await createCoin(app, 'USDT', { name: 'Tether', iconUrl: '/api/files/usdt.png' });
await createCoin(app, 'BTC', { name: 'Bitcoin' });
await createCoin(app, 'ETH', { name: 'Ether' });
await createCoin(app, 'OLD', { name: 'Retired', active: false });
await createCoin(app, 'GONE', { name: 'Gone', active: false });

async function wallets(client: TestClient) {
  const response = await client.request({ url: '/api/wallets' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Wallet[]>();
}

describe('GET /api/wallets', () => {
  test('a new user sees KES first, then the active coins by symbol, all at zero', async () => {
    const { client } = await loginAs(app, 'user');
    const list = await wallets(client);
    expect(list.map((w) => w.currency)).toEqual(['KES', 'BTC', 'ETH', 'USDT']);
    expect(list[0]).toEqual({
      currency: 'KES',
      type: 'fiat',
      name: 'Kenyan Shilling',
      iconUrl: null,
      depositAddress: null,
      active: true,
      available: '0.00',
      held: '0.00',
    });
    expect(list[3]).toEqual({
      currency: 'USDT',
      type: 'crypto',
      name: 'Tether',
      iconUrl: '/api/files/usdt.png',
      depositAddress: 'usdt-deposit-address',
      active: true,
      available: '0.00000000',
      held: '0.00000000',
    });
  });

  test('balances come from the ledger; an inactive coin still held is listed, inactive', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '1500.50');
    await fundDirectly(app, account.id, 'ETH', '0.12345678');
    await fundDirectly(app, account.id, 'OLD', '3');
    const list = await wallets(client);
    expect(list.map((w) => [w.currency, w.available, w.held, w.active])).toEqual([
      ['KES', '1500.50', '0.00', true],
      ['BTC', '0.00000000', '0.00000000', true],
      ['ETH', '0.12345678', '0.00000000', true],
      ['OLD', '3.00000000', '0.00000000', false],
      ['USDT', '0.00000000', '0.00000000', true],
    ]);
    // An inactive coin takes no deposits, so its address is not offered.
    expect(list.find((w) => w.currency === 'OLD')?.depositAddress).toBeNull();
  });

  test("one user's balances never show in another's wallets", async () => {
    const rich = await loginAs(app, 'user');
    await fundDirectly(app, rich.account.id, 'BTC', '2');
    const other = await loginAs(app, 'user');
    const list = await wallets(other.client);
    expect(list.find((w) => w.currency === 'BTC')?.available).toBe('0.00000000');
  });

  test('anonymous callers are refused', async () => {
    const response = await new TestClient(app).request({ url: '/api/wallets' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});
