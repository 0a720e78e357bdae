import type { OrderSide, OrderStatus } from '@soko/shared';
import type { Queryable, Statement, Tx } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';
import { newId } from '../../lib/ids.js';

/**
 * SQL of the order book. Every write takes a Tx, and every service path locks in one fixed
 * order: the pair row first (lockPair*), then orders (the one taken or cancelled, or the book
 * as far as a new order reaches: lockCrossingOrders), then, through ONE applyLedger call per
 * request, holds and accounts (each set sorted, in one statement). So two requests on a pair
 * queue on the pair row, requests on different pairs that share traders queue on the first
 * account they share instead of deadlocking, and matching on a pair is serialised across any
 * number of server instances.
 */
export interface PairRow {
  id: string;
  base: string;
  quote: string;
  min_order_size_minor: bigint;
  max_order_size_minor: bigint;
  /** The pair's own flag AND its base coin's: a deactivated coin does not trade. */
  active: boolean;
  maker_fee_bps: number;
  taker_fee_bps: number;
}

export interface OrderRow {
  id: string;
  user_id: string;
  pair_id: string;
  side: OrderSide;
  price_minor: bigint;
  original_amount_minor: bigint;
  amount_minor: bigint;
  status: OrderStatus;
  /** The smallest take (base minor units), null: any (decisions.md 26). */
  min_fill_minor: bigint | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

/** An order with what every view of it needs: its pair's symbols and its owner's name. */
export interface OrderDetailRow extends OrderRow {
  base: string;
  quote: string;
  username: string;
}

/**
 * The pair is locked for update (matching on it is serialised) and its base coin shared-locked,
 * so an admin deleting the coin waits for the order and then sees it (and deactivates instead).
 */
const PAIR_COLUMNS = `p.id, p.base, p.quote, p.min_order_size_minor, p.max_order_size_minor,
  (p.active AND c.active) AS active, p.maker_fee_bps, p.taker_fee_bps`;

export async function lockPairBySymbols(tx: Tx, base: string, quote: string) {
  const { rows } = await tx.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM trading_pairs p JOIN coins c ON c.symbol = p.base
     WHERE p.base = $1 AND p.quote = $2 FOR UPDATE OF p FOR SHARE OF c`,
    [base, quote],
  );
  return rows[0];
}

export async function lockPairById(tx: Tx, pairId: string) {
  const { rows } = await tx.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM trading_pairs p JOIN coins c ON c.symbol = p.base
     WHERE p.id = $1 FOR UPDATE OF p FOR SHARE OF c`,
    [pairId],
  );
  return rows[0];
}

/** Serialises one trader's order placements across pairs, so the open-order cap is exact. */
export async function lockTraderOrders(tx: Tx, userId: string) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`orders:${userId}`]);
}

export async function countActiveOrders(q: Queryable, userId: string) {
  const { rows } = await q.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM orders
     WHERE user_id = $1 AND status IN ('open', 'partially_filled')`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0n);
}

/**
 * Locks an order's pair (as lockPairById), found through the order in the same statement: an
 * order never changes pair, so the unlocked lookup cannot go stale. Undefined: no such order.
 */
export async function lockPairOfOrder(tx: Tx, orderId: string) {
  const { rows } = await tx.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM trading_pairs p JOIN coins c ON c.symbol = p.base
     WHERE p.id = (SELECT pair_id FROM orders WHERE id = $1) FOR UPDATE OF p FOR SHARE OF c`,
    [orderId],
  );
  return rows[0];
}

/**
 * Locks the order; its owner's username comes along for the order's view, and the id of its
 * pending hold (null once it left the book), so a take or cancel need not read it again: every
 * statement is a round trip while the pair is locked. The hold is not locked here (the ledger
 * locks it with its accounts); it cannot change meanwhile, as only writers holding the order's
 * lock touch an order's hold. Two pending holds are impossible, and the subquery refuses them.
 */
