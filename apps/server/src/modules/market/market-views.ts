import {
  COIN_SCALE,
  formatMinor,
  scaleOf,
  type Candle,
  type MakerStats,
  type MarketRow,
  type PublicTrade,
} from '@soko/shared';
import { changePercent, completionRate } from './market-figures.js';
import type {
  BookEntryRecord,
  CandleRecord,
  MakerStatsRecord,
  MarketRowRecord,
  PublicTradeRecord,
} from './market.repository.js';

/**
 * Market rows as the API shows them: prices, totals and volumes with the quote's full scale
 * (KES 2, USDT 8), base amounts with the coin's 8; the web app trims for display.
 */
export function toMarketRow(row: MarketRowRecord): MarketRow {
  const quoteScale = scaleOf(row.quote);
  const price = (minor: bigint | null) => (minor === null ? null : formatMinor(minor, quoteScale));
  return {
    pairId: row.pair_id,
    base: row.base,
    quote: row.quote,
    name: row.name,
    iconUrl: row.icon_url,
    latestPrice: price(row.latest_minor),
    prevPrice: price(row.prev_minor),
    changePercentage24h:
      row.latest_minor === null || row.reference_minor === null
        ? null
        : changePercent(row.latest_minor, row.reference_minor),
    volume24h: formatMinor(BigInt(row.volume_minor), quoteScale),
    trades24h: Number(row.trades_24h),
  };
}

export function toBookEntry(row: BookEntryRecord, quote: string) {
  return {
    id: row.id,
    price: formatMinor(row.price_minor, scaleOf(quote)),
    amount: formatMinor(row.amount_minor, COIN_SCALE),
    username: row.username,
  };
}

const NO_STATS: MakerStats = { completedTrades: 0, completionRate: null };

export function toMakerStats(row: MakerStatsRecord | undefined): MakerStats {
  if (!row) return NO_STATS;
  return {
    completedTrades: Number(row.completed_trades),
    completionRate: completionRate(row.filled_orders, row.cancelled_orders),
  };
}

export function toPublicTrade(row: PublicTradeRecord, quote: string): PublicTrade {
  const quoteScale = scaleOf(quote);
  return {
    id: row.id,
    price: formatMinor(row.price_minor, quoteScale),
    amount: formatMinor(row.amount_minor, COIN_SCALE),
    total: formatMinor(row.quote_amount_minor, quoteScale),
    takerSide: row.taker_side,
    createdAt: row.created_at.toISOString(),
  };
}

export function toCandle(row: CandleRecord, quote: string): Candle {
  const quoteScale = scaleOf(quote);
  return {
    time: row.bucket.toISOString(),
    open: formatMinor(row.open_minor, quoteScale),
    high: formatMinor(row.high_minor, quoteScale),
    low: formatMinor(row.low_minor, quoteScale),
    close: formatMinor(row.close_minor, quoteScale),
    volume: formatMinor(BigInt(row.volume_minor), COIN_SCALE),
  };
}
