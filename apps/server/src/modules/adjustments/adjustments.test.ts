/**
 * Balance adjustments (decisions.md 20): always two admins. The proposer's 202 is the first
 * approval, the proposer again is FOUR_EYES_REQUIRED, another admin settles it through the
 * `adjustments` system account, and the trader sees it in their history with the reason. A debit
 * never takes a balance below zero. Every step is audited with before and after.
 */
import { describe, expect, test } from 'vitest';
import type {
  AdjustmentResponse,
  AdjustmentsList,
  ProposedAdjustmentResponse,
  TransactionsPage,
} from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { balanceOf } from '../../../test/trading.js';
import { createCoin, fundDirectly } from '../../../test/wallet-funding.js';

const { app, db } = await buildTestApp();
const proposer = await loginAs(app, 'admin');
const approver = await loginAs(app, 'admin');
await createCoin(app, 'BTC');

function propose(client: TestClient, userId: string, payload: object) {
  return client.request({
    method: 'POST',
    url: `/api/admin/users/${userId}/adjustments`,
    payload,
  });
}
function decide(client: TestClient, id: string, action: 'approve' | 'reject', payload = {}) {
  return client.request({ method: 'POST', url: `/api/admin/adjustments/${id}/${action}`, payload });
}
const codeOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string } }>().error.code;

async function proposed(userId: string, payload: object) {
  const response = await propose(proposer.client, userId, payload);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<ProposedAdjustmentResponse>();
}

async function adjustmentTransfers(userId: string) {
  const { rows } = await db.query<{ amount_minor: bigint; kind: string }>(
    `SELECT t.amount_minor, d.kind FROM ledger_transfers t
     JOIN ledger_accounts d ON d.id = t.debit_account_id
     JOIN transactions x ON x.id = t.transaction_id
     WHERE t.code = 'adjustment' AND x.user_id = $1`,
    [userId],
  );
  return rows;
}

describe('a credit', () => {
  test('202 with 1 of 2, the proposer cannot approve, another admin settles it', async () => {
    const trader = await loginAs(app, 'user');
    const answer = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '250.50',
      reason: 'M-Pesa reversal of QK12AB34CD',
      reasonCode: 'mpesa_reversal',
    });
    expect(answer).toMatchObject({
      approvals: 1,
      required: 2,
      adjustment: {
        user: { id: trader.account.id, username: trader.account.username, status: 'active' },
        currency: 'KES',
        amount: '250.50',
        reasonCode: 'mpesa_reversal',
        status: 'pending',
        proposedBy: { id: proposer.user.id },
        approvals: [{ adminId: proposer.user.id }],
        transactionId: null,
      },
    });
    const id = answer.adjustment.id;
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '0.00' });

    const own = await decide(proposer.client, id, 'approve');
    expect(own.statusCode).toBe(409);
    expect(codeOf(own)).toBe('FOUR_EYES_REQUIRED');

    const settled = await decide(approver.client, id, 'approve');
    expect(settled.statusCode, settled.body).toBe(200);
    const { adjustment } = settled.json<AdjustmentResponse>();
    expect(adjustment).toMatchObject({
      status: 'settled',
      decidedBy: { id: approver.user.id },
      approvals: [{ adminId: proposer.user.id }, { adminId: approver.user.id }],
    });
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '250.50' });
    expect(await adjustmentTransfers(trader.account.id)).toEqual([
      { amount_minor: 25_050n, kind: 'adjustments' },
    ]);

    // The trader sees it in their history with the reason.
    const history = await trader.client.request({ url: '/api/transactions' });
    expect(history.json<TransactionsPage>().items).toEqual([
      expect.objectContaining({
        id: adjustment.transactionId,
        type: 'deposit',
        method: 'adjustment',
        currency: 'KES',
        amount: '250.50',
        status: 'completed',
        description: 'Balance adjustment (M-Pesa reversal): M-Pesa reversal of QK12AB34CD',
      }),
    ]);
    expect(codeOf(await decide(approver.client, id, 'approve'))).toBe('ALREADY_PROCESSED');

    const audit = async (action: string) => (await auditRows(db, action, id)).map((r) => r.after);
    expect(await audit('adjustment.propose')).toEqual([
      expect.objectContaining({ status: 'pending', amountMinor: '25050', approvals: 1 }),
    ]);
    expect(await audit('adjustment.approve')).toEqual([
      { status: 'settled', approvedBy: [proposer.user.id, approver.user.id] },
    ]);
    const [settle] = await auditRows(db, 'adjustment.settle', id);
    expect(settle).toMatchObject({
      actorUserId: approver.user.id,
      before: { status: 'pending', balance: '0.00' },
      after: { status: 'settled', balance: '250.50' },
    });
  });

  test('reason as an object {code, text}; a plain string reason is "other"', async () => {
    const trader = await loginAs(app, 'user');
    const coded = await proposed(trader.account.id, {
      currency: 'BTC',
      amount: '0.00000001',
      reason: { code: 'dispute', text: 'Dispute 42 resolved for the buyer' },
    });
    expect(coded.adjustment).toMatchObject({ reasonCode: 'dispute', amount: '0.00000001' });
    const plain = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '1',
      reason: 'Goodwill',
    });
    expect(plain.adjustment.reasonCode).toBe('other');
    await decide(approver.client, coded.adjustment.id, 'approve');
    expect(await balanceOf(trader.client, 'BTC')).toMatchObject({ available: '0.00000001' });
    await decide(approver.client, plain.adjustment.id, 'reject');
  });
});