export async function lockOrder(tx: Tx, orderId: string) {
  const { rows } = await tx.query<OrderRow & { username: string; pending_hold_id: string | null }>(
    `SELECT o.*, u.username,
            (SELECT h.id FROM ledger_holds h
              WHERE h.order_id = o.id AND h.status = 'pending') AS pending_hold_id
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId],
  );
  return rows[0];
}

/** The first statement of a walk locks this many resting orders; each next one twice as many. */
const FIRST_BOOK_BATCH = 8;
const MAX_BOOK_BATCH = 256;

/**
 * The resting orders of `side` on a pair that a new order at `limitMinor` crosses, best price
 * first, then oldest (ids are time-ordered, so they break ties of one instant), locked only as
 * far as the incoming order can reach: batches are locked in book order until the other
 * traders' orders among them add up to `need.amountMinor` (the trader's own orders are skipped
 * by matching, so they do not count), or the crossing book ends. Matching the locked prefix
 * gives what matching the whole book would (it fills in full or stops at dust before the rest).
 * The caller holds the pair row's lock, which every writer of a pair's orders takes first, so
 * the book cannot change between batches, and the orders are always locked after their pair.
 */
export async function lockCrossingOrders(
  tx: Tx,
  pairId: string,
  side: OrderSide,
  limitMinor: bigint,
  need: { userId: string; amountMinor: bigint },
) {
  const condition = side === 'sell' ? 'price_minor <= $3' : 'price_minor >= $3';
  const order = side === 'sell' ? 'price_minor ASC' : 'price_minor DESC';
  const locked: OrderRow[] = [];
  let othersMinor = 0n;
  for (let batch = FIRST_BOOK_BATCH; ; batch = Math.min(batch * 2, MAX_BOOK_BATCH)) {
    const { rows } = await tx.query<OrderRow>(
      `SELECT * FROM orders
       WHERE pair_id = $1 AND side = $2 AND status IN ('open', 'partially_filled') AND ${condition}
       ORDER BY ${order}, created_at ASC, id ASC
       LIMIT $4 OFFSET $5
       FOR UPDATE`,
      [pairId, side, limitMinor, batch, locked.length],
    );
    locked.push(...rows);
    for (const row of rows) if (row.user_id !== need.userId) othersMinor += row.amount_minor;
    if (rows.length < batch || othersMinor >= need.amountMinor) return locked;
  }
}

export async function insertOrder(
  tx: Tx,
  order: {
    userId: string;
    pairId: string;
    side: OrderSide;
    priceMinor: bigint;
    amountMinor: bigint;
    minFillMinor: bigint | null;
    at: Date;
  },
) {
  const { rows } = await tx.query<OrderRow>(
    `INSERT INTO orders (id, user_id, pair_id, side, price_minor, original_amount_minor,
       amount_minor, status, created_at, updated_at, min_fill_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $6, 'open', $7, $7, $8) RETURNING *`,
    [
      newId('ord'),
      order.userId,
      order.pairId,
      order.side,
      order.priceMinor,
      order.amountMinor,
      order.at,
      order.minFillMinor,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** Writes what is left and the status; a filled or cancelled order gets its finished_at. */
export async function updateOrderState(
  tx: Tx,
  orderId: string,
  state: { amountMinor: bigint; status: OrderStatus; at: Date },
) {
  const statement = orderStateStatement(orderId, state);
  const { rows } = await tx.query<OrderRow>(`${statement.text} RETURNING *`, statement.params);
  const row = rows[0];
  if (!row) throw new Error(`order ${orderId} vanished inside its own transaction`);
  return row;
}

/**
 * The statuses that take an order off the book for good: it gets its finished_at (the table's
 * CHECK, migration 0005). One list for the deferred update's SQL and the row computed from it.
 */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['filled', 'cancelled'];

export const isFinishedStatus = (status: OrderStatus) => FINISHED_ORDER_STATUSES.includes(status);

const finishedStatusesSql = FINISHED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/** The maker's order after a fill or a cancel: built and registered once, when the module loads. */
const ORDER_STATE_SQL = prepared(`UPDATE orders SET amount_minor = $2, status = $3, updated_at = $4,
       finished_at = CASE WHEN $3 IN (${finishedStatusesSql}) THEN $4::timestamptz ELSE NULL END
     WHERE id = $1`);

/** updateOrderState's statement, without its answer (for Tx.defer). */
export function orderStateStatement(
  orderId: string,
  state: { amountMinor: bigint; status: OrderStatus; at: Date },
): Statement {
  return {
    text: ORDER_STATE_SQL,
    params: [orderId, state.amountMinor, state.status, state.at],
  };
}

/** The row orderStateStatement leaves, from the locked row it updates (no answer needed). */
export function orderAfterState<R extends OrderRow>(
  row: R,
  state: { amountMinor: bigint; status: OrderStatus; at: Date },
): R {
  const finished = isFinishedStatus(state.status);
  return {
    ...row,
    amount_minor: state.amountMinor,
    status: state.status,
    updated_at: state.at,
    finished_at: finished ? state.at : null,
  };
}

export interface TradeRow {
  id: string;
  pair_id: string;
  maker_order_id: string;
  taker_order_id: string | null;
  maker_user_id: string;
  taker_user_id: string;
  buyer_user_id: string;
  seller_user_id: string;
  taker_side: OrderSide;
  price_minor: bigint;
  amount_minor: bigint;
  quote_amount_minor: bigint;
  /** In the base coin (what the buyer received) and the quote (what the seller received). */
  buyer_fee_minor: bigint;
  seller_fee_minor: bigint;
  created_at: Date;
}

/** Inserts a trade; its id is chosen here unless the caller chose it (a take, to pipeline). */
export async function insertTrade(tx: Tx, trade: Omit<TradeRow, 'id'> & { id?: string }) {
  const statement = tradeInsertStatement({ ...trade, id: trade.id ?? newId('trd') });
  const { rows } = await tx.query<TradeRow>(`${statement.text} RETURNING *`, statement.params);
  const row = rows[0];
  if (!row) throw new Error('trade insert returned nothing');
  return row;
}

/** insertTrade's statement, without its answer (for Tx.defer). */
export function tradeInsertStatement(trade: TradeRow): Statement {
  return {
    text: prepared(`INSERT INTO trades (id, pair_id, maker_order_id, taker_order_id, maker_user_id,
       taker_user_id, buyer_user_id, seller_user_id, taker_side, price_minor, amount_minor,
       quote_amount_minor, buyer_fee_minor, seller_fee_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`),
    params: [
      trade.id,
      trade.pair_id,
      trade.maker_order_id,
      trade.taker_order_id,
      trade.maker_user_id,
      trade.taker_user_id,
      trade.buyer_user_id,
      trade.seller_user_id,
      trade.taker_side,
      trade.price_minor,
      trade.amount_minor,
      trade.quote_amount_minor,
      trade.buyer_fee_minor,
      trade.seller_fee_minor,
      trade.created_at,
    ],
  };
}

/**
 * The pending holds of several orders (every resting order has exactly one), by order id. Not
 * locked here: the orders are locked, and the ledger locks the holds with its accounts.
 */
export async function findPendingOrderHolds(tx: Tx, orderIds: readonly string[]) {
  const { rows } = await tx.query<{ id: string; order_id: string }>(
    `SELECT id, order_id FROM ledger_holds WHERE order_id = ANY($1::text[]) AND status = 'pending'`,
    [orderIds],
  );
  const holds = new Map(rows.map((row) => [row.order_id, row.id]));
  if (holds.size !== rows.length) throw new Error('an order has several pending holds');
  return holds;
}

const DETAIL_SELECT = `SELECT o.*, p.base, p.quote, u.username FROM orders o
  JOIN trading_pairs p ON p.id = o.pair_id JOIN users u ON u.id = o.user_id`;

export async function findOrderDetail(q: Queryable, orderId: string) {
  const { rows } = await q.query<OrderDetailRow>(`${DETAIL_SELECT} WHERE o.id = $1`, [orderId]);
  return rows[0];
}

/** An own order with what its fills brought in and the fees they took (My orders). */
export interface OwnOrderRow extends OrderDetailRow {
  /** The gross its fills received: the base coin for a buy, the quote for a sell. */
  received_minor: bigint;
  /** The fees of those fills, in the same currency (the trade's buyer or seller fee). */
  fee_minor: bigint;
}

/**
 * What one order's fills received and paid. An order is the maker or the taker of a trade,
 * never both (no self-trade), so the two index lookups (maker, taker) do not overlap.
 */
const FILL_SUMS = `LEFT JOIN LATERAL (
    SELECT
      COALESCE(sum(CASE WHEN o.side = 'buy' THEN f.amount_minor
                        ELSE f.quote_amount_minor END), 0)::bigint AS received_minor,
      COALESCE(sum(CASE WHEN o.side = 'buy' THEN f.buyer_fee_minor
                        ELSE f.seller_fee_minor END), 0)::bigint AS fee_minor
    FROM (SELECT * FROM trades WHERE maker_order_id = o.id
          UNION ALL SELECT * FROM trades WHERE taker_order_id = o.id) f
  ) fills ON true`;

/** Own orders, newest first: open (open, partially filled) or completed (filled, cancelled). */
export async function listOwnOrders(
  q: Queryable,
  userId: string,
  status: 'open' | 'completed',
  limit: number,
) {
  const statuses = status === 'open' ? ['open', 'partially_filled'] : FINISHED_ORDER_STATUSES;
  const { rows } = await q.query<OwnOrderRow>(
    `SELECT o.*, p.base, p.quote, u.username, fills.received_minor, fills.fee_minor
       FROM orders o JOIN trading_pairs p ON p.id = o.pair_id JOIN users u ON u.id = o.user_id
       ${FILL_SUMS}
     WHERE o.user_id = $1 AND o.status = ANY($2::text[])
     ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
    [userId, statuses, limit],
  );
  return rows;
}
