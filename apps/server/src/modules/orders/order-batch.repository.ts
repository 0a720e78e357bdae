import type { OrderSide } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';

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
 * Every trader whose money a batch of requests on the pair can move: the requesters, the
 * owners of the orders taken, and the owners of every resting order a new order's limit
 * crosses (a superset of the prefix it will fill; orders a batch rests before a later request
 * crosses them belong to its requesters). Read under the pair row's lock, so the book holds
 * still until the batch commits.
 */
export async function findBatchParties(
  tx: Tx,
  pairId: string,
  wanted: { userIds: string[]; orderIds: string[]; crossing: CrossingReach[] },
) {
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM unnest($2::text[]) AS r(user_id)
     UNION
     SELECT user_id FROM orders WHERE id = ANY($3::text[]) AND pair_id = $1
     UNION
     SELECT o.user_id FROM orders o
       JOIN unnest($4::text[], $5::bigint[]) AS c(side, limit_minor) ON o.side = c.side
     WHERE o.pair_id = $1 AND o.status IN ('open', 'partially_filled')
       AND CASE WHEN c.side = 'sell' THEN o.price_minor <= c.limit_minor
                ELSE o.price_minor >= c.limit_minor END`,
    [
      pairId,
      wanted.userIds,
      wanted.orderIds,
      wanted.crossing.map((c) => c.restingSide),
      wanted.crossing.map((c) => c.limitMinor),
    ],
  );
  return rows.map((row) => row.user_id);
}
