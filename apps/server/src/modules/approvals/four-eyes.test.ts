/**
 * Four-eyes on crypto approvals (decisions.md 19): at or above fourEyesThresholdKes (a coin at
 * its KES pair's last trade price; a coin with no price always) the first admin gets 202 and the
 * request stays pending, the same admin again FOUR_EYES_REQUIRED, another admin settles it. An
 * admin never decides their own request (SELF_APPROVAL); a rejection needs one admin. The
 * queue shows the approvals given so far, and a suspended owner's withdrawal needs their
 * username typed to approve. The ledger invariants run after each test (buildTestApp).
 */
import { describe, expect, test } from 'vitest';
import type {
  AdminTransactionsPage,
  AdminWithdrawalsPage,
  TransactionResponse,
  WithdrawalResponse,
} from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { ensurePair, fundedTrader, placeOrder, takeOrder } from '../../../test/trading.js';
import { createCoin, fundDirectly, insertPendingDeposit } from '../../../test/wallet-funding.js';

const { app, db } = await buildTestApp();
const first = await loginAs(app, 'admin');
const second = await loginAs(app, 'admin');
await createCoin(app, 'NOP'); // never traded: no KES price

// HRC trades once at 1,000.00 KES: its last price.
await ensurePair(app, 'HRC', 'KES');
const seller = await fundedTrader(app, { HRC: '1' });
const buyer = await fundedTrader(app, { KES: '2000' });
const resting = await placeOrder(seller.client, {
  side: 'sell',
  base: 'HRC',
  quote: 'KES',
  amount: '1',
  price: '1000',
});
await takeOrder(buyer.client, resting.order.id, '1');
await first.client.request({
  method: 'PUT',
  url: '/api/admin/settings',
  payload: { fourEyesThresholdKes: '2000' },
});

function approve(client: TestClient, id: string, payload: object = {}) {
  return client.request({ method: 'POST', url: `/api/admin/transactions/${id}/approve`, payload });
}
function reject(client: TestClient, id: string) {
  return client.request({
    method: 'POST',
    url: `/api/admin/transactions/${id}/reject`,
    payload: {},
  });
}
const codeOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string } }>().error.code;

async function depositOf(currency: string, amount: string) {
  const { account } = await loginAs(app, 'user');
  return insertPendingDeposit(app, account.id, currency, amount);
}

async function credits(transactionId: string) {
  const { rows } = await db.query(
    `SELECT 1 FROM ledger_transfers WHERE transaction_id = $1 AND code = 'deposit'`,
    [transactionId],
  );
  return rows.length;
}

describe('the threshold', () => {
  test('just below it (1.99999999 HRC = 1,999.99999 KES) one admin settles', async () => {
    const deposit = await depositOf('HRC', '1.99999999');
    const response = await approve(first.client, deposit.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransactionResponse>().transaction.status).toBe('approved');
    expect(await credits(deposit.id)).toBe(1);
  });

  test('at it (2 HRC = 2,000.00 KES): 202, the same admin 409, another admin 200', async () => {
    const deposit = await depositOf('HRC', '2');
    const firstAnswer = await approve(first.client, deposit.id);
    expect(firstAnswer.statusCode, firstAnswer.body).toBe(202);
    expect(firstAnswer.json()).toMatchObject({
      transaction: { id: deposit.id, status: 'pending' },
      approvals: 1,
      required: 2,
    });
    expect(await credits(deposit.id)).toBe(0);
    const again = await approve(first.client, deposit.id);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('FOUR_EYES_REQUIRED');
    const settled = await approve(second.client, deposit.id);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<TransactionResponse>().transaction.status).toBe('approved');
    expect(await credits(deposit.id)).toBe(1);
    expect(codeOf(await approve(first.client, deposit.id))).toBe('ALREADY_PROCESSED');
    const audit = await auditRows(db, 'transaction.first_approval', deposit.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: first.user.id,
        before: { status: 'pending', approvals: 0 },
        after: { status: 'pending', approvals: 1, required: 2 },
      }),
    ]);
    const [approved] = await auditRows(db, 'transaction.approve', deposit.id);
    expect(approved?.after).toMatchObject({ approvedBy: [first.user.id, second.user.id] });
  });

  test('a KES value set at exactly the amount: a threshold change applies at once', async () => {
    const deposit = await depositOf('HRC', '0.5'); // 500.00 KES
    await first.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { fourEyesThresholdKes: '500' },
    });
    expect((await approve(first.client, deposit.id)).statusCode).toBe(202);
    await first.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { fourEyesThresholdKes: '2000' },
    });
    // Now below the threshold, but the first admin still cannot give a second approval.
    expect(codeOf(await approve(first.client, deposit.id))).toBe('FOUR_EYES_REQUIRED');
    expect((await approve(second.client, deposit.id)).statusCode).toBe(200);
  });

  test('a coin with no KES price always needs two, however small', async () => {
    const deposit = await depositOf('NOP', '0.00000001');
    expect((await approve(first.client, deposit.id)).statusCode).toBe(202);
    expect((await approve(second.client, deposit.id)).statusCode).toBe(200);
  });
});

