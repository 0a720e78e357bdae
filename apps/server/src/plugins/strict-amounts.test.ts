import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ensurePair, fundedTrader, placeOrder } from '../../test/trading.js';

/**
 * Amounts travel as digits with an optional fraction and nothing else: a space, a sign, an
 * exponent or a thousands separator is refused with 400 at every place an amount comes in
 * (placing, taking, withdrawing, M-Pesa), and nothing moves. A " 1" used to be trimmed and taken.
 */
const { app } = await buildTestApp();
await ensurePair(app, 'STR', 'KES');
const maker = await fundedTrader(app, { STR: '10' });
const taker = await fundedTrader(app, { KES: '100000', STR: '5' });
const resting = await placeOrder(maker.client, {
  side: 'sell',
  base: 'STR',
  quote: 'KES',
  amount: '5',
  price: '100',
});

const BAD_AMOUNTS = [' 1', '1 ', '+1', '-1', '1e2', '1,000', '１', '\t1', '0x10'];

async function wallets() {
  return (await taker.client.request({ url: '/api/wallets' })).json<unknown>();
}

describe('strict amounts', () => {
  test.each(BAD_AMOUNTS)('%j is refused everywhere an amount comes in', async (amount) => {
    const before = await wallets();
    const requests = [
      {
        url: '/api/orders',
        payload: { side: 'buy', base: 'STR', quote: 'KES', amount, price: '1' },
      },
      {
        url: '/api/orders',
        payload: { side: 'buy', base: 'STR', quote: 'KES', amount: '1', price: amount },
      },
      { url: `/api/orders/${resting.order.id}/execute`, payload: { amount } },
      {
        url: '/api/withdrawals/crypto',
        payload: { currency: 'STR', amount, address: 'str-address-1' },
      },
      // Within the M-Pesa limits once written plainly, so only its form can be what is refused.
      {
        url: '/api/payments/mpesa',
        payload: { type: 'deposit', amount: amount.replace('1', '700'), phone: '0712000000' },
      },
    ];
    for (const request of requests) {
      const response = await taker.client.request({ method: 'POST', ...request });
      expect(response.statusCode, `${request.url} ${response.body}`).toBe(400);
      // M-Pesa amounts keep the spec's own code for a bad amount.
      const code = request.url === '/api/payments/mpesa' ? 'INVALID_AMOUNT' : 'VALIDATION_ERROR';
      expect(response.json().error.code, request.url).toBe(code);
    }
    expect(await wallets()).toEqual(before);
  });

  test('the same amounts written plainly are taken', async () => {
    const response = await taker.client.request({
      method: 'POST',
      url: `/api/orders/${resting.order.id}/execute`,
      payload: { amount: '1' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
