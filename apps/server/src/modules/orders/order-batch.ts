import type { CreateOrderRequest } from '@soko/shared';
import type { Database, Tx } from '../../db/database.js';
import { oppositeSide } from '../../domain/matching/order-matching.js';
import { parseOrderNumbers } from '../../domain/matching/order-request.js';
import {
  findPairIdBySymbols,
  findPairIdOfOrder,
  lockBatchPartiesStatement,
  type CrossingReach,
} from './order-batch.repository.js';
import { createPairBatcher } from './pair-batcher.js';

/** What one request may move money for (see lockBatchPartiesStatement). */
interface OrderBatchHint {
  userId: string;
  orderId?: string;
  crossing?: CrossingReach;
}

/**
 * A batch's locks, before any of its requests runs (lockBatchPartiesStatement). They are
 * deferred (Tx.defer): they leave in the same message as the first request's first statement,
 * in front of it, so they cost the batch no round trip of their own. `onGone` hears when the
 * pair was gone (nothing locked).
 */
function lockOrderBatch(tx: Tx, pairId: string, hints: OrderBatchHint[], onGone: () => void) {
  // Each request then locks its orders and holds (only ever locked under their pair's lock)
  // and finds its accounts already held. A pair gone since its id was looked up locks nothing
  // here; its requests answer for themselves.
  const statement = lockBatchPartiesStatement(pairId, {
    userIds: hints.map((h) => h.userId),
    orderIds: hints.flatMap((h) => (h.orderId ? [h.orderId] : [])),
    crossing: hints.flatMap((h) => (h.crossing ? [h.crossing] : [])),
  });
  tx.defer([statement], (result) => {
    if ((result.rows[0] as { locked?: boolean } | undefined)?.locked !== true) onGone();
  });
}

/** A bounded map: pairs of orders never change, so entries never go stale; only memory counts. */
function boundedCache(limit: number) {
  const entries = new Map<string, string>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: string) {
      if (entries.size >= limit) entries.clear();
      entries.set(key, value);
    },
    clear: () => entries.clear(),
  };
}

/**
 * Routes each place, take and cancel to its pair's group commit. A request whose pair cannot
 * be found (an unknown order or pair) runs in a transaction of its own, exactly as before, and
 * answers its NOT_FOUND there.
 */
export function createOrderBatching(db: Database) {
  const pairIds = boundedCache(100_000);
  const batcher = createPairBatcher<OrderBatchHint>(db, {
    // A pair deleted since (a coin's removal) must not keep its symbols pointing at it.
    lockBatch: (tx, pairId, hints) => lockOrderBatch(tx, pairId, hints, pairIds.clear),
  });

  async function cached(key: string, find: () => Promise<string | undefined>) {
    const known = pairIds.get(key);
    if (known) return known;
    const found = await find();
    if (found) pairIds.set(key, found);
    return found;
  }

  function submit<T>(
    pairId: string | undefined,
    hint: OrderBatchHint,
    run: (tx: Tx) => Promise<T>,
  ) {
    return pairId ? batcher.submit(pairId, { hint, run }) : db.transaction(run);
  }

  return {
    stats: batcher.stats,
    async place<T>(userId: string, request: CreateOrderRequest, run: (tx: Tx) => Promise<T>) {
      const symbols = `${request.base}/${request.quote}`;
      const pairId = await cached(symbols, () =>
        findPairIdBySymbols(db, request.base, request.quote),
      );
      const numbers = parseOrderNumbers(request, request.quote);
      const crossing = numbers.ok
        ? { restingSide: oppositeSide(request.side), limitMinor: numbers.priceMinor }
        : undefined;
      return submit(pairId, { userId, crossing }, run);
    },
    async take<T>(userId: string, orderId: string, run: (tx: Tx) => Promise<T>) {
      const pairId = await cached(orderId, () => findPairIdOfOrder(db, orderId));
      return submit(pairId, { userId, orderId }, run);
    },
    async cancel<T>(userId: string, orderId: string, run: (tx: Tx) => Promise<T>) {
      const pairId = await cached(orderId, () => findPairIdOfOrder(db, orderId));
      return submit(pairId, { userId }, run);
    },
  };
}
