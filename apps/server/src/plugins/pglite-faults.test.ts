/**
 * Embedded PGlite whose data folder fails under it (here: its WAL and table files deleted, as a
 * lost volume or an I/O error would leave it): the failed write is answered 503
 * SERVICE_UNAVAILABLE in our shape and logged, and the process carries on. Runs on every pass
 * (it is about PGlite, whatever database the suite uses).
 */
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, test } from 'vitest';
import { registerErrorHandlers } from './error-handler.js';
import { createPgliteDatabase } from '../db/pglite.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'soko-pglite-fault-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('a failed write to the data folder answers 503 and is logged, not a crash', async () => {
  const db = await createPgliteDatabase(dataDir);
  const logs: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandlers(app);
  // CHECKPOINT writes every dirty page and the WAL out to the folder, whatever is cached.
  app.post('/write', async () => {
    await db.transaction((tx) => tx.query('INSERT INTO t VALUES (2)'));
    await db.query('CHECKPOINT');
    return { ok: true };
  });
  try {
    await db.exec('CREATE TABLE t (x int); INSERT INTO t VALUES (1)');
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);

    rmSync(path.join(dataDir, 'pg_wal'), { recursive: true, force: true });
    rmSync(path.join(dataDir, 'base'), { recursive: true, force: true });
    const response = await app.inject({ method: 'POST', url: '/write' });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'database unavailable' }),
    );
    // The embedded engine still answers what needs no file.
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await app.close();
    await db.close().catch(() => undefined);
  }
});