describe('self-approval and rejection', () => {
  test("an admin's own request, at any amount, is SELF_APPROVAL to approve or reject", async () => {
    for (const amount of ['0.00000001', '5']) {
      const own = await insertPendingDeposit(app, first.user.id, 'HRC', amount);
      for (const response of [
        await approve(first.client, own.id),
        await reject(first.client, own.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(codeOf(response)).toBe('SELF_APPROVAL');
      }
      expect(await credits(own.id)).toBe(0);
      // Another admin may decide it.
      expect((await reject(second.client, own.id)).statusCode).toBe(200);
    }
  });

  test('a rejection needs one admin, even after a first approval', async () => {
    const deposit = await depositOf('NOP', '3');
    expect((await approve(first.client, deposit.id)).statusCode).toBe(202);
    const rejected = await reject(first.client, deposit.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TransactionResponse>().transaction.status).toBe('rejected');
    expect(await credits(deposit.id)).toBe(0);
  });
});

describe('the queue', () => {
  test('a pending request lists the approvals given so far, with who gave them', async () => {
    const deposit = await depositOf('NOP', '7');
    await approve(first.client, deposit.id);
    const response = await second.client.request({
      url: `/api/admin/transactions?status=pending&q=${deposit.id}`,
    });
    const page = response.json<AdminTransactionsPage>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.approvals).toEqual([
      { adminId: first.user.id, username: first.user.username, at: expect.any(String) as string },
    ]);
    await approve(second.client, deposit.id);
  });

  test("a suspended owner's withdrawal: marked, and approving needs their username", async () => {
    const owner = await loginAs(app, 'user');
    await fundDirectly(app, owner.account.id, 'NOP', '2');
    const created = await owner.client.request({
      method: 'POST',
      url: '/api/withdrawals/crypto',
      payload: { currency: 'NOP', amount: '1', address: 'nop-address' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { withdrawal } = created.json<WithdrawalResponse>();
    const suspended = await first.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${owner.account.id}`,
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const queue = await first.client.request({ url: '/api/admin/withdrawals?status=pending' });
    const row = queue.json<AdminWithdrawalsPage>().items.find((w) => w.id === withdrawal.id);
    expect(row?.user).toMatchObject({ id: owner.account.id, status: 'suspended' });
    for (const payload of [{}, { confirm: 'someone-else' }]) {
      const refused = await approve(first.client, withdrawal.transactionId, payload);
      expect(refused.statusCode).toBe(409);
      expect(codeOf(refused)).toBe('OWNER_SUSPENDED');
    }
    const confirm = { confirm: owner.account.username };
    expect((await approve(first.client, withdrawal.transactionId, confirm)).statusCode).toBe(202);
    expect(codeOf(await approve(second.client, withdrawal.transactionId))).toBe('OWNER_SUSPENDED');
    const settled = await approve(second.client, withdrawal.transactionId, confirm);
    expect(settled.statusCode, settled.body).toBe(200);
    const [audit] = await auditRows(db, 'transaction.approve', withdrawal.transactionId);
    expect(audit?.after).toMatchObject({ status: 'approved', ownerSuspended: true });
  });
});
