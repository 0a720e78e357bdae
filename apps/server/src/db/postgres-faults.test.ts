/**
 * The PostgreSQL query layer under faults and limits: every application session carries the
 * configured statement and idle-in-transaction timeouts (and migrations are exempt); a stuck
 * transaction is cut and its locks freed; a connection cut before COMMIT is retried once on a
 * fresh connection, a cut during COMMIT never is.
 *
 * Needs the PostgreSQL server (PGlite has no sessions to cut and no such timeouts): skipped on
 * PGlite, runs in CI's PostgreSQL pass.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createClusterDatabase,
  type ClusterDatabase,
} from '../../test/cluster/cluster-instances.js';
import { serverDatabaseUrl } from '../../test/test-database.js';
import { loadConfig } from '../config.js';
import { isConnectionError, isDatabaseUnavailable } from './connection-errors.js';
import type { Database } from './database.js';
import { runMigrations } from './migrate.js';
import { createPostgresDatabase, type PostgresLimits } from './postgres.js';

describe.skipIf(!serverDatabaseUrl)('PostgreSQL sessions under limits and cuts', () => {
  let database: ClusterDatabase;
  const opened: Database[] = [];

  beforeAll(async () => {
    database = await createClusterDatabase(serverDatabaseUrl ?? '');
    await runMigrations(database.db);
  });

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await database.drop();
  });

  function open(limits: Partial<PostgresLimits> = {}) {
    const db = createPostgresDatabase(database.url, { poolSize: 2, limits });
    opened.push(db);
    return db;
  }

  test("the app's sessions carry the configured timeouts; the defaults are 30 s and 60 s", async () => {
    const config = loadConfig({ DATABASE_URL: database.url });
    const db = open(config.dbLimits);
    const show = async (setting: string) =>
      (await db.query<Record<string, string>>(`SHOW ${setting}`)).rows[0]?.[setting];
    expect(await show('statement_timeout')).toBe('30s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('1min');
    // The same inside a transaction, where the application's money work runs.
    const inside = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ statement_timeout: string }>('SHOW statement_timeout');
      return rows[0]?.statement_timeout;
    });
    expect(inside).toBe('30s');
    expect(config.dbLimits.checkoutTimeoutMs).toBe(5_000);
  });

  test('a statement over the limit is cancelled and counts as unavailable', async () => {
    const db = open({ statementTimeoutMs: 200 });
    const error = await db.query('SELECT pg_sleep(2)').catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test('a transaction left idle is cut and frees its locks, and the process lives on', async () => {
    const db = open({ idleInTransactionTimeoutMs: 300 });
    let attempts = 0;
    const error = await db
      .transaction(async (tx) => {
        attempts += 1;
        await tx.query('SELECT pg_advisory_xact_lock(4242)');
        await new Promise((resolve) => setTimeout(resolve, 800));
        await tx.query('SELECT 1');
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Cut before COMMIT: run once more on a fresh connection, cut again, then given up.
    expect(attempts).toBe(2);
    const other = open();
    const { rows } = await other.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_lock(4242) AS taken',
    );
    expect(rows[0]?.taken).toBe(true);
    // The pool hands out live connections after the cut ones were thrown away.
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  test('a connection cut before COMMIT is retried once and the work lands once', async () => {
    const db = open();
    await db.exec('CREATE TABLE IF NOT EXISTS cut_probe (note text)');
    let attempts = 0;
    await db.transaction(async (tx) => {
      attempts += 1;
      await tx.query(`INSERT INTO cut_probe (note) VALUES ('before')`);
      if (attempts === 1) await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
    });
    expect(attempts).toBe(2);
    const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM cut_probe');
    expect(rows[0]?.n).toBe(1n);
  });

  test('a connection cut during COMMIT is not retried: the caller hears of it', async () => {
    const db = open();
    // A deferred constraint trigger runs at COMMIT: this one ends its own session right there.
    await db.exec(`
      CREATE TABLE commit_probe (note text);
      CREATE FUNCTION cut_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER cut_at_commit AFTER INSERT ON commit_probe
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cut_at_commit();`);
    let attempts = 0;
    const error = await db
      .transaction(async (tx) => {
        attempts += 1;
        await tx.query(`INSERT INTO commit_probe (note) VALUES ('x')`);
      })
      .catch((e: unknown) => e);
    expect(isConnectionError(error)).toBe(true);
    expect(attempts).toBe(1);
  });

  test('migrations are exempt from the statement timeout', async () => {
    const db = open({ statementTimeoutMs: 200 });
    const directory = mkdtempSync(path.join(tmpdir(), 'soko-slow-migration-'));
    try {
      writeFileSync(path.join(directory, '9999_slow.sql'), 'SELECT pg_sleep(0.5);');
      expect(await runMigrations(db, directory)).toEqual(['9999_slow.sql']);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
