/**
 * The audit log's search on thousands of entries, as the repository asks for it: it must reach
 * the entries through the users it finds and the target indexes (migration 0026 for the exact
 * id), not look up each entry's subject one by one. The plans are taken of the
 * repository's own SQL on both engines, and the answers checked against what the search means.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { explaining } from '../../../test/explaining.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { usersNamedBy } from '../search/index.js';
import { countAuditEntries, listAuditEntries } from './audit-list.repository.js';

let db: Database;

// Entry n (1 to 6,000) is made by admin n % 3 and is about: user n % 200 when n % 3 = 0, the
// transaction n (owned by user n % 200) when n % 3 = 1, a coin otherwise.
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    INSERT INTO users (id, username, email, password_hash, role)
      SELECT 'usr_adm_' || n, 'desk_admin_' || n, 'desk' || n || '@soko.test', 'x', 'admin'
        FROM generate_series(0, 2) AS n;
    INSERT INTO users (id, username, email, password_hash)
      SELECT 'usr_aud_' || lpad(n::text, 3, '0'), 'audit_trader_' || n, 'aud' || n || '@soko.test', 'x'
        FROM generate_series(0, 199) AS n;
    INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status)
      SELECT 'txn_aud_' || lpad(n::text, 4, '0'), 'usr_aud_' || lpad((n % 200)::text, 3, '0'),
             'deposit', 'mpesa', 'KES', 100, 'completed'
        FROM generate_series(1, 6000) AS n WHERE n % 3 = 1;
    INSERT INTO audit_log (id, actor_user_id, action, target_type, target_id, created_at)
      SELECT 'aud_' || lpad(n::text, 4, '0'), 'usr_adm_' || (n % 3),
             CASE n % 3 WHEN 0 THEN 'user.update' WHEN 1 THEN 'transaction.approve' ELSE 'coin.update' END,
             CASE n % 3 WHEN 0 THEN 'user' WHEN 1 THEN 'transaction' ELSE 'coin' END,
             CASE n % 3 WHEN 0 THEN 'usr_aud_' || lpad((n % 200)::text, 3, '0')
                        WHEN 1 THEN 'txn_aud_' || lpad(n::text, 4, '0') ELSE 'coin_x' END,
             TIMESTAMPTZ '2026-01-01 00:00:00+00' + n * interval '1 minute'
        FROM generate_series(1, 6000) AS n;
    ANALYZE users;
    ANALYZE transactions;
    ANALYZE audit_log;`);
});

afterAll(async () => {
  await db.close();
});

const query = (q: string) => ({ q, page: 1, pageSize: 50 });

/** The most times any step of the plans ran. */
function mostLoops(plans: string[]): number {
  return Math.max(
    ...plans.flatMap((plan) => [...plan.matchAll(/loops=(\d+)/g)].map((m) => Number(m[1]))),
  );
}

test.each(['audit_trader_7', 'TXN_AUD_0004'])(
  'a search for %s never looks entries up one by one',
  async (q) => {
    const plans: string[] = [];
    const named = await usersNamedBy(db, q);
    await listAuditEntries(explaining(db, plans, { analyze: true }), query(q), named);
    await countAuditEntries(explaining(db, plans, { analyze: true }), query(q), named);
    expect(plans).toHaveLength(2);
    // Looking up each entry's subject ran a step once per entry (2,000 and more here); finding
    // the users first runs each step at most once per user found or row shown.
    expect(mostLoops(plans)).toBeLessThan(200);
  },
);

test('an exact id is found through the index of the lower-case target id', async () => {
  const plans: string[] = [];
  await countAuditEntries(explaining(db, plans), query('TXN_AUD_0004'), []);
  expect(plans[0]).toMatch(/audit_log_target_lower_idx/);
});

test('finds the actor, the subject (a user or their transaction) and the exact id in any case', async () => {
  const found = async (q: string) => ({
    ids: (await listAuditEntries(db, query(q))).map((row) => row.id),
    total: await countAuditEntries(db, query(q)),
  });
  // User 199 is the subject of the 30 entries n ≡ 199 (mod 200): n ≡ 0 (mod 3) is about them,
  // n ≡ 1 (mod 3) about their transaction; the rest (coins) are not.
  const subject = await found('AUDIT_TRADER_199');
  const expected = Array.from({ length: 30 }, (_, i) => 5999 - 200 * i)
    .filter((n) => n % 3 !== 2)
    .map((n) => `aud_${String(n).padStart(4, '0')}`);
  expect(subject.ids).toEqual(expected);
  expect(subject.total).toBe(expected.length);
  expect((await found('desk2@SOKO')).total).toBe(2000);
  expect((await found('TXN_AUD_0004')).ids).toEqual(['aud_0004']);
  expect((await found('txn_aud_000')).total).toBe(0);
  // "_" is a character, not LIKE's any-one-character: "audit_trader_1_9" names nobody.
  expect((await found('audit_trader_1_9')).total).toBe(0);
});
