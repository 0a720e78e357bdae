/**
 * Suspension freezes (decisions.md 21): every resting order of a user is cancelled and its hold
 * released, inside the suspension's transaction. The caller holds the user's row FOR UPDATE, and
 * every placement and take share-locks its trader's row first, so no new order of this user can
 * appear meanwhile; an order of theirs that was taken just before waits for nothing here.
 */
import type { Tx } from '../../db/database.js';
import { applyLedger } from '../ledger/index.js';
import { announceOrderChange } from './order-events.js';
import { releaseOperation } from './order-fills.js';
import {
  findPendingOrderHolds,
  lockPairById,
  updateOrderState,
  type OrderRow,
  type PairRow,
} from './orders.repository.js';

async function activeOrderPairIds(tx: Tx, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ pair_id: string }>(
    `SELECT DISTINCT pair_id FROM orders
     WHERE user_id = $1 AND status IN ('open', 'partially_filled') ORDER BY pair_id`,
    [userId],
  );
  return rows.map((row) => row.pair_id);
}

async function lockActiveOrdersOf(tx: Tx, userId: string): Promise<OrderRow[]> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT * FROM orders WHERE user_id = $1 AND status IN ('open', 'partially_filled')
     ORDER BY id FOR UPDATE`,
    [userId],
  );
  return rows;
}

/**
 * Cancels every open or partially filled order of the user; returns how many. Locks in the
 * global order: the pairs (sorted by id; every other writer locks one pair, then its orders),
 * then the orders, then, in one applyLedger call, the holds and accounts. An order filled while
 * this waited for its pair is no longer active when the orders are read under the pair locks.
 */
export async function cancelOrdersOfUser(tx: Tx, userId: string, at: Date): Promise<number> {
  const pairs: PairRow[] = [];
  for (const pairId of await activeOrderPairIds(tx, userId)) {
    const pair = await lockPairById(tx, pairId);
    if (pair) pairs.push(pair);
  }
  const orders = await lockActiveOrdersOf(tx, userId);
  if (orders.length === 0) return 0;
  const holds = await findPendingOrderHolds(
    tx,
    orders.map((o) => o.id),
  );
  const operations = orders.flatMap((order) => {
    const holdId = holds.get(order.id);
    return holdId ? [releaseOperation(order.id, holdId)] : [];
  });
  const applied = await applyLedger(tx, operations, at);
  if (!applied.ok) throw new Error(`releasing the holds of ${userId}'s orders fell short`);
  for (const order of orders) {
    await updateOrderState(tx, order.id, {
      amountMinor: order.amount_minor,
      status: 'cancelled',
      at,
    });
  }
  const tradedPairs = new Set(orders.map((o) => o.pair_id));
  for (const pair of pairs.filter((p) => tradedPairs.has(p.id))) {
    announceOrderChange(tx, pair, { traders: [userId], traded: false });
  }
  return orders.length;
}