describe('a debit', () => {
  test('takes from the available balance into the adjustments account', async () => {
    const trader = await loginAs(app, 'user');
    await fundDirectly(app, trader.account.id, 'KES', '1000');
    const { adjustment } = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '-400',
      reason: 'Double credit of one M-Pesa payment',
      reasonCode: 'correction',
    });
    expect(adjustment.amount).toBe('-400.00');
    expect((await decide(approver.client, adjustment.id, 'approve')).statusCode).toBe(200);
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '600.00' });
    const history = await trader.client.request({ url: '/api/transactions?type=withdrawal' });
    expect(history.json<TransactionsPage>().items[0]).toMatchObject({
      method: 'adjustment',
      amount: '400.00',
      description: 'Balance adjustment (Correction): Double credit of one M-Pesa payment',
    });
  });

  test('never below zero: INSUFFICIENT_BALANCE, nothing moves, it stays pending', async () => {
    const trader = await loginAs(app, 'user');
    await fundDirectly(app, trader.account.id, 'KES', '100');
    const { adjustment } = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '-100.01',
      reason: 'Too much',
    });
    const refused = await decide(approver.client, adjustment.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '100.00' });
    expect(await adjustmentTransfers(trader.account.id)).toEqual([]);
    const list = await approver.client.request({
      url: `/api/admin/adjustments?userId=${trader.account.id}`,
    });
    expect(list.json<AdjustmentsList>().items).toEqual([
      expect.objectContaining({
        id: adjustment.id,
        status: 'pending',
        approvals: [expect.anything()],
      }),
    ]);
    // Exactly the balance is allowed once a smaller debit is proposed.
    const exact = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '-100',
      reason: 'All',
    });
    expect((await decide(approver.client, exact.adjustment.id, 'approve')).statusCode).toBe(200);
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '0.00' });
    const rejected = await decide(proposer.client, adjustment.id, 'reject', { reason: 'Wrong' });
    expect(rejected.json<AdjustmentResponse>().adjustment).toMatchObject({
      status: 'rejected',
      rejectReason: 'Wrong',
    });
    const [audit] = await auditRows(db, 'adjustment.reject', adjustment.id);
    expect(audit).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
  });
});

