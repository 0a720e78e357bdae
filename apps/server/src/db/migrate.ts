import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.js';

/** Migrations live beside this file in source and are copied beside the bundle in dist. */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

// Any constant works; it only has to be the same for every instance running migrations.
const MIGRATION_LOCK_KEY = 7_343_201;

/**
 * Applies the forward-only SQL migrations not yet applied, each in its own transaction. An
 * advisory lock keeps two instances starting at once from applying the same file twice.
 */
export async function runMigrations(db: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(directory)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    // A migration may rightly take longer than an application statement may (an index on a big
    // table), and so may waiting for another instance's: no session limits in this transaction.
    await tx.exec(
      'SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0',
    );
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.name));
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = readFileSync(path.join(directory, file), 'utf8');
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}
