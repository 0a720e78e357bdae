/**
 * GET /api/admin/stats on a database of its own, so every figure is exact: user count, requests
 * waiting for an admin, and sums per currency (KES deposits apart, coin deposits and withdrawals
 * per coin), never mixed across currencies. Rejected and pending requests count in no sum.
 */
import { expect, test } from 'vitest';
import type { AdminStats, WithdrawalResponse } from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  approveFully,
  createCoin,
  fundDirectly,
  fundThroughApproval,
  insertPendingDeposit,
} from '../../../test/wallet-funding.js';

const { app } = await buildTestApp();
const admin = await loginAs(app, 'admin');
await createCoin(app, 'BTC');
await createCoin(app, 'ETH');

async function stats() {
  const response = await admin.client.request({ url: '/api/admin/stats' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminStats>();
}

function post(url: string, payload: object = {}) {
  return admin.client.request({ method: 'POST', url, payload });
}

async function withdraw(client: TestClient, currency: string, amount: string) {
  const response = await client.request({
    method: 'POST',
    url: '/api/withdrawals/crypto',
    payload: { currency, amount, address: 'dest-address' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WithdrawalResponse>().withdrawal;
}

test('a platform with only its admin: zeros and empty lists', async () => {
  expect(await stats()).toEqual({
    users: 1,
    pendingDeposits: 0,
    pendingWithdrawals: 0,
    approvedKesDeposits: '0.00',
    approvedCoinDeposits: [],
    approvedWithdrawals: [],
  });
});

test('counts and sums per currency, never mixed', async () => {
  const alice = await loginAs(app, 'user');
  const bob = await loginAs(app, 'user');
  await fundThroughApproval(app, admin.client, alice.account.id, 'BTC', '1.5');
  await fundThroughApproval(app, admin.client, bob.account.id, 'BTC', '0.00000001');
  await fundThroughApproval(app, admin.client, bob.account.id, 'ETH', '0.25');
  // KES arrives by M-Pesa: completed payments count as approved deposits.
  await fundDirectly(app, alice.account.id, 'KES', '2500.75');
  await fundDirectly(app, bob.account.id, 'KES', '0.25');
  await insertPendingDeposit(app, bob.account.id, 'BTC', '9');
  const rejected = await insertPendingDeposit(app, bob.account.id, 'ETH', '9');
  await post(`/api/admin/transactions/${rejected.id}/reject`);

  const sent = await withdraw(alice.client, 'BTC', '1');
  const approved = await approveFully(app, admin.client, sent.transactionId, { txHash: 'h1' });
  expect(approved.statusCode, approved.body).toBe(200);
  const refused = await withdraw(bob.client, 'ETH', '0.2');
  await post(`/api/admin/transactions/${refused.transactionId}/reject`);
  await withdraw(bob.client, 'ETH', '0.05');

  expect(await stats()).toEqual({
    // The two traders, the admin and the second admin that four-eyes approvals need.
    users: 4,
    pendingDeposits: 1,
    pendingWithdrawals: 1,
    approvedKesDeposits: '2501.00',
    approvedCoinDeposits: [
      { currency: 'BTC', amount: '1.50000001' },
      { currency: 'ETH', amount: '0.25000000' },
    ],
    // The net sent out: 1 BTC less the 10 % fee.
    approvedWithdrawals: [{ currency: 'BTC', amount: '0.90000000' }],
  });
});
