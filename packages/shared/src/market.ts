import { z } from 'zod';
import { CANDLE_INTERVALS } from './constants.js';
import { OrderSide, OrderView } from './orders.js';
import { AmountString, CurrencyCode } from './wallets.js';

/** Market data: prices, books, maker cards, recent trades and candles (product-spec.md 2, 9). */

/** GET /api/market: one row per active pair (null where the pair has no trades). */
export const MarketRow = z.object({
  pairId: z.string(),
  base: z.string(),
  quote: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  latestPrice: AmountString.nullable(),
  prevPrice: AmountString.nullable(),
  /** Percent with 2 decimals as a string ("-3.25"); null without a reference price. */
  changePercentage24h: z.string().nullable(),
  /** Σ amount × price of the last 24 hours, in the quote currency. */
  volume24h: AmountString,
  trades24h: z.number().int(),
});
export type MarketRow = z.infer<typeof MarketRow>;
export const MarketRows = z.array(MarketRow);

export const PairQuery = z.object({ base: CurrencyCode, quote: CurrencyCode });
export type PairQuery = z.infer<typeof PairQuery>;

export const OrderBookEntry = z.object({
  id: z.string(),
  price: AmountString,
  amount: AmountString,
  username: z.string(),
});
export const OrderBook = z.object({
  base: z.string(),
  quote: z.string(),
  /** Buy orders, best (highest) price first, then oldest. */
  bids: z.array(OrderBookEntry),
  /** Sell orders, best (lowest) price first, then oldest. */
  asks: z.array(OrderBookEntry),
});
export type OrderBook = z.infer<typeof OrderBook>;

/** GET /api/market/orders: the Market orders screen (product-spec.md section 2). */
export const MarketOrdersQuery = z.object({
  /** The tab: sell shows sell orders (to buy from), buy shows buy orders (to sell to). */
  side: OrderSide,
  base: CurrencyCode.optional(),
  quote: CurrencyCode.optional(),
  sort: z.enum(['default', 'price_asc', 'price_desc']).default('default'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MarketOrdersQuery = z.infer<typeof MarketOrdersQuery>;

export const MakerStats = z.object({
  /** Trades the maker's orders took part in that completed (filled orders). */
  completedTrades: z.number().int(),
  /** filled ÷ (filled + cancelled) orders, as a percent with 1 decimal ("97.5"); null with none. */
  completionRate: z.string().nullable(),
});
export type MakerStats = z.infer<typeof MakerStats>;

export const MarketOrderCard = OrderView.extend({
  maker: MakerStats,
  /** The fee a taker of this order pays, in basis points of what they receive (decisions.md 24). */
  takerFeeBps: z.number().int(),
});
export type MarketOrderCard = z.infer<typeof MarketOrderCard>;
export const MarketOrderCards = z.array(MarketOrderCard);

export const RecentTradesQuery = PairQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const PublicTrade = z.object({
  id: z.string(),
  price: AmountString,
  amount: AmountString,
  total: AmountString,
  takerSide: OrderSide,
  createdAt: z.string(),
});
export type PublicTrade = z.infer<typeof PublicTrade>;
export const PublicTrades = z.array(PublicTrade);

export const CandleInterval = z.enum(CANDLE_INTERVALS);
export type CandleInterval = z.infer<typeof CandleInterval>;
export const CandlesQuery = PairQuery.extend({
  interval: CandleInterval.default('1h'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
/** One OHLC candle; `time` is the bucket's start (ISO, UTC). Buckets without trades are absent. */
export const Candle = z.object({
  time: z.string(),
  open: AmountString,
  high: AmountString,
  low: AmountString,
  close: AmountString,
  /** Base amount traded in the bucket. */
  volume: AmountString,
});
export type Candle = z.infer<typeof Candle>;
export const Candles = z.array(Candle);
