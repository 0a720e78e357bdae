/**
 * The admin's side of the safeguards (decisions.md 23): the cool-down is a setting (0 to 168
 * hours, audited like the rest), and each coin names its network in the coin form, which decides
 * how withdrawal addresses of that coin are checked from the next request on.
 */
import { describe, expect, test } from 'vitest';
import type { AdminCoin } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const { app } = await buildTestApp();
const admin = await loginAs(app, 'admin');

describe('withdrawalCooldownHours', () => {
  test('admins set it from 0 to 168 whole hours', async () => {
    const put = (payload: object) =>
      admin.client.request({ method: 'PUT', url: '/api/admin/settings', payload });
    const ok = await put({ withdrawalCooldownHours: 48 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ withdrawalCooldownHours: 48 });
    for (const bad of [169, -1, 1.5, '24']) {
      const refused = await put({ withdrawalCooldownHours: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await put({ withdrawalCooldownHours: 24 })).statusCode).toBe(200);
  });
});

describe('a coin’s network', () => {
  test('is set in the coin form and decides how withdrawal addresses are checked', async () => {
    const created = await admin.client.request({
      method: 'POST',
      url: '/api/admin/coins',
      payload: { name: 'Tether', symbol: 'USDT', depositAddress: 'x', network: 'tron' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const coin = created.json<AdminCoin>();
    expect(coin.network).toBe('tron');
    const bad = await admin.client.request({
      method: 'PATCH',
      url: `/api/admin/coins/${coin.id}`,
      payload: { network: 'solana' },
    });
    expect(bad.statusCode).toBe(400);

    const trader = await loginAs(app, 'user');
    await fundDirectly(app, trader.account.id, 'USDT', '10');
    const withdraw = (address: string) =>
      trader.client.request({
        method: 'POST',
        url: '/api/withdrawals/crypto',
        payload: { currency: 'USDT', amount: '1', address },
      });
    const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const refused = await withdraw(evm);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'INVALID_ADDRESS', message: expect.stringMatching(/^Invalid address: /) },
    });
    const patched = await admin.client.request({
      method: 'PATCH',
      url: `/api/admin/coins/${coin.id}`,
      payload: { network: 'bsc' },
    });
    expect(patched.json<AdminCoin>().network).toBe('bsc');
    expect((await withdraw(evm)).statusCode).toBe(201);
  });
});
