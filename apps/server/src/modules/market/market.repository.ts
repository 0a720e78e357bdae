import type { OrderSide } from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import type { OrderDetailRow } from '../orders/index.js';

/**
 * Read-only SQL of the public market. Every query here reads committed rows and locks nothing,
 * so market pages never wait on (or slow down) matching. The trade scans ride the index
 * trades_pair_time_idx (pair_id, created_at DESC, id DESC); the book rides the partial
 * orders_book_* indexes, whose predicate the queries repeat word for word.
 */

/** A pair that trades: its own flag and its base coin's (a deactivated coin does not trade). */
const TRADING = 'p.active AND c.active';

export interface MarketRowRecord {
  pair_id: string;
  base: string;
  quote: string;
  name: string;
  icon_url: string | null;
  latest_minor: bigint | null;
  prev_minor: bigint | null;
  reference_minor: bigint | null;
  volume_minor: string;
  trades_24h: bigint;
}

/**
 * One row per trading pair, by base then quote, as of `now`, with the window (since, now]:
 * - latest and prev: the last two trades at or before now;
 * - reference: the last trade at or before `since` (the price 24 hours ago); if the pair had
 *   none, the first trade inside the window (the price the day's trading opened at). A pair
 *   whose only trades are older than the window has reference = latest: no change, "0.00";
 * - volume and count: the trades inside the window; a trade exactly at `since` belongs to the
 *   day before (it is the reference), one exactly at `now` to this one.
 */
export async function listMarketRows(
  q: Queryable,
  window: { now: Date; since: Date },
): Promise<MarketRowRecord[]> {
  const last = `SELECT t.price_minor FROM trades t WHERE t.pair_id = p.id AND t.created_at <= $1
                ORDER BY t.created_at DESC, t.id DESC`;
  const { rows } = await q.query<MarketRowRecord>(
    `SELECT p.id AS pair_id, p.base, p.quote, c.name, c.icon_url,
            (${last} LIMIT 1) AS latest_minor,
            (${last} OFFSET 1 LIMIT 1) AS prev_minor,
            COALESCE(
              (SELECT t.price_minor FROM trades t WHERE t.pair_id = p.id AND t.created_at <= $2
                ORDER BY t.created_at DESC, t.id DESC LIMIT 1),
              (SELECT t.price_minor FROM trades t
                WHERE t.pair_id = p.id AND t.created_at > $2 AND t.created_at <= $1
                ORDER BY t.created_at ASC, t.id ASC LIMIT 1)) AS reference_minor,
            day.volume_minor, day.trades_24h
       FROM trading_pairs p
       JOIN coins c ON c.symbol = p.base
       CROSS JOIN LATERAL (
         SELECT COALESCE(SUM(t.quote_amount_minor), 0)::text AS volume_minor,
                COUNT(*) AS trades_24h
           FROM trades t WHERE t.pair_id = p.id AND t.created_at > $2 AND t.created_at <= $1
       ) AS day
      WHERE ${TRADING}
      ORDER BY p.base, p.quote`,
    [window.now, window.since],
  );
  return rows;
}

export interface MarketPairRecord {
  id: string;
  base: string;
  quote: string;
}

export async function findPairBySymbols(
  q: Queryable,
  base: string,
  quote: string,
): Promise<MarketPairRecord | undefined> {
  const { rows } = await q.query<MarketPairRecord>(
    'SELECT id, base, quote FROM trading_pairs WHERE base = $1 AND quote = $2',
    [base, quote],
  );
  return rows[0];
}

export interface BookEntryRecord {
  id: string;
  price_minor: bigint;
  amount_minor: bigint;
  username: string;
}

/** One side of a pair's book: best price first, then oldest, at most `depth` orders. */
export async function listBookSide(
  q: Queryable,
  pairId: string,
  side: OrderSide,
  depth: number,
): Promise<BookEntryRecord[]> {
  const price = side === 'buy' ? 'o.price_minor DESC' : 'o.price_minor ASC';
  const { rows } = await q.query<BookEntryRecord>(
    `SELECT o.id, o.price_minor, o.amount_minor, u.username
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.pair_id = $1 AND o.side = $2 AND o.status IN ('open', 'partially_filled')
      ORDER BY ${price}, o.created_at ASC, o.id ASC
      LIMIT $3`,
    [pairId, side, depth],
  );
  return rows;
}

