import {
  ORDER_BOOK_DEPTH,
  type CandleInterval,
  type Candle,
  type MarketOrderCard,
  type MarketOrdersQuery,
  type MarketRow,
  type OrderBook,
  type PublicTrade,
  errorText,
} from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { toOrderView } from '../orders/index.js';
import {
  findPairBySymbols,
  listBookSide,
  listCandles,
  listMakerStats,
  listMarketOrders,
  listMarketRows,
  listRecentTrades,
  type MarketPairRecord,
} from './market.repository.js';
import { toBookEntry, toCandle, toMakerStats, toMarketRow, toPublicTrade } from './market-views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each candle interval as a PostgreSQL interval and in milliseconds (for the window start). */
export const CANDLE_BUCKETS: Record<CandleInterval, { sql: string; ms: number }> = {
  '15m': { sql: '15 minutes', ms: 15 * 60 * 1000 },
  '1h': { sql: '1 hour', ms: 60 * 60 * 1000 },
  '1d': { sql: '1 day', ms: DAY_MS },
};

async function pairOrNotFound(db: Queryable, base: string, quote: string) {
  const pair = await findPairBySymbols(db, base, quote);
  if (!pair) throw new AppError('NOT_FOUND', errorText('noSuchPairPeriod', { base, quote }));
  return pair;
}

/**
 * Public market data (decisions.md point 8: real figures, never invented ones). Reads only,
 * outside any transaction: each query sees one consistent snapshot of committed rows. "Now"
 * is the injected clock, so tests can stand at the edges of the 24-hour window.
 */
export function createMarketService(deps: ServiceDeps) {
  const { db, clock } = deps;

  async function bookOf(pair: MarketPairRecord): Promise<OrderBook> {
    const [bids, asks] = await Promise.all([
      listBookSide(db, pair.id, 'buy', ORDER_BOOK_DEPTH),
      listBookSide(db, pair.id, 'sell', ORDER_BOOK_DEPTH),
    ]);
    return {
      base: pair.base,
      quote: pair.quote,
      bids: bids.map((row) => toBookEntry(row, pair.quote)),
      asks: asks.map((row) => toBookEntry(row, pair.quote)),
    };
  }

  return {
    /** One row per trading pair (its flag and its coin's both active), by base then quote. */
    async rows(): Promise<MarketRow[]> {
      const now = clock.now();
      const since = new Date(now.getTime() - DAY_MS);
      return (await listMarketRows(db, { now, since })).map(toMarketRow);
    },

    /** Up to ORDER_BOOK_DEPTH orders a side. NOT_FOUND for a pair that does not exist. */
    async orderBook(base: string, quote: string): Promise<OrderBook> {
      return bookOf(await pairOrNotFound(db, base, quote));
    },

    /**
     * The Market orders screen. The viewer's own orders are hidden (product-spec.md section
     * 6). Each card carries its maker's stats, read for all makers of the page at once:
     * completedTrades counts every trade the maker was a party to, as maker or as taker
     * (a take places no order of its own, but it is a trade they completed: decisions.md
     * point 8 asks for "the maker's real number of completed trades"); completionRate is
     * filled ÷ (filled + cancelled) of their orders.
     */
    async orders(query: MarketOrdersQuery, viewerId: string | null): Promise<MarketOrderCard[]> {
      const rows = await listMarketOrders(db, {
        side: query.side,
        base: query.base ?? null,
        quote: query.quote ?? null,
        excludeUserId: viewerId,
        sort: query.sort,
        limit: query.limit,
      });
      const makers = [...new Set(rows.map((row) => row.user_id))];
      const stats = new Map(
        (await listMakerStats(db, makers)).map((record) => [record.user_id, record]),
      );
      return rows.map((row) => ({
        ...toOrderView(row),
        maker: toMakerStats(stats.get(row.user_id)),
        takerFeeBps: row.taker_fee_bps,
      }));
    },

    async trades(query: { base: string; quote: string; limit: number }): Promise<PublicTrade[]> {
      const pair = await pairOrNotFound(db, query.base, query.quote);
      const rows = await listRecentTrades(db, pair.id, query.limit);
      return rows.map((row) => toPublicTrade(row, pair.quote));
    },

    /**
     * Candles of the last `limit` intervals up to now, oldest first: the window starts at the
     * start of the bucket `limit − 1` intervals before the current one. Buckets without trades
     * are absent, so fewer than `limit` may come back.
     */
    async candles(query: {
      base: string;
      quote: string;
      interval: CandleInterval;
      limit: number;
    }): Promise<Candle[]> {
      const pair = await pairOrNotFound(db, query.base, query.quote);
      const bucket = CANDLE_BUCKETS[query.interval];
      const now = clock.now();
      // Buckets are aligned to the Unix epoch, a UTC midnight, as date_bin's origin is.
      const currentStartMs = Math.floor(now.getTime() / bucket.ms) * bucket.ms;
      const from = new Date(currentStartMs - (query.limit - 1) * bucket.ms);
      const rows = await listCandles(db, { pairId: pair.id, interval: bucket.sql, from, now });
      return rows.map((row) => toCandle(row, pair.quote));
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
