import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../src/db/migrate.js';
import { createPgliteDatabase } from '../src/db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) every test file clones, or '' on PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/**
 * Runs once per `vitest run`, before any test file. A new PGlite database runs initdb, which
 * costs several seconds of CPU per test file; loading a dump of one already created and migrated
 * costs about a quarter of that. Each file still gets its own fresh in-memory database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'soko-pglite-template-'));
  const db = await createPgliteDatabase(path.join(folder, 'data'));
  await runMigrations(db);
  await db.close();
  const pglite = await PGlite.create(path.join(folder, 'data'));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
