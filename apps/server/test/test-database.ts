import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { createPgliteDatabase } from '../src/db/pglite.js';
import { createPostgresDatabase } from '../src/db/postgres.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (CI sets it), dropped afterwards.
 */
export const serverDatabaseUrl = process.env.DATABASE_URL || undefined;

export async function createTestDatabase(): Promise<Database> {
  if (!serverDatabaseUrl) {
    // A copy of the database the global setup migrated; migrations run again and find nothing
    // to do unless a file was added since.
    const templatePath = inject('pgliteTemplatePath');
    const template = templatePath ? new Blob([readFileSync(templatePath)]) : undefined;
    const db = await createPgliteDatabase(undefined, template);
    await runMigrations(db);
    return db;
  }
  const name = `soko_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverDatabaseUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), 20);
  await runMigrations(db);
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
