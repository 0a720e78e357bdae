/**
 * Daraja end to end against a local fake of its API (test/providers/fake-daraja.ts, recorded
 * shapes): the OAuth token fetched once and reused until it is about to expire (by the server's
 * clock) or is refused (401: fetched again, the call made once more), the STK push password and
 * Nairobi timestamp, the STK callback, the STK query with "still processing" as pending, B2C v3
 * with its result and queue-timeout callbacks, and a refused request. The timestamp and callback
 * parsing are also checked as plain functions.
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
  transfersOf,
} from '../../../../test/payments-helpers.js';
import {
  DARAJA_ENV,
  darajaB2cResult,
  darajaStkCallback,
  startFakeDaraja,
} from '../../../../test/providers/fake-daraja.js';
import { fundDirectly } from '../../../../test/wallet-funding.js';
import { parseDarajaCallback } from './daraja-callback.js';
import { darajaTimestamp, parseDarajaTime, stkPassword } from './daraja-time.js';

const fake = await startFakeDaraja();
const { app, db, clock } = await buildTestApp({
  PAYMENT_PROVIDER: 'daraja',
  DARAJA_BASE_URL: fake.origin,
  ...DARAJA_ENV,
  PUBLIC_URL: 'https://soko.example',
  PAYMENT_HTTP_RETRY_BASE_MS: '1',
  PAYMENT_MAX_PENDING_PER_USER: '50',
});
afterAll(() => fake.close());

function lastRequest(route: string) {
  const request = fake.requestsTo(route).at(-1);
  if (!request) throw new Error(`no ${route} request`);
  return request as typeof request & { body: Record<string, unknown> };
}

async function deposit(amount: string, digit = 0) {
  const user = await loginAs(app, 'user');
  const { reference } = await startedPayment(user.client, {
    type: 'deposit',
    amount,
    phone: phoneEnding(digit),
  });
  const request = lastRequest('POST /mpesa/stkpush/v1/processrequest');
  const { rows } = await db.query<{ provider_reference: string }>(
    `SELECT provider_reference FROM payments WHERE reference = $1`,
    [reference],
  );
  const checkoutRequestId = rows[0]?.provider_reference ?? '';
  return {
    ...user,
    reference,
    request,
    checkoutRequestId,
    path: callbackPath(request.body.CallBackURL),
  };
}

describe('Daraja time and password', () => {
  test('the timestamp is Nairobi wall-clock time, YYYYMMDDHHmmss', () => {
    expect(darajaTimestamp(new Date('2025-01-01T21:30:05Z'))).toBe('20250102003005');
    expect(darajaTimestamp(new Date('2025-06-30T00:00:00Z'))).toBe('20250630030000');
  });

  test('the password is base64 of shortcode + passkey + timestamp', () => {
    expect(stkPassword('174379', 'key', '20250101120000')).toBe(
      Buffer.from('174379key20250101120000').toString('base64'),
    );
  });

  test('callback times are read as Nairobi time', () => {
    expect(parseDarajaTime(20250101120031)?.toISOString()).toBe('2025-01-01T09:00:31.000Z');
    expect(parseDarajaTime('01.01.2025 12:00:31')?.toISOString()).toBe('2025-01-01T09:00:31.000Z');
    expect(parseDarajaTime('yesterday')).toBeNull();
  });

  test('malformed callbacks are refused by the parser with a reason', () => {
    for (const raw of [null, 42, {}, { Body: {} }, { Body: { stkCallback: { ResultCode: 0 } } }]) {
      expect(parseDarajaCallback(raw, {}).ok).toBe(false);
    }
  });
});

describe('STK push (deposit)', () => {
  test('sends the documented body with a valid password, and one token serves many calls', async () => {
    const tokensBefore = fake.tokensIssued();
    const { reference, request } = await deposit('500', 2);
    await deposit('500', 2);
    expect(fake.tokensIssued() - tokensBefore).toBeLessThanOrEqual(1);
    expect(request.headers.authorization).toMatch(/^Bearer token-\d+$/);
    expect(request.body).toMatchObject({
      BusinessShortCode: DARAJA_ENV.DARAJA_SHORTCODE,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 500,
      PartyA: '254712345672',
      PartyB: DARAJA_ENV.DARAJA_SHORTCODE,
      PhoneNumber: '254712345672',
      AccountReference: reference,
      CallBackURL: expect.stringMatching(
        /^https:\/\/soko\.example\/api\/payments\/callbacks\/daraja\/[\w-]{43}$/,
      ) as unknown,
    });
    expect(request.body.Timestamp).toBe(darajaTimestamp(clock.now()));
  });

  test('the STK callback completes the deposit; a cancellation (no metadata) credits nothing', async () => {
    const paid = await deposit('750');
    await postCallback(
      app,
      paid.path,
      darajaStkCallback({ checkoutRequestId: paid.checkoutRequestId, resultCode: 0, amount: 750 }),
    );
    expect(await paymentStatus(paid.client, paid.reference)).toMatchObject({
      status: 'completed',
      receiptNumber: 'SAB1CDE2FG',
    });
    expect(await kesWallet(paid.client)).toMatchObject({ available: '750.00' });
    const canceled = await deposit('750');
    await postCallback(
      app,
      canceled.path,
      darajaStkCallback({ checkoutRequestId: canceled.checkoutRequestId, resultCode: 1032 }),
    );
    expect(await paymentStatus(canceled.client, canceled.reference)).toMatchObject({
      status: 'canceled',
      providerStatus: '1032',
    });
  });

  test('the STK query: "still processing" is pending; a result code then settles it', async () => {
    const { client, reference, checkoutRequestId } = await deposit('900');
    clock.advanceMs(61_000);
    await app.services.payments.reconcile();
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'pending',
      providerStatus: 'PROCESSING',
    });
    const query = lastRequest('POST /mpesa/stkpushquery/v1/query');
    expect(query.body).toMatchObject({ CheckoutRequestID: checkoutRequestId });
    fake.stkResults.set(checkoutRequestId, '1');
    clock.advanceMs(16_000);
    await app.services.payments.reconcile();
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'failed',
      error: 'Insufficient M-Pesa balance',
    });
  });

  test('a 400 from Daraja is a refusal: PROVIDER_ERROR', async () => {
    fake.script('POST /mpesa/stkpush/v1/processrequest', {
      status: 400,
      body: {
        requestId: 'r',
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid PhoneNumber',
      },
    });
    const { client } = await loginAs(app, 'user');
    const response = await startPayment(client, {
      type: 'deposit',
      amount: '100',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'Failed to initiate deposit: Bad Request - Invalid PhoneNumber',
    );
  });
});

describe('the OAuth token', () => {
  test('is fetched again once the clock passes its expiry (minus a margin)', async () => {
    await deposit('100');
    const before = fake.tokensIssued();
    await deposit('100');
    expect(fake.tokensIssued()).toBe(before);
    clock.advanceMs(3_599_000 - 59_000);
    await deposit('100');
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  test('a 401 drops the token: a new one is fetched and the call made once more', async () => {
    await deposit('100');
    const before = fake.tokensIssued();
    const pushesBefore = fake.requestsTo('POST /mpesa/stkpush/v1/processrequest').length;
    fake.revokeTokens();
    const { client, reference } = await deposit('100');
    expect(fake.tokensIssued()).toBe(before + 1);
    expect(fake.requestsTo('POST /mpesa/stkpush/v1/processrequest').length - pushesBefore).toBe(2);
    expect(await paymentStatus(client, reference)).toMatchObject({ providerStatus: 'ACCEPTED' });
  });
});

describe('B2C (withdrawal)', () => {
  async function withdraw(amount: string) {
    const user = await loginAs(app, 'user');
    await fundDirectly(app, user.account.id, 'KES', '5000.00');
    const { reference } = await startedPayment(user.client, {
      type: 'withdrawal',
      amount,
      phone: '0712 000 222',
    });
    const request = lastRequest('POST /mpesa/b2c/v3/paymentrequest');
    const { rows } = await db.query<{ provider_reference: string }>(
      `SELECT provider_reference FROM payments WHERE reference = $1`,
      [reference],
    );
    return { ...user, reference, request, conversationId: rows[0]?.provider_reference ?? '' };
  }

  test('sends v3 with our reference as OriginatorConversationID, then settles on the result', async () => {
    const { client, reference, request, conversationId } = await withdraw('1200');
    expect(request.body).toMatchObject({
      OriginatorConversationID: reference,
      InitiatorName: DARAJA_ENV.DARAJA_INITIATOR_NAME,
      SecurityCredential: DARAJA_ENV.DARAJA_SECURITY_CREDENTIAL,
      CommandID: 'BusinessPayment',
      Amount: 1200,
      PartyA: DARAJA_ENV.DARAJA_B2C_SHORTCODE,
      PartyB: '254712000222',
    });
    expect(conversationId).toMatch(/^AG_/);
    expect(await kesWallet(client)).toMatchObject({ available: '3800.00', held: '1200.00' });
    const result = darajaB2cResult({
      originatorConversationId: reference,
      conversationId,
      resultCode: 0,
      amount: 1200,
    });
    await postCallback(app, callbackPath(request.body.ResultURL), result);
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'completed',
      receiptNumber: 'SAB1CDE2FH',
    });
    expect(await kesWallet(client)).toMatchObject({ available: '3800.00', held: '0.00' });
  });

  test('a queue timeout is not a failure; a failed result then releases the hold', async () => {
    const { client, reference, request, conversationId } = await withdraw('700');
    const timeoutPath = callbackPath(request.body.QueueTimeOutURL);
    expect(timeoutPath).toMatch(/\?kind=b2c-timeout$/);
    const ids = { originatorConversationId: reference, conversationId };
    await postCallback(app, timeoutPath, darajaB2cResult({ ...ids, resultCode: 1 }));
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'pending',
      providerStatus: 'QUEUE_TIMEOUT',
    });
    expect(await kesWallet(client)).toMatchObject({ held: '700.00' });
    await postCallback(
      app,
      callbackPath(request.body.ResultURL),
      darajaB2cResult({ ...ids, resultCode: 2001 }),
    );
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'failed',
      error: 'Wrong M-Pesa PIN',
    });
    expect(await kesWallet(client)).toMatchObject({ available: '5000.00', held: '0.00' });
    expect(await transfersOf(app, reference)).toEqual([
      'mpesa_withdrawal_hold:70000',
      'mpesa_withdrawal_release:70000',
    ]);
  });
});
