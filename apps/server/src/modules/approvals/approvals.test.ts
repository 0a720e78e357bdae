/**
 * Admin decisions on crypto requests: a deposit approved by two admins at once is credited once;
 * a decided request answers ALREADY_PROCESSED; a rejected withdrawal returns its funds; an
 * approved one sends the net to custody and the fee to revenue, linking its rows. Every decision
 * leaves an audit entry. Users cannot reach these routes; anonymous callers are asked to log in.
 */
import { describe, expect, test } from 'vitest';
import type { TransactionResponse, Wallet, WithdrawalResponse } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  createCoin,
  fundThroughApproval,
  insertPendingDeposit,
} from '../../../test/wallet-funding.js';
import { insertHistoryEntry } from '../transactions/transactions.repository.js';

const { app, db, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');
const secondAdmin = await loginAs(app, 'admin');
const thirdAdmin = await loginAs(app, 'admin');
await createCoin(app, 'BTC');
await createCoin(app, 'ETH');

function decide(client: TestClient, id: string, action: 'approve' | 'reject', payload = {}) {
  return client.request({
    method: 'POST',
    url: `/api/admin/transactions/${id}/${action}`,
    payload,
  });
}

/** BTC and ETH have no KES price here, so four-eyes applies: another admin gives the first. */
async function firstApproval(id: string, by = thirdAdmin.client) {
  const response = await decide(by, id, 'approve');
  expect(response.statusCode, response.body).toBe(202);
}

async function balances(client: TestClient, currency: string) {
  const response = await client.request({ url: '/api/wallets' });
  const wallet = response.json<Wallet[]>().find((w) => w.currency === currency);
  return { available: wallet?.available, held: wallet?.held };
}

async function systemBalance(currency: string, kind: 'custody' | 'fee_revenue' | 'excise_payable') {
  const { rows } = await db.query<{ balance_minor: bigint }>(
    `SELECT balance_minor FROM ledger_accounts WHERE owner_user_id IS NULL AND currency = $1 AND kind = $2`,
    [currency, kind],
  );
  return rows[0]?.balance_minor ?? 0n;
}

/** A user holding `amount` ETH with one pending withdrawal of `gross` (10 % fee). */
async function userWithPendingWithdrawal(amount: string, gross: string) {
  const signedIn = await loginAs(app, 'user');
  await fundThroughApproval(app, admin.client, signedIn.account.id, 'ETH', amount);
  const response = await signedIn.client.request({
    method: 'POST',
    url: '/api/withdrawals/crypto',
    payload: { currency: 'ETH', amount: gross, address: '0xabc' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...signedIn, withdrawal: response.json<WithdrawalResponse>().withdrawal };
}

describe('deposit decisions', () => {
  test('two admins giving the second approval at once: one 200, one ALREADY_PROCESSED, one credit', async () => {
    const { client, account } = await loginAs(app, 'user');
    const deposit = await insertPendingDeposit(app, account.id, 'BTC', '0.5');
    const custodyBefore = await systemBalance('BTC', 'custody');
    await firstApproval(deposit.id);
    const answers = await Promise.all([
      decide(admin.client, deposit.id, 'approve'),
      decide(secondAdmin.client, deposit.id, 'approve'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json()).toEqual({
      error: {
        code: 'ALREADY_PROCESSED',
        message: 'This transaction is already approved.',
        key: 'transactionAlreadyDecided',
        params: { status: 'approved' },
      },
    });
    const winner = answers.find((r) => r.statusCode === 200);
    expect(winner?.json<TransactionResponse>().transaction).toMatchObject({
      id: deposit.id,
      status: 'approved',
      decidedAt: clock.now().toISOString(),
    });
    expect(await balances(client, 'BTC')).toEqual({ available: '0.50000000', held: '0.00000000' });
    expect(await systemBalance('BTC', 'custody')).toBe(custodyBefore - 50_000_000n);
    const { rows } = await db.query(
      `SELECT 1 FROM ledger_transfers WHERE transaction_id = $1 AND code = 'deposit'`,
      [deposit.id],
    );
    expect(rows).toHaveLength(1);
  });

  test('a rejected deposit credits nothing and cannot be approved afterwards', async () => {
    const { client, account } = await loginAs(app, 'user');
    const deposit = await insertPendingDeposit(app, account.id, 'BTC', '2');
    const rejected = await decide(admin.client, deposit.id, 'reject', { reason: ' Blurry proof ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TransactionResponse>().transaction).toMatchObject({
      status: 'rejected',
      rejectReason: 'Blurry proof',
    });
    const approve = await decide(admin.client, deposit.id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({
      error: {
        code: 'ALREADY_PROCESSED',
        message: 'This transaction is already rejected.',
        key: 'transactionAlreadyDecided',
        params: { status: 'rejected' },
      },
    });
    const again = await decide(secondAdmin.client, deposit.id, 'reject');
    expect(again.json()).toMatchObject({ error: { code: 'ALREADY_PROCESSED' } });
    expect(await balances(client, 'BTC')).toEqual({ available: '0.00000000', held: '0.00000000' });
  });

  test('a decision sent again with its Idempotency-Key gets the first answer; nothing moves twice', async () => {
    const { client, account } = await loginAs(app, 'user');
    const deposit = await insertPendingDeposit(app, account.id, 'BTC', '0.25');
    const send = (by: TestClient, key: string, action: 'approve' | 'reject' = 'approve') =>
      by.request({
        method: 'POST',
        url: `/api/admin/transactions/${deposit.id}/${action}`,
        payload: {},
        headers: { 'idempotency-key': key },
      });
    // A first of two approvals, its answer lost and sent again: the same 202, one approval.
    const first = await send(thirdAdmin.client, 'first-approval');
    const firstAgain = await send(thirdAdmin.client, 'first-approval');
    expect(first.statusCode, first.body).toBe(202);
    expect(firstAgain.statusCode).toBe(202);
    expect(firstAgain.headers['idempotent-replayed']).toBe('true');
    expect(firstAgain.json()).toEqual(first.json());

    const settled = await send(admin.client, 'second-approval');
    const settledAgain = await send(admin.client, 'second-approval');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settledAgain.statusCode).toBe(200);
    expect(settledAgain.headers['idempotent-replayed']).toBe('true');
    expect(settledAgain.json()).toEqual(settled.json());
    // The key belongs to that decision: another decision under it is refused, a new key is
    // told the truth.
    expect((await send(admin.client, 'second-approval', 'reject')).json()).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    expect((await send(admin.client, 'another-key')).json()).toMatchObject({
      error: { code: 'ALREADY_PROCESSED' },
    });
    expect(await balances(client, 'BTC')).toEqual({ available: '0.25000000', held: '0.00000000' });
    const { rows } = await db.query(
      `SELECT 1 FROM ledger_transfers WHERE transaction_id = $1 AND code = 'deposit'`,
      [deposit.id],
    );
    expect(rows).toHaveLength(1);
  });

  test('an unknown id is 404; rows that are not crypto requests are refused', async () => {
    expect((await decide(admin.client, 'txn_missing', 'approve')).statusCode).toBe(404);
    const { account } = await loginAs(app, 'user');
    const sale = await db.transaction((tx) =>
      insertHistoryEntry(tx, {
        userId: account.id,
        type: 'sale',
        method: 'trade',
        currency: 'BTC',
        amountMinor: 5n,
        status: 'completed',
        at: clock.now(),
      }),
    );
    const mpesa = await db.transaction((tx) =>
      insertHistoryEntry(tx, {
        userId: account.id,
        type: 'deposit',
        method: 'mpesa',
        currency: 'KES',
        amountMinor: 10_000n,
        status: 'pending',
        at: clock.now(),
      }),
    );
    for (const id of [sale.id, mpesa.id]) {
      const response = await decide(admin.client, id, 'approve');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'CONFLICT', message: expect.stringMatching(/Only crypto deposits/) },
      });
    }
  });
});

describe('withdrawal decisions', () => {
  test('reject: the gross goes back to available, both rows are rejected', async () => {
    const { client, withdrawal } = await userWithPendingWithdrawal('1', '0.4');
    expect(await balances(client, 'ETH')).toEqual({ available: '0.60000000', held: '0.40000000' });
    const response = await decide(admin.client, withdrawal.transactionId, 'reject', {
      reason: 'Address is not an ETH address',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransactionResponse>().transaction).toMatchObject({
      status: 'rejected',
      withdrawalId: withdrawal.id,
      rejectReason: 'Address is not an ETH address',
    });
    expect(await balances(client, 'ETH')).toEqual({ available: '1.00000000', held: '0.00000000' });
    const mine = await client.request({ url: '/api/withdrawals' });
    expect(mine.json()).toMatchObject([{ id: withdrawal.id, status: 'rejected', txHash: null }]);
    const { rows } = await db.query(`SELECT status FROM ledger_holds WHERE withdrawal_id = $1`, [
      withdrawal.id,
    ]);
    expect(rows).toEqual([{ status: 'voided' }]);
  });

  test('approve: held is gone, custody gets the net and revenue the fee, rows linked', async () => {
    const { client, withdrawal } = await userWithPendingWithdrawal('1', '0.4');
    const custodyBefore = await systemBalance('ETH', 'custody');
    const revenueBefore = await systemBalance('ETH', 'fee_revenue');
    const exciseBefore = await systemBalance('ETH', 'excise_payable');
    await firstApproval(withdrawal.transactionId);
    const response = await decide(admin.client, withdrawal.transactionId, 'approve', {
      txHash: '0xfeed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransactionResponse>().transaction).toMatchObject({
      id: withdrawal.transactionId,
      status: 'approved',
      txHash: '0xfeed',
      withdrawalId: withdrawal.id,
      amount: '0.40000000',
      fee: '0.04000000',
    });
    expect(await balances(client, 'ETH')).toEqual({ available: '0.60000000', held: '0.00000000' });
    expect(await systemBalance('ETH', 'custody')).toBe(custodyBefore + 36_000_000n);
    // The 0.04 ETH fee bears 10 % excise (decisions.md 24): 0.004 ETH is owed to the state.
    expect(await systemBalance('ETH', 'fee_revenue')).toBe(revenueBefore + 3_600_000n);
    expect(await systemBalance('ETH', 'excise_payable')).toBe(exciseBefore + 400_000n);
    const mine = await client.request({ url: '/api/withdrawals' });
    expect(mine.json()).toMatchObject([
      {
        id: withdrawal.id,
        transactionId: withdrawal.transactionId,
        status: 'approved',
        txHash: '0xfeed',
        amount: '0.36000000',
      },
    ]);
    const transfers = await db.query<{
      code: string;
      amount_minor: bigint;
      transaction_id: string;
    }>(
      `SELECT code, amount_minor, transaction_id FROM ledger_transfers
       WHERE withdrawal_id = $1 ORDER BY code`,
      [withdrawal.id],
    );
    expect(transfers.rows).toEqual([
      { code: 'excise', amount_minor: 400_000n, transaction_id: withdrawal.transactionId },
      { code: 'fee', amount_minor: 4_000_000n, transaction_id: withdrawal.transactionId },
      {
        code: 'withdrawal_hold',
        amount_minor: 40_000_000n,
        transaction_id: withdrawal.transactionId,
      },
      {
        code: 'withdrawal_settle',
        amount_minor: 36_000_000n,
        transaction_id: withdrawal.transactionId,
      },
    ]);
    const again = await decide(secondAdmin.client, withdrawal.transactionId, 'reject');
    expect(again.json()).toMatchObject({ error: { code: 'ALREADY_PROCESSED' } });
  });

  test('approve and reject at once: exactly one decision, the hold moved once', async () => {
    const { client, withdrawal } = await userWithPendingWithdrawal('1', '0.5');
    await firstApproval(withdrawal.transactionId);
    const answers = await Promise.all([
      decide(admin.client, withdrawal.transactionId, 'approve'),
      decide(secondAdmin.client, withdrawal.transactionId, 'reject'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200);
    const status = winner?.json<TransactionResponse>().transaction.status;
    expect(await balances(client, 'ETH')).toEqual(
      status === 'approved'
        ? { available: '0.50000000', held: '0.00000000' }
        : { available: '1.00000000', held: '0.00000000' },
    );
  });

  test('a blank hash is stored as null', async () => {
    const { client, withdrawal } = await userWithPendingWithdrawal('1', '1');
    await firstApproval(withdrawal.transactionId);
    const response = await decide(admin.client, withdrawal.transactionId, 'approve', {
      txHash: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransactionResponse>().transaction.txHash).toBeNull();
    const mine = await client.request({ url: '/api/withdrawals' });
    expect(mine.json()).toMatchObject([{ status: 'approved', txHash: null }]);
  });
});

describe('audit and access', () => {
  test('each decision is audited with who, what, before, after and the ip', async () => {
    const { account } = await loginAs(app, 'user');
    const deposit = await insertPendingDeposit(app, account.id, 'BTC', '1');
    await decide(admin.client, deposit.id, 'reject', { reason: 'No proof' });
    const { rows } = await db.query(
      `SELECT actor_user_id, action, target_type, before_state, after_state, ip_address
       FROM audit_log WHERE target_id = $1`,
      [deposit.id],
    );
    expect(rows).toEqual([
      {
        actor_user_id: admin.user.id,
        action: 'transaction.reject',
        target_type: 'transaction',
        before_state: { status: 'pending' },
        after_state: { status: 'rejected', reason: 'No proof' },
        ip_address: admin.client.ip,
      },
    ]);
  });

  test('users get 403 and anonymous callers 401 on every admin money route', async () => {
    const { client, account } = await loginAs(app, 'user');
    const deposit = await insertPendingDeposit(app, account.id, 'BTC', '1');
    const routes = [
      { method: 'GET' as const, url: '/api/admin/transactions' },
      { method: 'GET' as const, url: '/api/admin/withdrawals' },
      { method: 'GET' as const, url: '/api/admin/stats' },
      { method: 'POST' as const, url: `/api/admin/transactions/${deposit.id}/approve` },
      { method: 'POST' as const, url: `/api/admin/transactions/${deposit.id}/reject` },
    ];
    for (const route of routes) {
      const asUser = await client.request({
        ...route,
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect(asUser.statusCode, route.url).toBe(403);
      const anonymous = await new TestClient(app).request({ ...route });
      expect(anonymous.statusCode, route.url).toBe(401);
    }
    const { rows } = await db.query(`SELECT status FROM transactions WHERE id = $1`, [deposit.id]);
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
