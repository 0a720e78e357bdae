/**
 * POST /api/deposits/crypto and GET /api/deposits/window on the real app. The clock is set to a
 * Nairobi wall-clock time before each scenario; coins are inserted per test. Covers the happy
 * path (a pending row, a stored proof, no ledger movement), each rejection in precedence order,
 * the window edges, a duplicate chain hash, the pending cap, and Idempotency-Key retries.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { DepositWindow, TransactionResponse } from '@soko/shared';
import { buildTestApp, TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { png } from '../files/test-uploads.js';
import { MAX_PENDING_CRYPTO_DEPOSITS } from './deposits.service.js';
import {
  createCoin,
  depositRowCounts,
  errorOf,
  postDeposit,
  setNairobiTime,
} from './deposit-test-kit.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-deposits-'));
const test_ = await buildTestApp({ DATA_DIR: dataDir });
const { app } = test_;
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const proof = await png(48, 32);

beforeEach(() => setNairobiTime(test_, '12:00'));

const MISSING = 'Please enter the amount and upload a proof of transaction.';
const INVALID_AMOUNT = 'Please enter a valid amount greater than zero.';

describe('a crypto deposit', () => {
  test('creates one pending row with its proof and moves no money', async () => {
    const { client, user } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const before = await depositRowCounts(test_, user.id);
    const response = await postDeposit(client, {
      currency: coin.toLowerCase(),
      amount: '0.5',
      txHash: '0xABC123',
      proof,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { transaction } = TransactionResponse.parse(response.json());
    expect(transaction).toMatchObject({
      type: 'deposit',
      method: 'crypto',
      currency: coin,
      amount: '0.50000000',
      fee: '0.00000000',
      status: 'pending',
      txHash: '0xABC123',
      proofUrl: `/api/transactions/${transaction.id}/proof`,
      decidedAt: null,
    });
    expect(await depositRowCounts(test_, user.id)).toEqual({
      transactions: before.transactions + 1,
      files: before.files + 1,
      transfers: before.transfers,
    });
    const { rows } = await test_.db.query<{ balance: bigint }>(
      `SELECT COALESCE(SUM(balance_minor), 0)::bigint AS balance FROM ledger_accounts
       WHERE owner_user_id = $1`,
      [user.id],
    );
    expect(rows[0]?.balance).toBe(0n);
  });

  test('the smallest amount (one minor unit) and no hash are fine', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const response = await postDeposit(client, { currency: coin, amount: '0.00000001', proof });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().transaction).toMatchObject({ amount: '0.00000001', txHash: null });
  });

  test('the largest amount (1 000 000 000 coins) is accepted', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const response = await postDeposit(client, { currency: coin, amount: '1000000000', proof });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().transaction.amount).toBe('1000000000.00000000');
  });

  test('anonymous: 401 before the body is read', async () => {
    const coin = await createCoin(test_);
    const response = await postDeposit(new TestClient(app), { currency: coin, amount: '1', proof });
    expect(errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  test('without the CSRF header: 403 and nothing written', async () => {
    const { client, user } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    client.csrfToken = undefined;
    const response = await postDeposit(client, { currency: coin, amount: '1', proof });
    expect(errorOf(response)).toMatchObject({ status: 403, code: 'CSRF_FAILED' });
    expect((await depositRowCounts(test_, user.id)).transactions).toBe(0);
  });
});

describe('rejections, in precedence order, write nothing', () => {
  test.each([
    ['amount missing', { amount: undefined }, 400, 'VALIDATION_ERROR', MISSING],
    ['amount blank', { amount: '  ' }, 400, 'VALIDATION_ERROR', MISSING],
    ['proof missing', { proof: undefined }, 400, 'VALIDATION_ERROR', MISSING],
    [
      'both missing, with a bad currency too',
      { currency: '???', amount: undefined, proof: undefined },
      400,
      'VALIDATION_ERROR',
      MISSING,
    ],
    [
      'currency missing',
      { currency: undefined },
      400,
      'VALIDATION_ERROR',
      'Please choose the coin you deposited.',
    ],
    ['currency malformed', { currency: 'BTC!' }, 400, 'VALIDATION_ERROR', 'Unknown currency'],
    [
      'hash with forbidden characters',
      { txHash: '<script>' },
      400,
      'VALIDATION_ERROR',
      'The transaction hash may hold only letters, digits, : _ and -.',
    ],
    [
      'KES (deposited by M-Pesa)',
      { currency: 'KES' },
      400,
      'VALIDATION_ERROR',
      'KES is deposited by M-Pesa, not with a proof.',
    ],
    [
      'unknown coin, even with a bad amount',
      { currency: 'NOPE', amount: 'abc' },
      404,
      'NOT_FOUND',
      'Coin information not found.',
    ],
    ['amount zero', { amount: '0' }, 400, 'INVALID_AMOUNT', INVALID_AMOUNT],
    ['amount not a number', { amount: '1e5' }, 400, 'INVALID_AMOUNT', INVALID_AMOUNT],
    ['amount negative', { amount: '-1' }, 400, 'INVALID_AMOUNT', INVALID_AMOUNT],
    ['amount with 9 decimals', { amount: '0.000000001' }, 400, 'INVALID_AMOUNT', INVALID_AMOUNT],
    [
      'amount too large',
      { amount: '1000000000.00000001' },
      400,
      'INVALID_AMOUNT',
      'The amount is too large.',
    ],
    [
      'a bad amount outside the window (amount first)',
      { amount: '0', at: '23:00' },
      400,
      'INVALID_AMOUNT',
      INVALID_AMOUNT,
    ],
    [
      'a bad image outside the window (window first)',
      { proof: Buffer.from('not an image'), at: '06:00' },
      422,
      'DEPOSIT_WINDOW_CLOSED',
      'Deposits are only allowed between 7:00 AM - 10:00 PM. Next window: Tue, 10 Mar, 7:00 AM.',
    ],
  ])('%s', async (_name, change, status, code, message) => {
    const { client, user } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const { at, ...form } = { at: undefined as string | undefined, ...change };
    if (at) setNairobiTime(test_, at);
    const response = await postDeposit(client, { currency: coin, amount: '1', proof, ...form });
    expect(errorOf(response)).toEqual({ status, code, message });
    expect(await depositRowCounts(test_, user.id)).toMatchObject({ transactions: 0, files: 0 });
  });

  test('an inactive coin: 409 naming it', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_, { active: false });
    const response = await postDeposit(client, { currency: coin, amount: '1', proof });
    expect(errorOf(response)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: `Test coin ${coin} (${coin}) is not accepting deposits.`,
    });
  });
});

describe('the deposit window (Africa/Nairobi, 07:00 up to 22:00)', () => {
  test.each([
    ['06:59', 422],
    ['07:00', 201],
    ['21:59', 201],
    ['22:00', 422],
  ])('at %s the server answers %i', async (at, status) => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    setNairobiTime(test_, at);
    const response = await postDeposit(client, { currency: coin, amount: '1', proof });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 422) expect(errorOf(response).code).toBe('DEPOSIT_WINDOW_CLOSED');
  });

  test('GET /api/deposits/window while open', async () => {
    const { client } = await loginAs(app, 'user');
    setNairobiTime(test_, '21:59');
    const response = await client.request({ url: '/api/deposits/window' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(DepositWindow.parse(response.json())).toEqual({
      open: true,
      timeZone: 'Africa/Nairobi',
      opens: '07:00',
      closes: '22:00',
      nextOpenAt: null,
      closesAt: '2026-03-10T19:00:00.000Z',
      message: null,
      messageKey: null,
      serverTime: '2026-03-10T18:59:00.000Z',
    });
  });

  test('GET /api/deposits/window while closed: next opening is the next morning', async () => {
    const { client } = await loginAs(app, 'user');
    setNairobiTime(test_, '22:00');
    const response = await client.request({ url: '/api/deposits/window' });
    expect(response.json()).toMatchObject({
      open: false,
      nextOpenAt: '2026-03-11T04:00:00.000Z',
      closesAt: null,
      message:
        'Deposits are only allowed between 7:00 AM - 10:00 PM. Next window: Wed, 11 Mar, 7:00 AM.',
    });
  });

  test('edited hours apply at once, to the window and to the deposit', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    await test_.db.query(
      `UPDATE platform_settings SET deposit_window_opens_min = 540, deposit_window_closes_min = 1440`,
    );
    try {
      setNairobiTime(test_, '08:30');
      const window = await client.request({ url: '/api/deposits/window' });
      expect(window.json()).toMatchObject({
        open: false,
        opens: '09:00',
        closes: '24:00',
        message:
          'Deposits are only allowed between 9:00 AM - 12:00 AM. Next window: Tue, 10 Mar, 9:00 AM.',
      });
      setNairobiTime(test_, '23:30');
      const late = await postDeposit(client, { currency: coin, amount: '1', proof });
      expect(late.statusCode, late.body).toBe(201);
    } finally {
      await test_.db.query(
        `UPDATE platform_settings SET deposit_window_opens_min = 420, deposit_window_closes_min = 1320`,
      );
    }
  });

  test('GET /api/deposits/window needs a signed-in user', async () => {
    const response = await new TestClient(app).request({ url: '/api/deposits/window' });
    expect(response.statusCode).toBe(401);
  });
});

describe('chain hashes', () => {
  test('the same hash for the same coin is refused, in any letter case', async () => {
    const first = await loginAs(app, 'user');
    const second = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const ok = await postDeposit(first.client, {
      currency: coin,
      amount: '1',
      txHash: '0xdead',
      proof,
    });
    expect(ok.statusCode).toBe(201);
    for (const client of [first.client, second.client]) {
      const again = await postDeposit(client, {
        currency: coin,
        amount: '2',
        txHash: '0xDEAD',
        proof,
      });
      expect(errorOf(again)).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: `This transaction hash was already submitted for a ${coin} deposit.`,
      });
    }
    expect(await depositRowCounts(test_, second.user.id)).toMatchObject({ files: 0 });
  });

  test('the same hash for another coin is fine; a rejected claim frees the hash', async () => {
    const { client } = await loginAs(app, 'user');
    const [coinA, coinB] = [await createCoin(test_), await createCoin(test_)];
    const a = await postDeposit(client, { currency: coinA, amount: '1', txHash: 'h-1', proof });
    const b = await postDeposit(client, { currency: coinB, amount: '1', txHash: 'h-1', proof });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await test_.db.query(`UPDATE transactions SET status = 'rejected' WHERE id = $1`, [
      a.json().transaction.id,
    ]);
    const retry = await postDeposit(client, {
      currency: coinA,
      amount: '1.5',
      txHash: 'h-1',
      proof,
    });
    expect(retry.statusCode, retry.body).toBe(201);
  });
});

test(`at most ${MAX_PENDING_CRYPTO_DEPOSITS} pending deposits per user`, async () => {
  const { client, user } = await loginAs(app, 'user');
  const coin = await createCoin(test_);
  for (let i = 0; i < MAX_PENDING_CRYPTO_DEPOSITS; i += 1) {
    const response = await postDeposit(client, { currency: coin, amount: '1', proof });
    expect(response.statusCode).toBe(201);
  }
  const over = await postDeposit(client, { currency: coin, amount: '1', proof });
  expect(errorOf(over)).toMatchObject({ status: 409, code: 'CONFLICT' });
  expect(errorOf(over).message).toMatch(/already have 20 deposits waiting for review/);
  expect(await depositRowCounts(test_, user.id)).toMatchObject({
    transactions: MAX_PENDING_CRYPTO_DEPOSITS,
    files: MAX_PENDING_CRYPTO_DEPOSITS,
  });
});

describe('Idempotency-Key', () => {
  test('a retry returns the same transaction and writes one row', async () => {
    const { client, user } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const form = { currency: coin, amount: '3', txHash: 'idem-1', proof };
    const headers = { 'idempotency-key': 'deposit-key-1' };
    const first = await postDeposit(client, form, headers);
    const second = await postDeposit(client, form, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await depositRowCounts(test_, user.id)).toMatchObject({ transactions: 1, files: 1 });
  });

  test('a retry after the window closed still gets the first answer', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const form = { currency: coin, amount: '1', proof };
    const headers = { 'idempotency-key': 'deposit-key-late' };
    setNairobiTime(test_, '21:59');
    const first = await postDeposit(client, form, headers);
    setNairobiTime(test_, '22:01');
    const second = await postDeposit(client, form, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
  });

  test('the same key with another amount or another proof is refused', async () => {
    const { client, user } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const headers = { 'idempotency-key': 'deposit-key-2' };
    expect(
      (await postDeposit(client, { currency: coin, amount: '1', proof }, headers)).statusCode,
    ).toBe(201);
    for (const form of [
      { currency: coin, amount: '2', proof },
      { currency: coin, amount: '1', proof: await png(10, 10) },
    ]) {
      const response = await postDeposit(client, form, headers);
      expect(errorOf(response)).toMatchObject({ status: 409, code: 'CONFLICT' });
    }
    expect(await depositRowCounts(test_, user.id)).toMatchObject({ transactions: 1 });
  });

  test('a refused request stores nothing under its key: the corrected retry goes through', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const headers = { 'idempotency-key': 'deposit-key-3' };
    const refused = await postDeposit(client, { currency: coin, amount: '0', proof }, headers);
    expect(refused.statusCode).toBe(400);
    const fixed = await postDeposit(client, { currency: coin, amount: '1', proof }, headers);
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  test('a malformed key is refused', async () => {
    const { client } = await loginAs(app, 'user');
    const coin = await createCoin(test_);
    const response = await postDeposit(
      client,
      { currency: coin, amount: '1', proof },
      { 'idempotency-key': 'spaces are not allowed' },
    );
    expect(errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