describe('a proposal sent again', () => {
  test('with the same Idempotency-Key is one proposal; another key or body is another', async () => {
    const trader = await loginAs(app, 'user');
    const payload = { currency: 'KES', amount: '75', reason: 'Reversed M-Pesa payment QK1' };
    const send = (body: object, key: string) =>
      proposer.client.request({
        method: 'POST',
        url: `/api/admin/users/${trader.account.id}/adjustments`,
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const first = await send(payload, 'propose-1');
    const again = await send(payload, 'propose-1');
    expect(first.statusCode, first.body).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await send({ ...payload, amount: '76' }, 'propose-1');
    expect(codeOf(changed)).toBe('CONFLICT');
    expect((await send(payload, 'propose-2')).statusCode).toBe(202);
    const list = await proposer.client.request({
      method: 'GET',
      url: `/api/admin/adjustments?status=pending&userId=${trader.account.id}`,
    });
    expect(list.json<AdjustmentsList>().items).toHaveLength(2);
  });

  test('a decision sent again with its Idempotency-Key gets the first answer; the money moves once', async () => {
    const trader = await loginAs(app, 'user');
    const send = (id: string, action: 'approve' | 'reject', key: string, payload = {}) =>
      approver.client.request({
        method: 'POST',
        url: `/api/admin/adjustments/${id}/${action}`,
        payload,
        headers: { 'idempotency-key': key },
      });
    const credit = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '40',
      reason: 'Reversed M-Pesa payment QK2',
    });
    const approved = await send(credit.adjustment.id, 'approve', 'approve-1');
    const approvedAgain = await send(credit.adjustment.id, 'approve', 'approve-1');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approvedAgain.statusCode).toBe(200);
    expect(approvedAgain.headers['idempotent-replayed']).toBe('true');
    expect(approvedAgain.json()).toEqual(approved.json());
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '40.00' });
    expect(await adjustmentTransfers(trader.account.id)).toHaveLength(1);
    // Without the key, the same approval is told it was already processed.
    expect(codeOf(await decide(approver.client, credit.adjustment.id, 'approve'))).toBe(
      'ALREADY_PROCESSED',
    );

    const debit = await proposed(trader.account.id, {
      currency: 'KES',
      amount: '-10',
      reason: 'Duplicate credit',
    });
    const reason = { reason: 'Not a duplicate' };
    const rejected = await send(debit.adjustment.id, 'reject', 'reject-1', reason);
    const rejectedAgain = await send(debit.adjustment.id, 'reject', 'reject-1', reason);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejectedAgain.headers['idempotent-replayed']).toBe('true');
    expect(rejectedAgain.json()).toEqual(rejected.json());
    // The key belongs to that rejection: approving under it is refused, and nothing moves.
    expect(codeOf(await send(debit.adjustment.id, 'approve', 'reject-1'))).toBe('CONFLICT');
    expect(await balanceOf(trader.client, 'KES')).toMatchObject({ available: '40.00' });
  });
});

describe('who may', () => {
  test('no admin adjusts their own balance or approves an adjustment of it', async () => {
    const own = await propose(proposer.client, proposer.user.id, {
      currency: 'KES',
      amount: '5',
      reason: 'Me',
    });
    expect(own.statusCode).toBe(403);
    expect(codeOf(own)).toBe('SELF_APPROVAL');
    const forApprover = await proposed(approver.user.id, {
      currency: 'KES',
      amount: '5',
      reason: 'x',
    });
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(approver.client, forApprover.adjustment.id, action);
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('SELF_APPROVAL');
    }
    await decide(proposer.client, forApprover.adjustment.id, 'reject');
  });

  test('traders cannot reach the routes', async () => {
    const trader = await loginAs(app, 'user');
    const response = await propose(trader.client, trader.account.id, {
      currency: 'KES',
      amount: '5',
      reason: 'x',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  test.each([
    [{ currency: 'KES', amount: '0', reason: 'x' }, 'INVALID_AMOUNT'],
    [{ currency: 'KES', amount: '-0.00', reason: 'x' }, 'INVALID_AMOUNT'],
    [{ currency: 'KES', amount: '1.001', reason: 'x' }, 'INVALID_AMOUNT'],
    // More than a BIGINT of minor units reached the insert and answered 500.
    [{ currency: 'KES', amount: '9'.repeat(30), reason: 'x' }, 'INVALID_AMOUNT'],
    [{ currency: 'KES', amount: `-${'9'.repeat(30)}`, reason: 'x' }, 'INVALID_AMOUNT'],
    [{ currency: 'BTC', amount: '1000000000.00000001', reason: 'x' }, 'INVALID_AMOUNT'],
    [{ currency: 'ZZZ', amount: '1', reason: 'x' }, 'VALIDATION_ERROR'],
    [{ currency: 'KES', amount: '1e3', reason: 'x' }, 'VALIDATION_ERROR'],
    [{ currency: 'KES', amount: '1', reason: '   ' }, 'VALIDATION_ERROR'],
    [{ currency: 'KES', amount: '1', reason: 'x', reasonCode: 'gift' }, 'VALIDATION_ERROR'],
    [{ currency: 'KES', amount: '1' }, 'VALIDATION_ERROR'],
  ])('%j → %s, nothing proposed', async (payload, code) => {
    const trader = await loginAs(app, 'user');
    const response = await propose(proposer.client, trader.account.id, payload);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe(code);
    const list = await proposer.client.request({
      url: `/api/admin/adjustments?userId=${trader.account.id}`,
    });
    expect(list.json<AdjustmentsList>().items).toEqual([]);
  });

  test('an unknown user or adjustment is NOT_FOUND', async () => {
    const response = await propose(proposer.client, 'usr_missing', {
      currency: 'KES',
      amount: '1',
      reason: 'x',
    });
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(codeOf(await decide(approver.client, 'adj_missing', 'approve'))).toBe('NOT_FOUND');
  });
});
