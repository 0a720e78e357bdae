/**
 * The admin's money screens: every user's transactions with their owner (filters, search by
 * username, email, symbol or id prefix, paging with the exact total) and every withdrawal by
 * status. The dashboard stats have their own file (admin-stats.test.ts).
 */
import { describe, expect, test } from 'vitest';
import type { AdminTransactionsPage, AdminWithdrawalsPage, WithdrawalResponse } from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { uniqueName } from '../../../test/factories.js';
import {
  createCoin,
  fundDirectly,
  approveFully,
  fundThroughApproval,
  insertPendingDeposit,
} from '../../../test/wallet-funding.js';

const { app, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');
await createCoin(app, 'BTC');
await createCoin(app, 'ETH');

async function get<T>(url: string) {
  const response = await admin.client.request({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function withdraw(client: TestClient, currency: string, amount: string) {
  return client.request({
    method: 'POST',
    url: '/api/withdrawals/crypto',
    payload: { currency, amount, address: 'dest-address' },
  });
}

describe('GET /api/admin/transactions', () => {
  test('lists every user’s rows with the owner, filtered, searched and paged', async () => {
    const tag = uniqueName('Owner');
    const owner = await loginAs(app, 'user', { username: tag });
    const ids: string[] = [];
    for (const amount of ['1', '2', '3']) {
      clock.advanceMs(1000);
      ids.unshift((await insertPendingDeposit(app, owner.account.id, 'BTC', amount)).id);
    }
    clock.advanceMs(1000);
    const approved = await fundThroughApproval(app, admin.client, owner.account.id, 'ETH', '1');
    const page = await get<AdminTransactionsPage>(`/api/admin/transactions?q=${tag.toLowerCase()}`);
    expect(page.total).toBe(4);
    expect(page.items.map((t) => t.id)).toEqual([approved.id, ...ids]);
    expect(page.items[0]).toMatchObject({
      currency: 'ETH',
      status: 'approved',
      user: { id: owner.account.id, username: tag, email: owner.account.email },
    });
    const pending = await get<AdminTransactionsPage>(
      `/api/admin/transactions?q=${owner.account.email.toUpperCase()}&status=pending&type=deposit&pageSize=2&page=2`,
    );
    expect(pending.total).toBe(3);
    expect(pending.items.map((t) => t.id)).toEqual(ids.slice(2));
    const byId = await get<AdminTransactionsPage>(`/api/admin/transactions?q=${ids[1] ?? ''}`);
    expect(byId.items.map((t) => t.id)).toEqual([ids[1]]);
    const bySymbol = await get<AdminTransactionsPage>('/api/admin/transactions?q=eth');
    expect(bySymbol.items.every((t) => t.currency === 'ETH')).toBe(true);
    const bad = await admin.client.request({ url: '/api/admin/transactions?pageSize=101' });
    expect(bad.statusCode).toBe(400);
  });

  test('a queue reads oldest first when asked (first come, first served)', async () => {
    const tag = uniqueName('Queue');
    const owner = await loginAs(app, 'user', { username: tag });
    const ids: string[] = [];
    for (const amount of ['1', '2', '3']) {
      clock.advanceMs(1000);
      ids.push((await insertPendingDeposit(app, owner.account.id, 'BTC', amount)).id);
    }
    const queue = await get<AdminTransactionsPage>(
      `/api/admin/transactions?q=${tag}&status=pending&order=oldest`,
    );
    expect(queue.items.map((t) => t.id)).toEqual(ids);
    const bad = await admin.client.request({ url: '/api/admin/transactions?order=random' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/withdrawals', () => {
  test('lists withdrawals with their owner, newest first, by status', async () => {
    const owner = await loginAs(app, 'user');
    await fundDirectly(app, owner.account.id, 'BTC', '1');
    const first = await withdraw(owner.client, 'BTC', '0.1');
    clock.advanceMs(1000);
    const second = await withdraw(owner.client, 'BTC', '0.2');
    const firstId = first.json<WithdrawalResponse>().withdrawal;
    const secondId = second.json<WithdrawalResponse>().withdrawal;
    const approved = await approveFully(app, admin.client, firstId.transactionId, {
      txHash: 'chainhash1',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const all = await get<AdminWithdrawalsPage>('/api/admin/withdrawals');
    expect(all.items.slice(0, 2).map((w) => w.id)).toEqual([secondId.id, firstId.id]);
    expect(all.items[1]).toMatchObject({
      status: 'approved',
      txHash: 'chainhash1',
      gross: '0.10000000',
      fee: '0.01000000',
      amount: '0.09000000',
      user: { id: owner.account.id, username: owner.account.username },
    });
    const pending = await get<AdminWithdrawalsPage>('/api/admin/withdrawals?status=pending');
    expect(pending.items.map((w) => w.id)).toContain(secondId.id);
    expect(pending.items.every((w) => w.status === 'pending')).toBe(true);
    expect(pending.total).toBe(pending.items.length);
  });
});
