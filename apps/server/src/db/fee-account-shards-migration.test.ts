/**
 * Migration 0017 on a database that already has pairs and fee accounts: every existing pair gets
 * its own fee_revenue and excise_payable accounts in both currencies, the currency's unsharded
 * accounts stay (and stay unique: NULLS NOT DISTINCT), and a pair deleted before any fill takes
 * its empty accounts with it. Runs on in-memory PGlite whatever the engine under test: it needs
 * the schema as it was before 0017, which only a database of its own can give.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from './migrate.js';
import { createPgliteDatabase } from './pglite.js';

const before0017 = await mkdtemp(path.join(tmpdir(), 'soko-migrations-'));
for (const name of await readdir(MIGRATIONS_DIR)) {
  if (/^\d{4}_.*\.sql$/.test(name) && name < '0017') {
    await cp(path.join(MIGRATIONS_DIR, name), path.join(before0017, name));
  }
}
const db = await createPgliteDatabase();
afterAll(async () => {
  await db.close();
  await rm(before0017, { recursive: true, force: true });
});

test('existing pairs get their own fee accounts; the unsharded ones stay unique', async () => {
  await runMigrations(db, before0017);
  await db.query(
    `INSERT INTO coins (id, name, symbol, deposit_address) VALUES ('coin_m', 'M', 'MIG', 'mig')`,
  );
  await db.query(
    `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor)
     VALUES ('pair_m', 'MIG', 'KES', 1, 100)`,
  );
  await db.query(
    `INSERT INTO ledger_accounts (id, currency, kind) VALUES ('acc_old', 'KES', 'fee_revenue')`,
  );
  expect(await runMigrations(db)).toContain('0017_fee_account_shards.sql');

  const { rows } = await db.query<{ id: string; currency: string; kind: string; pair: string }>(
    `SELECT id, currency, kind, COALESCE(pair_id, '-') AS pair FROM ledger_accounts
      ORDER BY pair_id NULLS FIRST, currency, kind`,
  );
  expect(rows.map(({ currency, kind, pair }) => `${pair} ${currency} ${kind}`)).toEqual([
    '- KES fee_revenue',
    'pair_m KES excise_payable',
    'pair_m KES fee_revenue',
    'pair_m MIG excise_payable',
    'pair_m MIG fee_revenue',
  ]);
  expect(rows[0]?.id).toBe('acc_old');

  // A second unsharded KES fee_revenue is refused by the key; so is a user-kind pair account.
  await db.query(
    `INSERT INTO ledger_accounts (id, currency, kind) VALUES ('acc_dup', 'KES', 'fee_revenue')
     ON CONFLICT DO NOTHING`,
  );
  await expect(
    db.query(
      `INSERT INTO ledger_accounts (id, currency, kind, pair_id)
       VALUES ('acc_bad', 'KES', 'custody', 'pair_m')`,
    ),
  ).rejects.toThrow(/ledger_accounts_pair_fee_only/);
  const { rows: unsharded } = await db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM ledger_accounts WHERE pair_id IS NULL`,
  );
  expect(unsharded[0]?.n).toBe(1n);

  // A pair removed before any fill (its coin deleted) takes its empty accounts along.
  await db.query(`DELETE FROM trading_pairs WHERE id = 'pair_m'`);
  const { rows: left } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ledger_accounts`);
  expect(left[0]?.n).toBe(1n);
});
