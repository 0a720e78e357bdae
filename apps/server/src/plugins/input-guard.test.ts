import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/auth-helpers.js';

/**
 * Input no route should have to handle is refused at the edge in our error shape: NUL in a path,
 * a query or a JSON body (PostgreSQL text cannot hold it, so it used to fail there as a 500), a
 * malformed percent-encoding, and a path parameter over the router's length limit (Fastify used
 * to answer those two itself, in its own shape and with its own name).
 */
const { app } = await buildTestApp();

const NUL = {
  error: {
    code: 'VALIDATION_ERROR',
    message: 'The request contains a NUL character, which is not allowed.',
    key: 'requestHasNul',
    params: {},
  },
};

describe('input guard', () => {
  test.each([
    '/api/files/coin-icons/%00',
    '/api/files/coin-icons/a%00b',
    '/api/market/orders?side=%00',
    '/api/orderbook?base=BTC%00&quote=KES',
  ])('NUL in the URL %s is a 400 for anyone', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL);
  });

  test("NUL in a signed-in trader's query or path is a 400, not a 500", async () => {
    const { client } = await loginAs(app, 'user');
    for (const url of ['/api/transactions?q=%00', '/api/transactions/%00', '/api/payments/a%00']) {
      const response = await client.request({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(NUL);
    }
  });

  test('NUL anywhere in a JSON body, even in a free-text field or a key, is a 400', async () => {
    const admin = await loginAs(app, 'admin');
    const bodies = [
      { name: 'Good\u0000coin', symbol: 'NULC', depositAddress: 'addr' },
      { name: 'Good coin', symbol: 'NULC', depositAddress: 'addr', 'x\u0000': 1 },
      { name: 'Good coin', symbol: 'NULC', depositAddress: ['\u0000'] },
    ];
    for (const payload of bodies) {
      const response = await admin.client.request({
        method: 'POST',
        url: '/api/admin/coins',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NUL);
    }
    const coins = await app.inject({ url: '/api/coins' });
    expect(coins.json<{ symbol: string }[]>().map((coin) => coin.symbol)).not.toContain('NULC');
  });

  test.each([
    '/api/payments/%ff',
    '/api/payments/%C0%AE',
    '/api/transactions/%zz',
    '/api/orders/%/cancel',
  ])('a malformed percent-encoding %s is a 400 in our shape', async (url) => {
    const response = await app.inject({ method: url.endsWith('cancel') ? 'POST' : 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The address is not valid.',
        key: 'addressInvalid',
        params: {},
      },
    });
    expect(response.body).not.toMatch(/FST_|fastify/i);
  });

  test('a path parameter over 100 characters is a 414 in our shape', async () => {
    const response = await app.inject({ url: `/api/transactions/${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: {
        code: 'URI_TOO_LONG',
        message: 'The address is too long.',
        key: 'addressTooLong',
        params: {},
      },
    });
  });
});
