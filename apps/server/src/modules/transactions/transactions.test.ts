/**
 * The user's history: GET /api/transactions (newest first, own rows only, paged with the exact
 * total, filtered by type, status and a search that matches a symbol or an id prefix) and
 * GET /api/transactions/:id (own only; anyone else's answers 404 like a missing id).
 */
import { describe, expect, test } from 'vitest';
import type { TransactionView, TransactionsPage } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin, fundDirectly, insertPendingDeposit } from '../../../test/wallet-funding.js';

const { app, clock } = await buildTestApp();
await createCoin(app, 'BTC');
await createCoin(app, 'ETH');

async function page(client: TestClient, query = '') {
  const response = await client.request({ url: `/api/transactions?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionsPage>();
}

/** A user with 12 rows: 5 BTC approved, 4 ETH approved, 3 ETH pending; one second apart. */
async function userWithHistory() {
  const signedIn = await loginAs(app, 'user');
  const ids: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    clock.advanceMs(1000);
    const row =
      i < 5
        ? await fundDirectly(app, signedIn.account.id, 'BTC', `0.0000000${i + 1}`)
        : i < 9
          ? await fundDirectly(app, signedIn.account.id, 'ETH', `${i}`)
          : await insertPendingDeposit(app, signedIn.account.id, 'ETH', `${i}.5`);
    ids.push(row.id);
  }
  return { ...signedIn, newestFirst: ids.reverse() };
}

describe('GET /api/transactions', () => {
  test('pages newest first with the exact total', async () => {
    const { client, newestFirst } = await userWithHistory();
    const first = await page(client);
    expect(first.total).toBe(12);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(10);
    expect(first.items.map((t) => t.id)).toEqual(newestFirst.slice(0, 10));
    const second = await page(client, 'page=2');
    expect(second.items.map((t) => t.id)).toEqual(newestFirst.slice(10));
    expect(second.total).toBe(12);
    const five = await page(client, 'pageSize=5&page=3');
    expect(five.items.map((t) => t.id)).toEqual(newestFirst.slice(10, 12));
    expect((await page(client, 'page=9')).items).toEqual([]);
  });

  test('filters by type and status, and searches a symbol in any case or an id prefix', async () => {
    const { client, newestFirst } = await userWithHistory();
    expect((await page(client, 'status=pending')).total).toBe(3);
    expect((await page(client, 'type=deposit&status=approved')).total).toBe(9);
    expect((await page(client, 'type=withdrawal')).total).toBe(0);
    const eth = await page(client, 'q=eth');
    expect(eth.total).toBe(7);
    expect(eth.items.every((t) => t.currency === 'ETH')).toBe(true);
    expect((await page(client, 'q=eth&status=pending')).total).toBe(3);
    const target = newestFirst[4] ?? '';
    const byId = await page(client, `q=${target.slice(0, -2).toUpperCase()}`);
    expect(byId.items.map((t) => t.id)).toContain(target);
    expect((await page(client, `q=${target}`)).items.map((t) => t.id)).toEqual([target]);
    // LIKE wildcards are literal characters in a search.
    expect((await page(client, 'q=%25')).total).toBe(0);
    expect((await page(client, 'q=txn%5F')).total).toBe(12);
    expect((await page(client, 'q=t_n')).total).toBe(0);
  });

  test('shows amounts as exact decimals of their currency', async () => {
    const { client } = await userWithHistory();
    const oldest = (await page(client, 'q=BTC&pageSize=50')).items.at(-1);
    expect(oldest).toMatchObject({
      type: 'deposit',
      method: 'crypto',
      currency: 'BTC',
      amount: '0.00000001',
      fee: '0.00000000',
      status: 'approved',
      withdrawalId: null,
      proofUrl: null,
    });
  });

  test('lists only the caller’s rows; another user’s id answers 404', async () => {
    const owner = await userWithHistory();
    const stranger = await loginAs(app, 'user');
    expect((await page(stranger.client)).total).toBe(0);
    const ownId = owner.newestFirst[0] ?? '';
    expect((await page(stranger.client, `q=${ownId}`)).total).toBe(0);
    const theirs = await stranger.client.request({ url: `/api/transactions/${ownId}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const mine = await owner.client.request({ url: `/api/transactions/${ownId}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ transaction: TransactionView }>().transaction.id).toBe(ownId);
    const missing = await owner.client.request({ url: '/api/transactions/txn_nope' });
    expect(missing.statusCode).toBe(404);
  });

  test('rejects bad filters and anonymous callers', async () => {
    const { client } = await loginAs(app, 'user');
    for (const query of ['type=gift', 'status=lost', 'pageSize=51', 'page=0']) {
      const response = await client.request({ url: `/api/transactions?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    const anonymous = new TestClient(app);
    for (const url of [
      '/api/transactions',
      '/api/transactions/txn_x',
      '/api/transactions/export.csv',
    ]) {
      const response = await anonymous.request({ url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
