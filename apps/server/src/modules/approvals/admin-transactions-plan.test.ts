/**
 * The admin transactions page as the repository asks for it, on thousands of rows. Without a
 * filter a page must walk transactions_created_idx (migration 0025) rather than sort every row's
 * time; a search must reach the rows through the owners it finds and its other indexes rather
 * than read every row joined to its owner and payment. The plans are taken of the repository's
 * own SQL, on both engines, so dropping an index or going back to one ORed WHERE fails here.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { explaining } from '../../../test/explaining.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { usersNamedBy } from '../search/index.js';
import { countAdminTransactions, listAdminTransactions } from './admin-money.repository.js';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    INSERT INTO users (id, username, email, password_hash, created_at)
      SELECT 'usr_plan_' || lpad(n::text, 4, '0'), 'plan_user_' || n, 'plan' || n || '@soko.test',
             'x', TIMESTAMPTZ '2026-01-01 00:00:00+00'
        FROM generate_series(1, 200) AS n;
    INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status, created_at)
      SELECT 'txn_plan_' || lpad(n::text, 5, '0'), 'usr_plan_' || lpad((1 + n % 200)::text, 4, '0'),
             'deposit', 'mpesa', CASE WHEN n % 2 = 0 THEN 'KES' ELSE 'USDT' END, 100, 'completed',
             TIMESTAMPTZ '2026-01-01 00:00:00+00' + n * interval '1 minute'
        FROM generate_series(1, 6000) AS n;
    ANALYZE users;
    ANALYZE transactions;`);
});

afterAll(async () => {
  await db.close();
});

test.each([1, 200])('page %i of every transaction walks transactions_created_idx', async (page) => {
  const plans: string[] = [];
  await listAdminTransactions(explaining(db, plans), { order: 'newest', page, pageSize: 20 });
  expect(plans).toHaveLength(1);
  expect(plans[0]).toMatch(/Index (Only )?Scan using transactions_created_idx on transactions/);
  expect(plans[0]).not.toMatch(/Seq Scan on transactions/);
});

test('the oldest first walks the same index backward', async () => {
  const plans: string[] = [];
  await listAdminTransactions(explaining(db, plans), { order: 'oldest', page: 3, pageSize: 20 });
  expect(plans[0]).toMatch(/Index (Only )?Scan Backward using transactions_created_idx/);
});

test('a search by a name reads its owner’s rows, not every row', async () => {
  const plans: string[] = [];
  const query = { q: 'plan_user_200', order: 'newest', page: 1, pageSize: 20 } as const;
  const named = await usersNamedBy(db, query.q);
  expect(named).toEqual(['usr_plan_0200']);
  await listAdminTransactions(explaining(db, plans), query, named);
  await countAdminTransactions(explaining(db, plans), query, named);
  expect(plans).toHaveLength(2);
  for (const plan of plans) {
    expect(plan).toMatch(/transactions_user(_type_time)?_idx/);
    expect(plan).not.toMatch(/Seq Scan on transactions/);
  }
});

test('answers what the search means: name, email, symbol, id start, and LIKE signs literal', async () => {
  const ids = async (q: string, extra: { status?: 'pending' | 'completed' } = {}) => {
    const rows = await listAdminTransactions(db, {
      q,
      order: 'newest',
      page: 1,
      pageSize: 100,
      ...extra,
    });
    const total = await countAdminTransactions(db, { q, ...extra });
    return { ids: rows.map((row) => row.id), total };
  };
  // plan_user_200 owns every row whose n % 200 = 199: n = 199, 399, …, 5999.
  const byName = await ids('PLAN_USER_200');
  expect(byName.total).toBe(30);
  expect(byName.ids[0]).toBe('txn_plan_05999');
  expect(byName.ids[29]).toBe('txn_plan_00199');
  // A part of a name finds every owner it is part of: plan_user_17 and plan_user_170 to 179.
  expect((await ids('plan_user_17')).total).toBe(11 * 30);
  expect((await ids('plan200@soko')).total).toBe(30);
  expect((await ids('usdt')).total).toBe(3000);
  expect((await ids('txn_plan_0581')).ids).toEqual(
    Array.from({ length: 10 }, (_, i) => `txn_plan_0581${9 - i}`),
  );
  // "_" is a character here, not LIKE's any-one-character: "plan_user_1_" names nobody.
  expect((await ids('plan_user_1_')).total).toBe(0);
  expect((await ids('plan_user_200', { status: 'pending' })).total).toBe(0);
  expect((await ids('plan_user_200', { status: 'completed' })).total).toBe(30);
});

test('the pending queue reads the pending rows by their index, not a walk of every row', async () => {
  // The newest tenth is pending, as in a live queue, and the queue is read oldest first: the
  // planner, taking the pending rows to be spread in time, expects a walk of the time index to
  // find a page within 200 rows, where it would pass 5,400 first.
  await db.exec(`UPDATE transactions SET status = 'pending' WHERE id > 'txn_plan_05400';
    ANALYZE transactions;`);
  const plans: string[] = [];
  const query = { status: 'pending', order: 'oldest', page: 1, pageSize: 20 } as const;
  await listAdminTransactions(explaining(db, plans), query);
  expect(plans[0]).toMatch(/transactions_status_idx/);
  expect(plans[0]).not.toMatch(/transactions_created_idx/);
  const rows = await listAdminTransactions(db, query);
  expect(rows.map((row) => row.id)).toEqual(
    Array.from({ length: 20 }, (_, i) => `txn_plan_0${5401 + i}`),
  );
  expect(await countAdminTransactions(db, query)).toBe(600);
});
