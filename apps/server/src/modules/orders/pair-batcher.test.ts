/**
 * The group commit's queue (pair-batcher.ts) on a fake database that writes down what it is
 * sent: who runs alone, who shares a batch, in what order, the cap on a batch, a refusal rolled
 * back to its own savepoint, a failure of the transaction failing every request of its batch,
 * and no answer before the COMMIT.
 */
import { describe, expect, test } from 'vitest';
import type { Database, QueryResult, Row, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createPairBatcher } from './pair-batcher.js';

function fakeDatabase() {
  const log: string[] = [];
  const query = async (text: string): Promise<QueryResult<Row>> => {
    log.push(text);
    return { rows: [], rowCount: 0 };
  };
  const db = {
    kind: 'pglite',
    query,
    exec: async () => undefined,
    listen: () => Promise.reject(new Error('not here')),
    close: async () => undefined,
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      log.push('BEGIN');
      const tx: Tx = {
        inTransaction: true,
        query: (text) => query(text) as Promise<QueryResult<never>>,
        exec: async () => undefined,
        beforeCommit: () => undefined,
        pipeline: (run) => run(),
        defer: () => undefined,
        sendWithCommit: () => undefined,
      };
      try {
        const value = await fn(tx);
        // Answers must wait for this: a request settled before it would be a 2xx uncommitted.
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push('COMMIT');
        return value;
      } catch (error) {
        log.push('ROLLBACK');
        throw error;
      }
    },
  } as unknown as Database;
  return { db, log };
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };
const settle = (promise: Promise<unknown>, log: string[], name: string): Promise<Settled> =>
  promise.then(
    (value) => {
      log.push(`answer ${name}`);
      return { ok: true, value };
    },
    (error: unknown) => {
      log.push(`error ${name}`);
      return { ok: false, error };
    },
  );

function setup(maxBatch?: number) {
  const { db, log } = fakeDatabase();
  const batcher = createPairBatcher<string>(db, {
    lockBatch: async (tx, pairId, hints) => {
      await tx.query(`lock ${pairId} for ${hints.join(',')}`);
    },
    maxBatch,
  });
  const job = (name: string, outcome: 'ok' | 'refused' | 'deadlock' = 'ok') => ({
    hint: name,
    run: async (tx: Tx) => {
      await tx.query(`run ${name}`);
      if (outcome === 'refused') throw new AppError('INSUFFICIENT_BALANCE', 'no money');
      if (outcome === 'deadlock') throw Object.assign(new Error('deadlock'), { code: '40P01' });
      return name;
    },
  });
  return { batcher, log, job };
}

describe('pair batcher', () => {
  test('an idle pair runs a request at once, alone: no savepoint, no batch locks', async () => {
    const { batcher, log, job } = setup();
    expect(await batcher.submit('p1', job('a'))).toBe('a');
    expect(log).toEqual(['BEGIN', 'run a', 'COMMIT']);
    expect(batcher.stats).toEqual({ batches: 1, jobs: 1 });
  });

  test('requests that arrive while the pair is busy form the next batch, in arrival order', async () => {
    const { batcher, log, job } = setup();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => settle(batcher.submit('p1', job(name)), log, name)),
    );
    expect(results.map((r) => r.ok && r.value)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual([
      'BEGIN',
      'run a',
      'COMMIT',
      'answer a',
      'BEGIN',
      'lock p1 for b,c,d',
      'SAVEPOINT job_0',
      'run b',
      'SAVEPOINT job_1',
      'run c',
      'SAVEPOINT job_2',
      'run d',
      'COMMIT',
      'answer b',
      'answer c',
      'answer d',
    ]);
  });

  test('pairs do not wait for each other', async () => {
    const { batcher, log, job } = setup();
    await Promise.all([batcher.submit('p1', job('a')), batcher.submit('p2', job('b'))]);
    // Both ran before either committed.
    expect(log.slice(0, 4)).toEqual(['BEGIN', 'run a', 'BEGIN', 'run b']);
  });

  test('a batch takes at most maxBatch requests; the rest form the next one', async () => {
    const { batcher, job } = setup(2);
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => batcher.submit('p1', job(n))));
    // a alone, then b c, d e, f (alone, as a batch of one).
    expect(batcher.stats).toEqual({ batches: 4, jobs: 6 });
  });

  test('a refused request is rolled back to its savepoint; the others commit, answered after', async () => {
    const { batcher, log, job } = setup();
    const results = await Promise.all([
      settle(batcher.submit('p1', job('a')), log, 'a'),
      settle(batcher.submit('p1', job('b')), log, 'b'),
      settle(batcher.submit('p1', job('c', 'refused')), log, 'c'),
      settle(batcher.submit('p1', job('d')), log, 'd'),
    ]);
    expect(results.map((r) => (r.ok ? r.value : (r.error as AppError).code))).toEqual([
      'a',
      'b',
      'INSUFFICIENT_BALANCE',
      'd',
    ]);
    const batch = log.slice(log.indexOf('answer a') + 1);
    expect(batch).toEqual([
      'BEGIN',
      'lock p1 for b,c,d',
      'SAVEPOINT job_0',
      'run b',
      'SAVEPOINT job_1',
      'run c',
      'ROLLBACK TO SAVEPOINT job_1',
      'SAVEPOINT job_2',
      'run d',
      'COMMIT',
      'answer b',
      'error c',
      'answer d',
    ]);
  });

  test('a failure that ends the transaction fails every request of the batch, none answered 2xx', async () => {
    const { batcher, log, job } = setup();
    const results = await Promise.all([
      settle(batcher.submit('p1', job('a')), log, 'a'),
      settle(batcher.submit('p1', job('b')), log, 'b'),
      settle(batcher.submit('p1', job('c', 'deadlock')), log, 'c'),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(log.slice(log.indexOf('answer a') + 1)).toEqual([
      'BEGIN',
      'lock p1 for b,c',
      'SAVEPOINT job_0',
      'run b',
      'SAVEPOINT job_1',
      'run c',
      'ROLLBACK',
      'error b',
      'error c',
    ]);
    // The queue goes on: the next request runs.
    expect(await batcher.submit('p1', job('e'))).toBe('e');
  });
});
