/**
 * Migration 0023 on a ledger that already has entries: each transfer takes its two entries'
 * balances after it, the ledger_entries view then reads exactly the entries the table held, in
 * the same order, and a new transfer is numbered after the old ones. A ledger where a transfer
 * lacks an entry stops the migration rather than losing it. Runs on in-memory PGlite whatever
 * the engine under test: it needs the schema as it was before 0023.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { Database } from './database.js';
import { MIGRATIONS_DIR, runMigrations } from './migrate.js';
import { createPgliteDatabase } from './pglite.js';

const before0023 = await mkdtemp(path.join(tmpdir(), 'soko-migrations-'));
for (const name of await readdir(MIGRATIONS_DIR)) {
  if (/^\d{4}_.*\.sql$/.test(name) && name < '0023') {
    await cp(path.join(MIGRATIONS_DIR, name), path.join(before0023, name));
  }
}
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await rm(before0023, { recursive: true, force: true });
});

/** A database at 0022 with a trader, a custody account and two transfers, entries and all. */
async function oldLedger() {
  const db = await createPgliteDatabase();
  opened.push(db);
  await runMigrations(db, before0023);
  await db.exec(`
    INSERT INTO users (id, username, email, password_hash) VALUES ('usr_m', 'mig', 'm@x.ke', 'x');
    INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status)
      VALUES ('txn_m', 'usr_m', 'deposit', 'mpesa', 'KES', 500, 'completed');
    INSERT INTO ledger_accounts (id, currency, kind, balance_minor) VALUES
      ('acc_custody', 'KES', 'custody', -300);
    INSERT INTO ledger_accounts (id, owner_user_id, currency, kind, balance_minor) VALUES
      ('acc_avail', 'usr_m', 'KES', 'available', 300);
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount_minor,
      code, transaction_id) VALUES
      ('trf_1', 'acc_custody', 'acc_avail', 'KES', 500, 'deposit', 'txn_m'),
      ('trf_2', 'acc_avail', 'acc_custody', 'KES', 200, 'deposit', 'txn_m');
    INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, balance_after_minor) VALUES
      ('trf_1', 'acc_custody', -500, -500), ('trf_1', 'acc_avail', 500, 500),
      ('trf_2', 'acc_avail', -200, 300), ('trf_2', 'acc_custody', 200, -300);
  `);
  return db;
}

async function entries(db: Database) {
  const { rows } = await db.query<{
    transfer_id: string;
    account_id: string;
    amount_minor: bigint;
    balance_after_minor: bigint;
  }>(
    `SELECT transfer_id, account_id, amount_minor, balance_after_minor FROM ledger_entries
     ORDER BY id`,
  );
  return rows.map((r) => [r.transfer_id, r.account_id, r.amount_minor, r.balance_after_minor]);
}

test('the view reads the entries the table held, in their order; new transfers follow', async () => {
  const db = await oldLedger();
  const before = await entries(db);
  expect(await runMigrations(db)).toContain('0023_entries_from_transfers.sql');
  expect(await entries(db)).toEqual(before);

  await db.query(
    `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency,
       amount_minor, code, transaction_id, debit_after_minor, credit_after_minor)
     VALUES ('trf_3', 'acc_custody', 'acc_avail', 'KES', 50, 'deposit', 'txn_m', -350, 350)`,
  );
  expect((await entries(db)).slice(4)).toEqual([
    ['trf_3', 'acc_custody', -50n, -350n],
    ['trf_3', 'acc_avail', 50n, 350n],
  ]);
  // The balances after are part of a transfer now: one without them is refused.
  await expect(
    db.query(
      `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency,
         amount_minor, code, transaction_id)
       VALUES ('trf_4', 'acc_custody', 'acc_avail', 'KES', 50, 'deposit', 'txn_m')`,
    ),
  ).rejects.toMatchObject({ code: '23502' });
});

test('a transfer without its two entries stops the migration, and nothing is dropped', async () => {
  const db = await oldLedger();
  await db.query(`DELETE FROM ledger_entries WHERE transfer_id = 'trf_2' AND amount_minor > 0`);
  await expect(runMigrations(db)).rejects.toThrow(/lacks its debit or credit entry/);
  const { rows } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ledger_entries`);
  expect(rows[0]?.n).toBe(3n);
});
