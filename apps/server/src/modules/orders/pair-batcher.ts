import type { Database, Tx } from '../../db/database.js';
import { runInSavepoint, type SavepointOutcome } from '../../db/savepoint.js';

/**
 * Group commit per pair (issue 18). Every place, take and cancel on a pair goes into that
 * pair's queue in this instance; one worker per pair runs whatever has queued as ONE
 * transaction: it locks the pair row, then every ledger account the batch can touch (one
 * sorted call, `lockBatch`, sent with the first request's first statement), then runs each
 * request's unchanged service code in a SAVEPOINT of its own. A refused request (INSUFFICIENT_BALANCE, SELF_TRADE, …) is rolled back
 * to its savepoint alone, with its rows, idempotency record and realtime messages, and answered
 * with its error; the others commit together. Nobody is answered before the COMMIT, so a 2xx
 * still means committed. The pair row's lock keeps one writer per pair across instances, as it
 * did for single requests; a batch only changes how many requests share one commit.
 *
 * Nothing waits on purpose: a request that finds its pair's worker idle starts a batch of one
 * at once; requests that arrive while a batch runs form the next one (at most MAX_BATCH).
 */
export const MAX_BATCH = 32;

export interface BatchJob<T, Hint> {
  /** What the batch must lock for this request before any request runs (see lockBatch). */
  hint: Hint;
  run: (tx: Tx) => Promise<T>;
}

interface Queued<Hint> extends BatchJob<unknown, Hint> {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface PairBatcherOptions<Hint> {
  /**
   * Locks the pair row, then the accounts every hint may touch, in the global lock order. It
   * may defer its statements (Tx.defer): the first request's first statement carries them.
   */
  lockBatch: (tx: Tx, pairId: string, hints: Hint[]) => void | Promise<void>;
  maxBatch?: number;
}

export function createPairBatcher<Hint>(db: Database, options: PairBatcherOptions<Hint>) {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const queues = new Map<string, Queued<Hint>[]>();
  const stats = { batches: 0, jobs: 0 };

  /**
   * A batch of one is a request alone, as before batching: its own transaction locks the pair,
   * then its accounts; no savepoint and no advance locks are needed when nothing shares them.
   */
  async function runAlone(job: Queued<Hint>) {
    try {
      job.resolve(await db.transaction(job.run));
    } catch (error) {
      job.reject(error);
    }
    stats.batches += 1;
    stats.jobs += 1;
  }

  async function runBatch(pairId: string, batch: Queued<Hint>[]) {
    const [first] = batch;
    if (batch.length === 1 && first) return runAlone(first);
    let outcomes: SavepointOutcome<unknown>[];
    try {
      // A retried attempt (deadlock, cut connection before COMMIT) runs every job again.
      outcomes = await db.transaction(async (tx) => {
        await options.lockBatch(
          tx,
          pairId,
          batch.map((job) => job.hint),
        );
        const results: SavepointOutcome<unknown>[] = [];
        for (const [index, job] of batch.entries()) {
          results.push(await runInSavepoint(tx, `job_${index}`, job.run));
        }
        return results;
      });
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    stats.batches += 1;
    stats.jobs += batch.length;
    for (const [index, job] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome?.ok) job.resolve(outcome.value);
      else job.reject(outcome ? outcome.error : new Error('a batched request lost its outcome'));
    }
  }

  async function drain(pairId: string, queue: Queued<Hint>[]) {
    try {
      while (queue.length > 0) await runBatch(pairId, queue.splice(0, maxBatch));
    } finally {
      queues.delete(pairId);
    }
  }

  return {
    /** Runs `job` in the next batch of `pairId`; settles after that batch's COMMIT. */
    submit<T>(pairId: string, job: BatchJob<T, Hint>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const queued: Queued<Hint> = {
          ...job,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        const queue = queues.get(pairId);
        if (queue) {
          queue.push(queued);
          return;
        }
        const created = [queued];
        queues.set(pairId, created);
        void drain(pairId, created);
      });
    },
    /** Batches committed and the requests in them, since start (tests and the bench read it). */
    stats,
  };
}
