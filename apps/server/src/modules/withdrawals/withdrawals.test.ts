/**
 * Crypto withdrawal requests: the fee endpoint, the gross/fee/net split (fee rounded up), the
 * hold of the gross amount, the error codes in their precedence order (each refused request
 * leaves no rows behind), the pending limit, Idempotency-Key retries, and the own-only list.
 * Users are funded the honest way: a pending deposit approved through the admin API.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { Wallet, WithdrawalResponse, WithdrawalView } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs, registerAndLogin } from '../../../test/auth-helpers.js';
import { createCoin, fundThroughApproval } from '../../../test/wallet-funding.js';
import { MAX_PENDING_WITHDRAWALS } from './withdrawals.service.js';

const { app, db } = await buildTestApp();
const admin = await loginAs(app, 'admin');
await createCoin(app, 'BTC');
await createCoin(app, 'OLD', { active: false });
const ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

beforeEach(async () => {
  await db.query(`UPDATE platform_settings SET withdrawal_tax_bps = 1000`);
});

async function fundedUser(amount = '1', currency = 'BTC') {
  const signedIn = await loginAs(app, 'user');
  await fundThroughApproval(app, admin.client, signedIn.account.id, currency, amount);
  return signedIn;
}

function withdraw(client: TestClient, payload: object, headers: Record<string, string> = {}) {
  return client.request({ method: 'POST', url: '/api/withdrawals/crypto', payload, headers });
}

async function wallet(client: TestClient, currency = 'BTC') {
  const response = await client.request({ url: '/api/wallets' });
  return response.json<Wallet[]>().find((w) => w.currency === currency);
}

async function rowsOf(userId: string) {
  const { rows } = await db.query<{ n: bigint }>(
    `SELECT (SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'withdrawal')
          + (SELECT count(*) FROM withdrawals WHERE user_id = $1) AS n`,
    [userId],
  );
  return Number(rows[0]?.n);
}

describe('GET /api/withdrawals/fee', () => {
  test('answers the admin’s withdrawal tax', async () => {
    const { client } = await loginAs(app, 'user');
    await db.query(`UPDATE platform_settings SET withdrawal_tax_bps = 1050`);
    const response = await client.request({ url: '/api/withdrawals/fee' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ withdrawalTaxPercent: 10.5, feeBps: 1050 });
  });
});

describe('POST /api/withdrawals/crypto', () => {
  test('holds the gross, stores gross, fee (rounded up) and net, and links the rows', async () => {
    const { client, account } = await fundedUser('1');
    await db.query(`UPDATE platform_settings SET withdrawal_tax_bps = 1050`);
    const response = await withdraw(client, {
      currency: 'btc',
      amount: '0.00000019',
      address: ADDRESS,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { withdrawal } = response.json<WithdrawalResponse>();
    expect(withdrawal).toMatchObject({
      currency: 'BTC',
      gross: '0.00000019',
      fee: '0.00000002',
      amount: '0.00000017',
      feePercent: 10.5,
      address: ADDRESS,
      status: 'pending',
      txHash: null,
      decidedAt: null,
    });
    expect(await wallet(client)).toMatchObject({ available: '0.99999981', held: '0.00000019' });
    const txn = await client.request({ url: `/api/transactions/${withdrawal.transactionId}` });
    expect(txn.json()).toMatchObject({
      transaction: {
        type: 'withdrawal',
        method: 'crypto',
        amount: '0.00000019',
        fee: '0.00000002',
        status: 'pending',
        withdrawalAddress: ADDRESS,
        withdrawalId: withdrawal.id,
      },
    });
    const { rows } = await db.query(
      `SELECT transaction_id, withdrawal_id, code FROM ledger_transfers WHERE withdrawal_id = $1`,
      [withdrawal.id],
    );
    expect(rows).toEqual([
      {
        transaction_id: withdrawal.transactionId,
        withdrawal_id: withdrawal.id,
        code: 'withdrawal_hold',
      },
    ]);
    expect(await rowsOf(account.id)).toBe(2);
  });

  test('an unverified email is refused before anything else is looked at', async () => {
    const { client, user } = await registerAndLogin(app);
    const response = await withdraw(client, { currency: 'NOPE', amount: '0', address: ADDRESS });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email address before withdrawing.',
        key: 'emailNotVerifiedForWithdrawal',
        params: {},
      },
    });
    expect(await rowsOf(user.id)).toBe(0);
  });

  test.each([
    [{ currency: 'KES', amount: '100', address: ADDRESS }, 'VALIDATION_ERROR', /M-Pesa/],
    [
      { currency: 'NOPE', amount: '1', address: ADDRESS },
      'VALIDATION_ERROR',
      /Coin information not found/,
    ],
    [
      { currency: 'BTC', amount: '0', address: ADDRESS },
      'INVALID_AMOUNT',
      /^Invalid amount: Please enter a valid amount greater than zero\.$/,
    ],
    [
      { currency: 'BTC', amount: '0.000000001', address: ADDRESS },
      'INVALID_AMOUNT',
      /at most 8 decimals/,
    ],
    [
      { currency: 'BTC', amount: '0.00000001', address: ADDRESS },
      'INVALID_AMOUNT',
      /after the 10% withdrawal fee nothing would be left/,
    ],
    [
      { currency: 'BTC', amount: '99999999999999999999', address: ADDRESS },
      'INVALID_AMOUNT',
      /too large/,
    ],
    [{ currency: 'BTC', amount: '-1', address: ADDRESS }, 'VALIDATION_ERROR', /valid amount/],
    [{ currency: 'BTC', amount: '1', address: 'has spaces' }, 'VALIDATION_ERROR', /address/],
    [{ currency: 'BTC', amount: '1' }, 'VALIDATION_ERROR', /./],
    [
      { currency: 'BTC', amount: '1.1', address: ADDRESS },
      'INSUFFICIENT_BALANCE',
      /^Insufficient balance\. You can withdraw at most 1\.0000 BTC\.$/,
    ],
  ])('%j → %s', async (payload, code, message) => {
    const { client, account } = await fundedUser('1');
    const response = await withdraw(client, payload);
    expect(response.json()).toMatchObject({ error: { code } });
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    expect(response.statusCode).toBe(code === 'INSUFFICIENT_BALANCE' ? 409 : 400);
    // A refused request writes nothing: no transaction, no withdrawal, no hold.
    expect(await rowsOf(account.id)).toBe(0);
    expect(await wallet(client)).toMatchObject({ available: '1.00000000', held: '0.00000000' });
  });

  test('an inactive coin can still be withdrawn by its holders', async () => {
    const { client } = await fundedUser('2', 'OLD');
    const response = await withdraw(client, { currency: 'OLD', amount: '2', address: ADDRESS });
    expect(response.statusCode, response.body).toBe(201);
    expect(await wallet(client, 'OLD')).toMatchObject({
      available: '0.00000000',
      held: '2.00000000',
    });
  });

  test(`at most ${MAX_PENDING_WITHDRAWALS} pending withdrawals per user`, async () => {
    const { client } = await fundedUser('1');
    for (let i = 0; i < MAX_PENDING_WITHDRAWALS; i += 1) {
      const ok = await withdraw(client, { currency: 'BTC', amount: '0.01', address: ADDRESS });
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const refused = await withdraw(client, { currency: 'BTC', amount: '0.01', address: ADDRESS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(await wallet(client)).toMatchObject({ available: '0.80000000', held: '0.20000000' });
  });

  test('the same Idempotency-Key returns the first withdrawal and holds once', async () => {
    const { client, account } = await fundedUser('1');
    const payload = { currency: 'BTC', amount: '0.3', address: ADDRESS };
    const key = { 'idempotency-key': 'wd-retry-1' };
    const [first, second] = await Promise.all([
      withdraw(client, payload, key),
      withdraw(client, payload, key),
    ]);
    const third = await withdraw(client, payload, key);
    for (const response of [first, second, third])
      expect(response.statusCode, response.body).toBe(201);
    const id = first?.json<WithdrawalResponse>().withdrawal.id;
    expect(second?.json<WithdrawalResponse>().withdrawal.id).toBe(id);
    expect(third.json<WithdrawalResponse>().withdrawal.id).toBe(id);
    expect(await rowsOf(account.id)).toBe(2);
    expect(await wallet(client)).toMatchObject({ available: '0.70000000', held: '0.30000000' });
    const reused = await withdraw(client, { ...payload, amount: '0.4' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    const bad = await withdraw(client, payload, { 'idempotency-key': 'no spaces allowed' });
    expect(bad.statusCode).toBe(400);
  });

  test('a refused request does not use up its Idempotency-Key', async () => {
    const { client, account } = await fundedUser('0.5');
    const key = { 'idempotency-key': 'wd-after-topup' };
    const payload = { currency: 'BTC', amount: '1', address: ADDRESS };
    expect((await withdraw(client, payload, key)).statusCode).toBe(409);
    await fundThroughApproval(app, admin.client, account.id, 'BTC', '0.5');
    expect((await withdraw(client, payload, key)).statusCode).toBe(201);
  });
});

describe('GET /api/withdrawals', () => {
  test('lists the caller’s own withdrawals, newest first', async () => {
    const owner = await fundedUser('1');
    const ids: string[] = [];
    for (const amount of ['0.1', '0.2']) {
      const response = await withdraw(owner.client, { currency: 'BTC', amount, address: ADDRESS });
      ids.unshift(response.json<WithdrawalResponse>().withdrawal.id);
    }
    const list = await owner.client.request({ url: '/api/withdrawals' });
    expect(list.json<WithdrawalView[]>().map((w) => w.id)).toEqual(ids);
    const stranger = await loginAs(app, 'user');
    const theirs = await stranger.client.request({ url: '/api/withdrawals' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });

  test('a rejected withdrawal shows its owner the reason; a pending one has none', async () => {
    const owner = await fundedUser('1');
    const requested: WithdrawalView[] = [];
    for (const amount of ['0.1', '0.2']) {
      const response = await withdraw(owner.client, { currency: 'BTC', amount, address: ADDRESS });
      requested.push(response.json<WithdrawalResponse>().withdrawal);
    }
    const [rejected, pending] = requested;
    if (!rejected || !pending) throw new Error('two withdrawals expected');
    const decision = await admin.client.request({
      method: 'POST',
      url: `/api/admin/transactions/${rejected.transactionId}/reject`,
      payload: { reason: 'Address belongs to a sanctioned service' },
    });
    expect(decision.statusCode, decision.body).toBe(200);
    const list = await owner.client.request({ url: '/api/withdrawals' });
    expect(list.json<WithdrawalView[]>().map((w) => [w.id, w.status, w.rejectReason])).toEqual([
      [pending.id, 'pending', null],
      [rejected.id, 'rejected', 'Address belongs to a sanctioned service'],
    ]);
  });

  test('anonymous callers are refused', async () => {
    const anonymous = new TestClient(app);
    for (const url of ['/api/withdrawals', '/api/withdrawals/fee']) {
      expect((await anonymous.request({ url })).statusCode).toBe(401);
    }
    const post = await withdraw(anonymous, { currency: 'BTC', amount: '1', address: ADDRESS });
    expect(post.statusCode).toBe(401);
  });
});
