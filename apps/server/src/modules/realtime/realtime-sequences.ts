import type { Queryable } from '../../db/database.js';
import { readChannelSequences } from './realtime.repository.js';

interface Waiter {
  resolve: (seq: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads channels' current sequences for subscribe answers, batched: every read asked for in one
 * turn of the event loop goes out as one query. Thousands of browsers joining the same pair after
 * a deploy cost a handful of queries, not thousands.
 */
export function createSequenceReader(db: Queryable) {
  let queued: Map<string, Waiter[]> | undefined;

  async function flush(batch: Map<string, Waiter[]>) {
    try {
      const current = await readChannelSequences(db, [...batch.keys()]);
      for (const [channel, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(current.get(channel) ?? 0);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return {
    read(channel: string): Promise<number> {
      return new Promise((resolve, reject) => {
        if (!queued) {
          const batch = new Map<string, Waiter[]>();
          queued = batch;
          setImmediate(() => {
            queued = undefined;
            void flush(batch);
          });
        }
        const waiters = queued.get(channel) ?? [];
        waiters.push({ resolve, reject });
        queued.set(channel, waiters);
      });
    },
  };
}
