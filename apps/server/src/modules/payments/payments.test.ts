/**
 * M-Pesa payments end to end with the built-in simulator: POST /api/payments/mpesa and
 * GET /api/payments/:reference, the outcome of each last digit of spec/api.md's table, the money
 * each outcome moves (a completed deposit credits once; a withdrawal holds, then posts or
 * releases), the validation texts and error codes in their precedence order, the pending cap,
 * Idempotency-Key retries, and own-only reads. The simulator answers after SIMULATOR_DELAY_MS
 * (a few milliseconds here); tests wait for it with services.payments.idle().
 */
import { describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentList, type TransactionsPage } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  depositThroughSimulator,
  kesWallet,
  paymentStatus,
  phoneEnding,
  startPayment,
  startedPayment,
  transfersOf,
} from '../../../test/payments-helpers.js';

const { app, db } = await buildTestApp({
  SIMULATOR_DELAY_MS: '5',
  SIMULATOR_QUEUE_MS: '1000',
  PAYMENT_MAX_PENDING_PER_USER: '3',
});

describe('simulator outcomes by the last digit (spec/api.md)', () => {
  test.each([0, 1, 2, 3, 4, 5])('%i: the deposit completes and credits KES once', async (digit) => {
    const { client } = await loginAs(app, 'user');
    const { reference, status } = await startedPayment(client, {
      type: 'deposit',
      amount: '1500',
      phone: phoneEnding(digit),
    });
    expect(status).toBe('pending');
    await app.services.payments.idle();
    const view = await paymentStatus(client, reference);
    expect(view).toMatchObject({
      reference,
      status: 'completed',
      amount: '1500.00',
      type: 'deposit',
      error: null,
      phone: `•••••••••67${digit}`,
    });
    expect(view.receiptNumber).toMatch(/^SIM/);
    expect(view.completedAt).not.toBeNull();
    expect(await kesWallet(client)).toMatchObject({ available: '1500.00', held: '0.00' });
    expect(await transfersOf(app, reference)).toEqual(['mpesa_deposit:150000']);
  });

  test('6: canceled by the user, nothing credited', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, {
      type: 'deposit',
      amount: '200',
      phone: phoneEnding(6),
    });
    await app.services.payments.idle();
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'canceled',
      providerStatus: '1032',
      error: 'Canceled on the phone',
      receiptNumber: null,
    });
    expect(await kesWallet(client)).toMatchObject({ available: '0.00' });
    expect(await transfersOf(app, reference)).toEqual([]);
  });

  test('7: failed for insufficient M-Pesa balance, nothing credited', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, {
      type: 'deposit',
      amount: '200',
      phone: phoneEnding(7),
    });
    await app.services.payments.idle();
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'failed',
      providerStatus: '1',
      error: 'Insufficient M-Pesa balance',
    });
    expect(await transfersOf(app, reference)).toEqual([]);
  });

  test('8: no answer, the payment stays pending', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, {
      type: 'deposit',
      amount: '200',
      phone: phoneEnding(8),
    });
    await app.services.payments.idle();
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'pending',
      providerStatus: 'ACCEPTED',
      completedAt: null,
    });
  });

  test('9: queued first, then completed', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, {
      type: 'deposit',
      amount: '300',
      phone: phoneEnding(9),
    });
    // The first answer (after SIMULATOR_DELAY_MS) is "queued"; the completion comes 1 s later.
    let first = 'pending';
    for (let i = 0; i < 200 && first === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      first = (await paymentStatus(client, reference)).status;
    }
    expect(first).toBe('queued');
    await app.services.payments.idle();
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'completed' });
    expect(await transfersOf(app, reference)).toEqual(['mpesa_deposit:30000']);
  });
});