export type MarketOrdersSort = 'default' | 'price_asc' | 'price_desc';

/**
 * Prices of different quotes are not comparable (KES cents against USDT units), so a price
 * sort groups by quote first; within a quote, equal prices show the oldest first.
 */
const SORTS: Record<MarketOrdersSort, string> = {
  default: 'o.created_at DESC, o.id DESC',
  price_asc: 'p.quote, o.price_minor ASC, o.created_at ASC, o.id ASC',
  price_desc: 'p.quote, o.price_minor DESC, o.created_at ASC, o.id ASC',
};

/** Resting orders of one side on trading pairs, optionally of one base or quote. */
export async function listMarketOrders(
  q: Queryable,
  filter: {
    side: OrderSide;
    base: string | null;
    quote: string | null;
    excludeUserId: string | null;
    sort: MarketOrdersSort;
    limit: number;
  },
): Promise<(OrderDetailRow & { taker_fee_bps: number })[]> {
  const { rows } = await q.query<OrderDetailRow & { taker_fee_bps: number }>(
    `SELECT o.*, p.base, p.quote, p.taker_fee_bps, u.username
       FROM orders o
       JOIN trading_pairs p ON p.id = o.pair_id
       JOIN coins c ON c.symbol = p.base
       JOIN users u ON u.id = o.user_id
      WHERE o.side = $1 AND o.status IN ('open', 'partially_filled') AND ${TRADING}
        AND ($2::text IS NULL OR p.base = $2)
        AND ($3::text IS NULL OR p.quote = $3)
        AND ($4::text IS NULL OR o.user_id <> $4)
      ORDER BY ${SORTS[filter.sort]}
      LIMIT $5`,
    [filter.side, filter.base, filter.quote, filter.excludeUserId, filter.limit],
  );
  return rows;
}

export interface MakerStatsRecord {
  user_id: string;
  completed_trades: bigint;
  filled_orders: bigint;
  cancelled_orders: bigint;
}

/**
 * The stats of every maker of a page in one statement (no query per card). A trade counts for
 * each of its two parties; maker and taker are never the same user (a CHECK), so the UNION ALL
 * counts no trade twice for one user. The two halves ride trades_maker_user_idx and
 * trades_taker_user_idx (0007), the orders half orders_user_idx.
 */
export async function listMakerStats(
  q: Queryable,
  userIds: readonly string[],
): Promise<MakerStatsRecord[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<MakerStatsRecord>(
    `WITH makers AS (SELECT DISTINCT unnest($1::text[]) AS user_id),
          parties AS (
            SELECT t.maker_user_id AS user_id FROM trades t WHERE t.maker_user_id = ANY($1::text[])
            UNION ALL
            SELECT t.taker_user_id FROM trades t WHERE t.taker_user_id = ANY($1::text[])),
          trade_counts AS (SELECT user_id, COUNT(*) AS n FROM parties GROUP BY user_id),
          finished AS (
            SELECT o.user_id,
                   COUNT(*) FILTER (WHERE o.status = 'filled') AS filled,
                   COUNT(*) FILTER (WHERE o.status = 'cancelled') AS cancelled
              FROM orders o
             WHERE o.user_id = ANY($1::text[]) AND o.status IN ('filled', 'cancelled')
             GROUP BY o.user_id)
     SELECT m.user_id,
            COALESCE(tc.n, 0) AS completed_trades,
            COALESCE(f.filled, 0) AS filled_orders,
            COALESCE(f.cancelled, 0) AS cancelled_orders
       FROM makers m
       LEFT JOIN trade_counts tc ON tc.user_id = m.user_id
       LEFT JOIN finished f ON f.user_id = m.user_id`,
    [userIds],
  );
  return rows;
}

