/**
 * PayHero end to end against a local fake of its API (test/providers/fake-payhero.ts, recorded
 * shapes): the requests we send (Basic auth, the admin's channel id, whole shillings, 254
 * numbers, our reference, the secret callback URL), both callback formats, status queries by the
 * reconciliation job, a refusal (4xx: PROVIDER_ERROR, nothing held), 5xx answers retried a
 * bounded number of times (a payout never re-sent), timeouts, and malformed bodies both ways.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.js';
import { loginAs } from '../../../../test/auth-helpers.js';
import {
  callbackPath,
  kesWallet,
  paymentStatus,
  phoneEnding,
  postCallback,
  startPayment,
  startedPayment,
  storedCallbacks,
  transfersOf,
} from '../../../../test/payments-helpers.js';
import {
  PAYHERO_PASSWORD,
  PAYHERO_USERNAME,
  payheroAfricaCallback,
  payheroLegacyCallback,
  startFakePayHero,
} from '../../../../test/providers/fake-payhero.js';
import { fundDirectly } from '../../../../test/wallet-funding.js';

const fake = await startFakePayHero();
const SECRET = 'payhero-test-callback-secret-0123456789';
const { app, db, clock } = await buildTestApp({
  PAYMENT_PROVIDER: 'payhero',
  PAYHERO_BASE_URL: fake.baseUrl,
  PAYHERO_USERNAME,
  PAYHERO_PASSWORD,
  PAYMENT_CALLBACK_SECRET: SECRET,
  PUBLIC_URL: 'https://soko.example',
  PAYMENT_HTTP_TIMEOUT_MS: '1500',
  PAYMENT_HTTP_RETRY_BASE_MS: '1',
  PAYMENT_MAX_PENDING_PER_USER: '50',
});
afterAll(() => fake.close());

function lastRequest(route: string) {
  const request = fake.requestsTo(route).at(-1);
  if (!request) throw new Error(`no ${route} request`);
  return request as typeof request & { body: Record<string, unknown> };
}

async function deposit(amount = '1500', digit = 0) {
  const user = await loginAs(app, 'user');
  const { reference } = await startedPayment(user.client, {
    type: 'deposit',
    amount,
    phone: phoneEnding(digit),
  });
  const request = lastRequest('POST /api/v2/payments');
  return { ...user, reference, request, path: callbackPath(request.body.callback_url) };
}

describe('STK push (deposit)', () => {
  test('sends PayHero what its docs ask for and records its ids', async () => {
    await db.query(`UPDATE platform_settings SET payment_channel_id = '2077'`);
    const { client, reference, request } = await deposit('1500', 3);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${PAYHERO_USERNAME}:${PAYHERO_PASSWORD}`).toString('base64')}`,
    );
    expect(request.body).toEqual({
      amount: 1500,
      phone_number: '254712345673',
      channel_id: 2077,
      provider: 'm-pesa',
      external_reference: reference,
      callback_url: `https://soko.example/api/payments/callbacks/payhero/${SECRET}`,
    });
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'pending',
      providerStatus: 'QUEUED',
    });
    const { rows } = await db.query<{ provider_reference: string; provider_request_id: string }>(
      `SELECT provider_reference, provider_request_id FROM payments WHERE reference = $1`,
      [reference],
    );
    expect(rows[0]?.provider_reference).toMatch(/^PHREF/);
    expect(rows[0]?.provider_request_id).toMatch(/^ws_CO_/);
    await db.query(`UPDATE platform_settings SET payment_channel_id = '1044'`);
  });

  test('legacy callback, success: completed, receipt kept, KES credited once', async () => {
    const { client, reference, path } = await deposit('1500');
    const body = payheroLegacyCallback({
      externalReference: reference,
      amount: 1500,
      resultCode: 0,
      receipt: 'SAB1CDE2FG',
    });
    const response = await postCallback(app, path, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'completed',
      receiptNumber: 'SAB1CDE2FG',
      providerStatus: 'Success',
    });
    expect(await kesWallet(client)).toMatchObject({ available: '1500.00' });
    expect(await transfersOf(app, reference)).toEqual(['mpesa_deposit:150000']);
    const [stored] = await storedCallbacks(app, reference);
    expect(stored).toMatchObject({ applied: true, outcome: 'completed' });
    expect(JSON.parse(stored?.raw_body ?? '')).toEqual(body);
  });

  test.each([
    [1032, 'canceled', 'Canceled on the phone'],
    [1, 'failed', 'Insufficient M-Pesa balance'],
    [2001, 'failed', 'Wrong M-Pesa PIN'],
  ])('legacy callback, ResultCode %i: %s', async (resultCode, status, error) => {
    const { client, reference, path } = await deposit('200');
    await postCallback(
      app,
      path,
      payheroLegacyCallback({ externalReference: reference, amount: 200, resultCode }),
    );
    expect(await paymentStatus(client, reference)).toMatchObject({ status, error });
    expect(await transfersOf(app, reference)).toEqual([]);
  });

  test('payhero.africa callback: success, and a cancellation told only by its message', async () => {
    const first = await deposit('300');
    const providerRef = String(lastRequest('POST /api/v2/payments').body.external_reference);
    expect(providerRef).toBe(first.reference);
    await postCallback(
      app,
      first.path,
      payheroAfricaCallback({
        externalReference: first.reference,
        reference: 'UFD0000000.iI',
        amount: 300,
        status: 'success',
        receipt: 'SAB1CDE2FH',
      }),
    );
    expect(await paymentStatus(first.client, first.reference)).toMatchObject({
      status: 'completed',
      receiptNumber: 'SAB1CDE2FH',
    });
    const second = await deposit('300');
    await postCallback(
      app,
      second.path,
      payheroAfricaCallback({
        externalReference: second.reference,
        reference: 'UFD0000001.iI',
        amount: 300,
        status: 'failed',
        message: 'Request Cancelled by user.',
      }),
    );
    expect(await paymentStatus(second.client, second.reference)).toMatchObject({
      status: 'canceled',
    });
  });

  test('malformed callback bodies are kept, answered 200 and change nothing', async () => {
    const { client, reference, path } = await deposit('100');
    for (const body of ['{not json', '{"hello": "world"}', '[]', '']) {
      const response = await postCallback(app, path, body);
      expect(response.statusCode).toBe(200);
    }
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM payment_callbacks WHERE raw_body IN ('{not json', '[]', '')
         OR raw_body = '{"hello": "world"}'`,
    );
    expect(rows[0]?.n).toBe(4n);
  });
});

describe('payout (withdrawal)', () => {
  test('sends the withdraw shape, holds, and settles on an outbound callback', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '1000.00');
    const { reference } = await startedPayment(client, {
      type: 'withdrawal',
      amount: '600',
      phone: '0712 000 111',
    });
    const request = lastRequest('POST /api/v2/withdraw');
    expect(request.body).toMatchObject({
      external_reference: reference,
      amount: 600,
      phone_number: '254712000111',
      network_code: '63902',
      channel: 'mobile',
      channel_id: 1044,
      payment_service: 'b2c',
    });
    expect(await kesWallet(client)).toMatchObject({ available: '400.00', held: '600.00' });
    await postCallback(
      app,
      callbackPath(request.body.callback_url),
      payheroAfricaCallback({
        externalReference: reference,
        reference: 'W5ZB-out',
        amount: 600,
        status: 'success',
        type: 'outbound_payment',
      }),
    );
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'completed' });
    expect(await kesWallet(client)).toMatchObject({ available: '400.00', held: '0.00' });
  });

  test('a refusal (4xx) answers PROVIDER_ERROR and returns the held amount', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '500.00');
    fake.script('POST /api/v2/withdraw', {
      status: 400,
      body: { error_code: 'INSUFFICIENT_FUNDS', error_message: 'Wallet balance is too low' },
    });
    const response = await startPayment(client, {
      type: 'withdrawal',
      amount: '500',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'PROVIDER_ERROR',
        message: 'Failed to initiate withdrawal: Wallet balance is too low',
        key: 'initiateWithdrawalFailed',
        params: { reason: 'Wallet balance is too low' },
      },
    });
    expect(await kesWallet(client)).toMatchObject({ available: '500.00', held: '0.00' });
  });

  test('a 5xx on a payout is not sent again: one request, the hold kept for reconciliation', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '500.00');
    const before = fake.requestsTo('POST /api/v2/withdraw').length;
    fake.script('POST /api/v2/withdraw', { status: 503, body: { message: 'busy' } });
    const { reference } = await startedPayment(client, {
      type: 'withdrawal',
      amount: '500',
      phone: phoneEnding(0),
    });
    expect(fake.requestsTo('POST /api/v2/withdraw').length - before).toBe(1);
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
    expect(await kesWallet(client)).toMatchObject({ held: '500.00' });
  });
});

describe('retries and timeouts', () => {
  test('5xx twice, then accepted: three attempts in all', async () => {
    const before = fake.requestsTo('POST /api/v2/payments').length;
    fake.script('POST /api/v2/payments', { status: 500 }, { status: 502, body: 'Bad gateway' });
    const { client, reference } = await deposit('100');
    expect(fake.requestsTo('POST /api/v2/payments').length - before).toBe(3);
    expect(await paymentStatus(client, reference)).toMatchObject({ providerStatus: 'QUEUED' });
  });

  test('5xx on every attempt: no answer after 1 + PAYMENT_HTTP_RETRIES, payment stays pending', async () => {
    const before = fake.requestsTo('POST /api/v2/payments').length;
    fake.script('POST /api/v2/payments', { status: 500 }, { status: 500 }, { status: 500 });
    const { client, reference } = await deposit('100');
    expect(fake.requestsTo('POST /api/v2/payments').length - before).toBe(3);
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'pending',
      providerStatus: null,
    });
  });

  test('a hang past PAYMENT_HTTP_TIMEOUT_MS is retried for a collection', async () => {
    const before = fake.requestsTo('POST /api/v2/payments').length;
    fake.script('POST /api/v2/payments', { status: 201, body: {}, delayMs: 6_000 });
    const { client, reference } = await deposit('100');
    expect(fake.requestsTo('POST /api/v2/payments').length - before).toBe(2);
    expect(await paymentStatus(client, reference)).toMatchObject({ providerStatus: 'QUEUED' });
  });

  test('a 2xx that is not JSON is no answer; a 401 is a refusal', async () => {
    fake.script('POST /api/v2/payments', { status: 200, body: '<html>ok</html>' });
    const first = await deposit('100');
    expect(await paymentStatus(first.client, first.reference)).toMatchObject({
      status: 'pending',
      providerStatus: null,
    });
    fake.script('POST /api/v2/payments', {
      status: 401,
      body: { error_code: 'UNAUTHORIZED', error_message: 'Invalid Basic Auth credentials' },
    });
    const { client } = await loginAs(app, 'user');
    const response = await startPayment(client, {
      type: 'deposit',
      amount: '100',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(502);
  });
});

describe('status queries (reconciliation)', () => {
  test('SUCCESS from transaction-status completes a deposit whose callback never came', async () => {
    const { client, reference } = await deposit('800');
    const { rows } = await db.query<{ provider_reference: string }>(
      `SELECT provider_reference FROM payments WHERE reference = $1`,
      [reference],
    );
    const providerReference = rows[0]?.provider_reference ?? '';
    clock.advanceMs(61_000);
    await app.services.payments.reconcile();
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
    expect(fake.requestsTo('GET /api/v2/transaction-status').at(-1)?.query.get('reference')).toBe(
      providerReference,
    );
    fake.statuses.set(providerReference, { status: 'SUCCESS', receipt: 'SQR1234567' });
    clock.advanceMs(16_000);
    await app.services.payments.reconcile();
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'completed',
      receiptNumber: 'SQR1234567',
    });
    expect(await transfersOf(app, reference)).toEqual(['mpesa_deposit:80000']);
  });
});
