/**
 * The ledger's write statement as the server runs it: prepared once per connection, so planned
 * generically, without its arrays' lengths (db/planner-settings.ts). With a trading floor's worth
 * of accounts, it must find the accounts it updates by their primary key, not read every account
 * (at PostgreSQL, each one's lockers too) on every take. Both engines, sessions as the server
 * opens them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { executeByName } from '../../db/pipeline.js';
import { transfersStatement } from './ledger-writes.repository.js';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  // 500 traders with a KES account each, available and held: 1,000 accounts.
  await db.exec(`
    INSERT INTO users (id, username, email, password_hash)
      SELECT 'usr_plan_' || n, 'plan_trader_' || n, 'plan' || n || '@soko.test', 'x'
        FROM generate_series(1, 500) AS n;
    INSERT INTO ledger_accounts (id, owner_user_id, currency, kind)
      SELECT 'acc_plan_' || n || '_' || kind, 'usr_plan_' || n, 'KES', kind
        FROM generate_series(1, 500) AS n, unnest(ARRAY['available', 'held']) AS kind;
    ANALYZE ledger_accounts;`);
});

afterAll(async () => {
  await db.close();
});

test("the ledger's prepared write probes the accounts it updates by their primary key", async () => {
  const transfer = {
    debitAccountId: 'acc_plan_1_available',
    creditAccountId: 'acc_plan_1_held',
    currency: 'KES',
    amountMinor: 100n,
    code: 'order_hold' as const,
    refs: {},
    holdId: undefined,
    debitAfterMinor: -100n,
    creditAfterMinor: 100n,
  };
  const balances = new Map([
    ['acc_plan_1_available', -100n],
    ['acc_plan_1_held', 100n],
  ]);
  const { statement } = transfersStatement([transfer], balances, [], new Date());
  const plan = await db.transaction(async (tx) => {
    // As the server's connections run it after a few executions: the generic plan.
    await tx.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.query(`PREPARE ledger_write_probe AS ${statement.text}`);
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${executeByName('ledger_write_probe', statement)}`,
    );
    await tx.query('DEALLOCATE ledger_write_probe');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toMatch(/Index Scan using ledger_accounts_pkey on ledger_accounts/);
  expect(plan).not.toMatch(/Seq Scan on ledger_accounts/);
});
