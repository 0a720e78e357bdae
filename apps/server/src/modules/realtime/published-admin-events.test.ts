/**
 * What the admin screens' changes and account changes publish (see test/realtime-capture.ts):
 * coins and pairs tell the public market channel, the admins' lists and a pair's trade page;
 * accounts tell the admins' user list (and the dashboard's user count when one is created) and
 * the account's own browser; settings tell the admins. A change that changes nothing, and a
 * refused one, publish nothing.
 */
import { describe, expect, test } from 'vitest';
import {
  ADMIN_CHANNEL,
  MARKET_CHANNEL,
  pairChannel,
  userChannel,
  type AdminCoin,
  type PairView,
  type SessionUser,
} from '@soko/shared';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs, registerAndLogin } from '../../../test/auth-helpers.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { captureRealtime } from '../../../test/realtime-capture.js';
import { createCoin } from '../../../test/wallet-funding.js';

const { app, db, mail, clock } = await buildTestApp();
const capture = await captureRealtime(db);
const admin = await loginAs(app, 'admin');

let symbols = 0;
const newSymbol = () => `AE${(symbols += 1)}`;

function send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return admin.client.request({ method, url, ...(payload ? { payload } : {}) });
}

function expectOk(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

async function adminCoin(): Promise<AdminCoin> {
  const symbol = newSymbol();
  const payload = { name: `Coin ${symbol}`, symbol, depositAddress: `addr-${symbol}` };
  const response = expectOk(await send('POST', '/api/admin/coins', payload), 201);
  await capture.take();
  return response.json<AdminCoin>();
}

describe('coins', () => {
  test('a new coin comes with its KES pair: market, admins, and the pair’s page', async () => {
    const symbol = newSymbol();
    const payload = { name: `Coin ${symbol}`, symbol, depositAddress: `addr-${symbol}` };
    expectOk(await send('POST', '/api/admin/coins', payload), 201);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['coins', 'pairs'],
      [MARKET_CHANNEL]: ['coins', 'market', 'pairs'],
      [pairChannel(symbol, 'KES')]: ['book'],
    });
  });

  test('an edit and a deactivation tell the market and the admins; a no-op tells nobody', async () => {
    const coin = await adminCoin();
    for (const change of [{ name: 'Renamed' }, { active: false }]) {
      expectOk(await send('PATCH', `/api/admin/coins/${coin.id}`, change));
      expect(await capture.takeByChannel()).toEqual({
        [ADMIN_CHANNEL]: ['coins'],
        [MARKET_CHANNEL]: ['coins', 'market'],
      });
    }
    expectOk(await send('PATCH', `/api/admin/coins/${coin.id}`, { active: false }));
    expect(await capture.take()).toEqual([]);
  });

  test('deleting an unused coin removes its pairs too', async () => {
    const coin = await adminCoin();
    expectOk(await send('DELETE', `/api/admin/coins/${coin.id}`));
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['coins', 'pairs'],
      [MARKET_CHANNEL]: ['coins', 'market', 'pairs'],
    });
  });

  test('a duplicate symbol is refused and publishes nothing', async () => {
    const coin = await adminCoin();
    const payload = { name: 'Again', symbol: coin.symbol, depositAddress: 'addr' };
    expect((await send('POST', '/api/admin/coins', payload)).statusCode).toBe(409);
    expect(await capture.take()).toEqual([]);
  });
});

describe('pairs', () => {
  const limits = { minOrderSize: '1', maxOrderSize: '100', active: true };

  test('created, changed, unchanged, refused', async () => {
    const base = newSymbol();
    await createCoin(app, base);
    const created = await send('POST', '/api/admin/pairs', { base, quote: 'KES', ...limits });
    const { pair } = expectOk(created, 201).json<{ pair: PairView }>();
    const told = {
      [ADMIN_CHANNEL]: ['pairs'],
      [MARKET_CHANNEL]: ['market', 'pairs'],
      [pairChannel(base, 'KES')]: ['book'],
    };
    expect(await capture.takeByChannel()).toEqual(told);
    expectOk(await send('PATCH', `/api/admin/pairs/${pair.id}`, { active: false }));
    expect(await capture.takeByChannel()).toEqual(told);
    expectOk(await send('PATCH', `/api/admin/pairs/${pair.id}`, { active: false }));
    const refused = await send('PATCH', `/api/admin/pairs/${pair.id}`, { minOrderSize: '500' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await capture.take()).toEqual([]);
  });
});

describe('accounts', () => {
  test('registering adds a user to the admins’ list and count', async () => {
    await registerAndLogin(app);
    expect(await capture.takeByChannel()).toEqual({ [ADMIN_CHANNEL]: ['stats', 'users'] });
  });

  test('following the verification link: the admins’ list and the account', async () => {
    const { user, email } = await registerAndLogin(app);
    await capture.take();
    const message = mail.findLast((m) => m.to === email);
    const token = /\/verify-email\?token=([\w-]+)/.exec(message?.text ?? '')?.[1] ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['users'],
      [userChannel(user.id)]: ['account'],
    });
  });

  test.each([
    ['a role change', { role: 'admin' }],
    ['a suspension', { status: 'suspended' }],
  ])('%s: the admins’ list and the account (the count stays)', async (_name, change) => {
    const target = await loginAs(app, 'user');
    await capture.take();
    expectOk(await send('PATCH', `/api/admin/users/${target.user.id}`, change));
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['users'],
      [userChannel(target.user.id)]: ['account'],
    });
    expectOk(await send('PATCH', `/api/admin/users/${target.user.id}`, change));
    expect(await capture.take()).toEqual([]);
  });

  test.each([
    [
      'a new username',
      (client: TestClient, user: SessionUser) =>
        client.request({
          method: 'PATCH',
          url: '/api/account/profile',
          payload: { username: `${user.username}x`, email: user.email },
        }),
    ],
    ['two-factor switched on', (client: TestClient) => enrolTotp(client, clock.now())],
  ])('%s: the admins’ list and the account', async (_name, change) => {
    const { client, user } = await loginAs(app, 'user');
    await capture.take();
    await change(client, user);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['users'],
      [userChannel(user.id)]: ['account'],
    });
  });

  test('an admin removing their own role is refused and publishes nothing', async () => {
    const response = await send('PATCH', `/api/admin/users/${admin.user.id}`, { role: 'user' });
    expect(response.statusCode, response.body).toBe(409);
    expect(await capture.take()).toEqual([]);
  });
});

describe('settings', () => {
  test('a change tells the admins; a refused or empty change tells nobody', async () => {
    await capture.take();
    expectOk(await send('PUT', '/api/admin/settings', { withdrawalTaxPercent: 2.5 }));
    expect(await capture.takeByChannel()).toEqual({ [ADMIN_CHANNEL]: ['settings'] });
    expectOk(await send('PUT', '/api/admin/settings', { withdrawalTaxPercent: 2.5 }));
    const refused = await send('PUT', '/api/admin/settings', {
      depositWindowOpens: '20:00',
      depositWindowCloses: '08:00',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await capture.take()).toEqual([]);
  });
});