export interface PublicTradeRecord {
  id: string;
  price_minor: bigint;
  amount_minor: bigint;
  quote_amount_minor: bigint;
  taker_side: OrderSide;
  created_at: Date;
}

/** A pair's latest trades, newest first. */
export async function listRecentTrades(
  q: Queryable,
  pairId: string,
  limit: number,
): Promise<PublicTradeRecord[]> {
  const { rows } = await q.query<PublicTradeRecord>(
    `SELECT id, price_minor, amount_minor, quote_amount_minor, taker_side, created_at
       FROM trades WHERE pair_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [pairId, limit],
  );
  return rows;
}

export interface CandleRecord {
  bucket: Date;
  open_minor: bigint;
  high_minor: bigint;
  low_minor: bigint;
  close_minor: bigint;
  volume_minor: string;
}

/**
 * OHLC per time bucket, oldest first, from the trades in [from, now]. date_bin with an origin
 * at a UTC midnight aligns every bucket to UTC: 15-minute and hourly buckets start on the UTC
 * quarter hour and hour, and daily buckets at UTC midnight (not Nairobi midnight, 03:00 EAT),
 * like the candles of most exchanges. Open and close are the first and last trade by time
 * (then id, for trades of one instant); volume is the base amount traded.
 */
export async function listCandles(
  q: Queryable,
  query: { pairId: string; interval: string; from: Date; now: Date },
): Promise<CandleRecord[]> {
  const { rows } = await q.query<CandleRecord>(
    `SELECT date_bin($2::interval, t.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
            (array_agg(t.price_minor ORDER BY t.created_at ASC, t.id ASC))[1] AS open_minor,
            MAX(t.price_minor) AS high_minor,
            MIN(t.price_minor) AS low_minor,
            (array_agg(t.price_minor ORDER BY t.created_at DESC, t.id DESC))[1] AS close_minor,
            SUM(t.amount_minor)::text AS volume_minor
       FROM trades t
      WHERE t.pair_id = $1 AND t.created_at >= $3 AND t.created_at <= $4
      GROUP BY bucket
      ORDER BY bucket`,
    [query.pairId, query.interval, query.from, query.now],
  );
  return rows;
}

/**
 * The last trade price of a coin's KES pair, in KES minor units per whole coin, or null when the
 * pair has never traded (or does not exist). What "valued at its KES pair's last price" means.
 */
export async function lastKesPriceMinor(q: Queryable, coin: string): Promise<bigint | null> {
  const { rows } = await q.query<{ price_minor: bigint }>(
    `SELECT t.price_minor FROM trades t JOIN trading_pairs p ON p.id = t.pair_id
     WHERE p.base = $1 AND p.quote = 'KES'
     ORDER BY t.created_at DESC, t.id DESC LIMIT 1`,
    [coin],
  );
  const price = rows[0]?.price_minor;
  return price === undefined ? null : BigInt(price);
}

/**
 * The last trade price of each coin's KES pair (every coin, or only those named), in one
 * statement: coin symbol to KES minor units per whole coin. A coin whose KES pair never traded is
 * absent. The same price as lastKesPriceMinor; each pair reads only its newest trade through
 * trades_pair_time_idx, so the cost does not grow with the trade history.
 */
export async function lastKesPricesMinor(
  q: Queryable,
  coins?: readonly string[],
): Promise<Map<string, bigint>> {
  if (coins?.length === 0) return new Map();
  const { rows } = await q.query<{ base: string; price_minor: bigint }>(
    `SELECT p.base, t.price_minor
       FROM trading_pairs p
       CROSS JOIN LATERAL (
         SELECT price_minor FROM trades WHERE pair_id = p.id
          ORDER BY created_at DESC, id DESC LIMIT 1) t
      WHERE p.quote = 'KES' AND ($1::text[] IS NULL OR p.base = ANY($1::text[]))`,
    [coins ?? null],
  );
  return new Map(rows.map((row) => [row.base, BigInt(row.price_minor)]));
}