describe('M-Pesa withdrawals', () => {
  test('holds the amount at once, then posts it to M-Pesa clearing when completed', async () => {
    const { client } = await loginAs(app, 'user');
    await depositThroughSimulator(app, client, '1000');
    const { reference } = await startedPayment(client, {
      type: 'withdrawal',
      amount: '400',
      phone: phoneEnding(8, '0110 000 00'),
    });
    expect(await kesWallet(client)).toMatchObject({ available: '600.00', held: '400.00' });
    const other = await startedPayment(client, {
      type: 'withdrawal',
      amount: '250',
      phone: phoneEnding(3),
    });
    await app.services.payments.idle();
    expect(await paymentStatus(client, other.reference)).toMatchObject({ status: 'completed' });
    expect(await kesWallet(client)).toMatchObject({ available: '350.00', held: '400.00' });
    expect(await transfersOf(app, other.reference)).toEqual([
      'mpesa_withdrawal_hold:25000',
      'mpesa_withdrawal_settle:25000',
    ]);
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
  });

  test.each([
    [6, 'canceled'],
    [7, 'failed'],
  ])('%i: %s, and every held shilling comes back', async (digit, status) => {
    const { client } = await loginAs(app, 'user');
    await depositThroughSimulator(app, client, '500');
    const { reference } = await startedPayment(client, {
      type: 'withdrawal',
      amount: '500',
      phone: phoneEnding(digit),
    });
    // The phone's answer comes 5 ms later and may already be in: either way all 500 are there
    // (that the amount is held at once is the test above's, on a number whose answer waits).
    const atOnce = await kesWallet(client);
    expect([
      ['0.00', '500.00'],
      ['500.00', '0.00'],
    ]).toContainEqual([atOnce.available, atOnce.held]);
    await app.services.payments.idle();
    expect(await paymentStatus(client, reference)).toMatchObject({ status });
    expect(await kesWallet(client)).toMatchObject({ available: '500.00', held: '0.00' });
    expect(await transfersOf(app, reference)).toEqual([
      'mpesa_withdrawal_hold:50000',
      'mpesa_withdrawal_release:50000',
    ]);
  });

  test('more than the balance: INSUFFICIENT_BALANCE with the spec’s text, nothing written', async () => {
    const { client, account } = await loginAs(app, 'user');
    await depositThroughSimulator(app, client, '100');
    const response = await startPayment(client, {
      type: 'withdrawal',
      amount: '101',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'INSUFFICIENT_BALANCE',
        message: PAYMENT_MESSAGES.maxWithdrawal('100.00'),
        key: 'maxWithdrawal',
        params: { maximum: '100.00' },
      },
    });
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM payments WHERE user_id = $1 AND type = 'withdrawal'`,
      [account.id],
    );
    expect(rows[0]?.n).toBe(0n);
  });

  test('needs a verified email', async () => {
    const { client } = await loginAs(app, 'user', { emailVerified: false });
    const response = await startPayment(client, {
      type: 'withdrawal',
      amount: '100',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('POST /api/payments/mpesa validation', () => {
  test.each([
    ['0', PAYMENT_MESSAGES.positiveAmount],
    ['-5', PAYMENT_MESSAGES.positiveAmount],
    ['abc', PAYMENT_MESSAGES.positiveAmount],
    ['100.50', PAYMENT_MESSAGES.wholeShillings],
    ['9', PAYMENT_MESSAGES.belowMinimum(10)],
    ['150001', 'The largest M-Pesa amount is 150,000 KES'],
  ])('amount %s: INVALID_AMOUNT', async (amount, message) => {
    const { client } = await loginAs(app, 'user');
    const response = await startPayment(client, { type: 'deposit', amount, phone: phoneEnding(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_AMOUNT',
        message,
        key: expect.stringMatching(/^mpesa/),
        params: expect.any(Object),
      },
    });
  });

  test.each([
    ['0712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['0110-000-001', '254110000001'],
  ])('phone %s is normalised to %s', async (phone, normalised) => {
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, { type: 'deposit', amount: '10', phone });
    const { rows } = await db.query<{ phone: string }>(
      `SELECT phone FROM payments WHERE reference = $1`,
      [reference],
    );
    expect(rows[0]?.phone).toBe(normalised);
    await app.services.payments.idle();
  });

  test.each([
    ['12345', PAYMENT_MESSAGES.invalidPhoneFormat],
    ['0812345678', PAYMENT_MESSAGES.notKenyanPhone],
    ['255712345678', PAYMENT_MESSAGES.invalidPhoneFormat],
  ])('phone %s: VALIDATION_ERROR %s', async (phone, message) => {
    const { client } = await loginAs(app, 'user');
    const response = await startPayment(client, { type: 'deposit', amount: '10', phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message,
        fields: { phone: message },
        key: expect.any(String),
        params: {},
        fieldKeys: { phone: { key: expect.any(String), params: {} } },
      },
    });
  });

  test('the amount is checked before the phone', async () => {
    const { client } = await loginAs(app, 'user');
    const response = await startPayment(client, { type: 'deposit', amount: '0', phone: '1' });
    expect(response.json<{ error: { code: string } }>().error.code).toBe('INVALID_AMOUNT');
  });

  test('signed out, or suspended (which ends every session): UNAUTHENTICATED', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payments/mpesa',
      payload: { type: 'deposit', amount: '10', phone: phoneEnding(0) },
    });
    expect(anonymous.statusCode).toBe(401);
    const { client, account } = await loginAs(app, 'user');
    await db.query(`UPDATE users SET status = 'suspended' WHERE id = $1`, [account.id]);
    const response = await startPayment(client, {
      type: 'deposit',
      amount: '10',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(401);
  });

  test('at most PAYMENT_MAX_PENDING_PER_USER payments in progress: CONFLICT', async () => {
    const { client } = await loginAs(app, 'user');
    for (let i = 0; i < 3; i += 1) {
      await startedPayment(client, { type: 'deposit', amount: '10', phone: phoneEnding(8) });
    }
    const response = await startPayment(client, {
      type: 'deposit',
      amount: '10',
      phone: phoneEnding(0),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('CONFLICT');
  });
});

describe('idempotency, reads and history', () => {
  test('GET /api/payments/limits tells the dialogs the limits and that the simulator answers', async () => {
    const { client } = await loginAs(app, 'user');
    const response = await client.request({ url: '/api/payments/limits' });
    expect(response.json()).toEqual({ minKes: 10, maxKes: 150000, simulator: true });
  });

  test('the same Idempotency-Key returns the first answer and starts nothing again', async () => {
    const { client, account } = await loginAs(app, 'user');
    const payload = { type: 'deposit' as const, amount: '700', phone: phoneEnding(0) };
    const headers = { 'idempotency-key': 'deposit-once-1' };
    const first = await startPayment(client, payload, headers);
    const second = await startPayment(client, payload, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    await app.services.payments.idle();
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM payments WHERE user_id = $1`,
      [account.id],
    );
    expect(rows[0]?.n).toBe(1n);
    expect(await kesWallet(client)).toMatchObject({ available: '700.00' });
  });

  test('another user’s payment and an unknown reference are 404', async () => {
    const owner = await loginAs(app, 'user');
    const stranger = await loginAs(app, 'user');
    const { reference } = await startedPayment(owner.client, {
      type: 'deposit',
      amount: '10',
      phone: phoneEnding(0),
    });
    for (const url of [`/api/payments/${reference}`, '/api/payments/NOSUCHREF123']) {
      const response = await stranger.client.request({ url });
      expect(response.statusCode).toBe(404);
    }
    await app.services.payments.idle();
  });

  test('lists own payments and shows each in the history as an mpesa row', async () => {
    const { client } = await loginAs(app, 'user');
    const reference = await depositThroughSimulator(app, client, '250');
    const list = await client.request({ url: '/api/payments' });
    expect(list.json<PaymentList>().map((p) => p.reference)).toEqual([reference]);
    const history = await client.request({ url: '/api/transactions' });
    expect(history.json<TransactionsPage>().items[0]).toMatchObject({
      type: 'deposit',
      method: 'mpesa',
      currency: 'KES',
      amount: '250.00',
      status: 'completed',
    });
  });
});
