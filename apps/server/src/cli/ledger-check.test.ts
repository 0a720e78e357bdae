/**
 * `npm run ledger:check` as an operator runs it: against a data folder, printing a report, and
 * exiting 1 once any invariant is broken. The ledger is tampered with behind the code's back (a
 * balance raised without an entry), the way a bad manual fix in production would.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { createPgliteDatabase } from '../db/pglite.js';
import { runMigrations } from '../db/migrate.js';
import { creditUserFromSystem } from '../modules/ledger/ledger.js';
import { insertHistoryEntry } from '../modules/transactions/transactions.repository.js';
import { insertUser } from '../modules/users/users.repository.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'soko-ledger-check-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function ledgerCheck() {
  // Always the embedded database of dataDir, whatever DATABASE_URL the test run has. The child
  // inherits this process's environment (PATH, HOME) like a shell would give it.
  // eslint-disable-next-line no-restricted-properties
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  try {
    const { stdout } = await run(tsx, ['apps/server/src/cli/ledger-check.ts'], { cwd: root, env });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

test('prints the report, exits 0 on a sound ledger and 1 once a balance is tampered with', async () => {
  const db = await createPgliteDatabase(path.join(dataDir, 'pgdata'));
  await runMigrations(db);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: 'auditor_case',
      email: 'a@example.com',
      passwordHash: 'x',
    });
    const deposit = await insertHistoryEntry(tx, {
      userId: user.id,
      type: 'deposit',
      method: 'crypto',
      currency: 'BTC',
      amountMinor: 5_000n,
      status: 'approved',
      at: new Date(),
    });
    await creditUserFromSystem(tx, {
      userId: user.id,
      currency: 'BTC',
      amountMinor: 5_000n,
      from: 'custody',
      code: 'deposit',
      refs: { transactionId: deposit.id },
      at: new Date(),
    });
  });
  await db.close();

  const sound = await ledgerCheck();
  expect(sound.code).toBe(0);
  expect(sound.stdout).toContain('Ledger: 3 accounts, 1 transfers, 0 holds');
  expect(sound.stdout).toContain('All invariants hold.');

  const tamper = await createPgliteDatabase(path.join(dataDir, 'pgdata'));
  await tamper.query(
    `UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE kind = 'available'`,
  );
  await tamper.close();

  const broken = await ledgerCheck();
  expect(broken.code).toBe(1);
  expect(broken.stdout).toContain('FAIL  every balance equals the sum of its entries');
  expect(broken.stdout).toContain('FAIL  balances of each currency sum to zero');
  expect(broken.stdout).toContain('2 invariant(s) broken.');
  // Two cold tsx starts of the CLI: 7 s alone, 20 s beside the suite on CI's two cores.
}, 180_000);
