import type { OrderSide } from '@soko/shared';
import type { Queryable, Statement } from '../../db/database.js';

/**
 * SQL of the group commit (pair-batcher.ts): which pair a request belongs to (read before its
 * transaction, to choose its queue) and which traders a batch's requests can move money for.
 */

/** An order's pair. An order never changes pair, so the answer can be cached for good. */
export async function findPairIdOfOrder(q: Queryable, orderId: string) {
  const { rows } = await q.query<{ pair_id: string }>(`SELECT pair_id FROM orders WHERE id = $1`, [
    orderId,
  ]);
  return rows[0]?.pair_id;
}

export async function findPairIdBySymbols(q: Queryable, base: string, quote: string) {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM trading_pairs WHERE base = $1 AND quote = $2`,
    [base, quote],
  );
  return rows[0]?.id;
}

export interface CrossingReach {
  /** The side of the resting orders a new order would fill against. */
  restingSide: OrderSide;
  limitMinor: bigint;
}

/**
 * A batch's locks, in ONE round trip (the function lock_order_batch, migration 0020), in the
 * global lock order: the pair row FOR UPDATE (one writer per pair across instances) with its
 * base coin FOR SHARE, then every account, sorted by id, of every trader whose money the
 * batch's requests can move in the pair's two currencies: the requesters, the owners of the
 * orders taken, and the owners of every resting order a new order's limit crosses (a superset
 * of the prefix it will fill; orders a batch rests before a later request crosses them belong
 * to its requesters). The parties are read under the pair's lock, so the book holds still
 * until the batch commits. Its answer `locked` is false when the pair is gone (nothing locked).
 */
export function lockBatchPartiesStatement(
  pairId: string,
  wanted: { userIds: string[]; orderIds: string[]; crossing: CrossingReach[] },
): Statement {
  return {
    text: `SELECT lock_order_batch($1, $2::text[], $3::text[], $4::text[], $5::bigint[]) AS locked`,
    params: [
      pairId,
      wanted.userIds,
      wanted.orderIds,
      wanted.crossing.map((c) => c.restingSide),
      wanted.crossing.map((c) => c.limitMinor),
    ],
  };
}
