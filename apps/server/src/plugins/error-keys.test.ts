/**
 * Refusals say their sentence by key and parameters too (issue 17), so the web app can say them
 * in the language on screen: a few representative ones through the real app, each with the key
 * and parameters it should carry, and each message exactly what its key renders.
 */
import { describe, expect, test } from 'vitest';
import { renderErrorMessage, type ApiErrorBody, type ErrorMessageKey } from '@soko/shared';
import { TestClient, buildTestApp } from '../../test/build-test-app.js';
import { ensurePair, fundedTrader, postOrder } from '../../test/trading.js';

const { app } = await buildTestApp();
await ensurePair(app, 'KEYC', 'KES', { min: '20', max: '1000000' });

function expectKeyed(
  body: ApiErrorBody,
  key: ErrorMessageKey,
  params: Record<string, string | number>,
) {
  expect(body.error.key).toBe(key);
  expect(body.error.params).toEqual(params);
  expect(body.error.message).toBe(renderErrorMessage(key, params));
}

const order = (amount: string, price: string) => ({
  side: 'buy' as const,
  base: 'KEYC',
  quote: 'KES',
  amount,
  price,
});

describe('error bodies carry key and params', () => {
  test('an order below the pair minimum', async () => {
    const { client } = await fundedTrader(app, { KES: '1000' });
    const response = await postOrder(client, order('19', '1'));
    expect(response.statusCode).toBe(422);
    const body = response.json<ApiErrorBody>();
    expect(body.error.message).toBe('Minimum order size is 20 KEYC');
    expectKeyed(body, 'orderTooSmall', { minimum: '20', base: 'KEYC' });
  });

  test('an order the balance does not cover', async () => {
    const { client } = await fundedTrader(app, { KES: '10' });
    const response = await postOrder(client, order('25', '1'));
    expect(response.statusCode).toBe(409);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('INSUFFICIENT_BALANCE');
    expectKeyed(body, 'insufficientForOrder', { need: 'KES 25.00', have: 'KES 10.00' });
  });

  test('a wrong password', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(401);
    expectKeyed(response.json<ApiErrorBody>(), 'invalidCredentials', {});
  });

  test("a schema's refusal keys its first field's message and each field", async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expectKeyed(body, 'schemaPasswordIsRequired', {});
    expect(body.error.fieldKeys).toEqual({
      password: { key: 'schemaPasswordIsRequired', params: {} },
    });
  });

  test('a validation refusal keys the message and its field', async () => {
    const { client } = await fundedTrader(app);
    const response = await client.request({
      method: 'POST',
      url: '/api/payments/mpesa',
      payload: { type: 'deposit', amount: '10', phone: '12345' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expectKeyed(body, 'invalidPhoneFormat', {});
    expect(body.error.fieldKeys).toEqual({ phone: { key: 'invalidPhoneFormat', params: {} } });
  });
});
