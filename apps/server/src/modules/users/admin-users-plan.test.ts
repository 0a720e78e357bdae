/**
 * The admin users page as the repository asks for it: newest accounts first, a page at a time.
 * With a few thousand users it must walk users_created_idx (migration 0024) rather than read and
 * sort the whole table on every page. The plan is taken of the repository's own SQL, on both
 * engines, so dropping the index or changing the query's order fails here.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { explaining } from '../../../test/explaining.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { listUsers } from './admin-users.repository.js';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    INSERT INTO users (id, username, email, password_hash, created_at)
      SELECT 'usr_plan_' || lpad(n::text, 5, '0'), 'plan_user_' || n, 'plan' || n || '@soko.test',
             'x', TIMESTAMPTZ '2026-01-01 00:00:00+00' + n * interval '1 minute'
        FROM generate_series(1, 5000) AS n;
    ANALYZE users;`);
});

afterAll(async () => {
  await db.close();
});

test.each([1, 200])('page %i of the admin users list walks users_created_idx', async (page) => {
  const plans: string[] = [];
  await listUsers(explaining(db, plans), { page, pageSize: 20 });
  expect(plans).toHaveLength(1);
  expect(plans[0]).toMatch(/Index Scan using users_created_idx on users/);
  expect(plans[0]).not.toMatch(/Sort/);
});
