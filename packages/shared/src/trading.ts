import { z } from 'zod';
import { COIN_SCALE, mulDivCeil, mulDivFloor, parseAmount, scaleOf } from './money.js';
import { AmountInput, AmountString, CurrencyCode } from './wallets.js';

/**
 * Trading: pairs, orders, fills and market data (product-spec.md sections 3–5, 9; decisions 6–8).
 *
 * Units. An order's amount is in the base coin's minor units (8 decimals) and must be a whole
 * number of 0.000001 steps. A price is in the quote currency's minor units per ONE whole base
 * unit (KES: cents; USDT: 8 decimals) and must be a whole number of 0.01 steps. So for BTC/KES
 * "3.25" is priceMinor 325n, for BTC/USDT "3.25" is priceMinor 325000000n.
 *
 * Rounding (named, tested): the total of `amountMinor` at `priceMinor` is
 * amountMinor × priceMinor ÷ 10^baseScale in quote minor units.
 * - A buy order holds `quoteTotalCeil(amount, limit price)` of the quote when it is placed.
 * - The TAKER absorbs each fill's rounding: a buying taker pays `quoteTotalCeil`, a selling taker
 *   receives `quoteTotalFloor`; the maker's side of that transfer is the same amount, so a fill
 *   is one exact quote transfer between the two parties and the platform gains or loses nothing.
 * - A fill whose floor total is 0 is refused (`INVALID_AMOUNT`): no coin ever moves for nothing.
 * - When a buy order finishes (filled or cancelled), what is left of its quote hold is released.
 */

export const ORDER_AMOUNT_DECIMALS = 6;
export const PRICE_DECIMALS = 2;
/** 0.000001 of a coin, in minor units (8 decimals). */
export const ORDER_AMOUNT_STEP_MINOR = 10n ** BigInt(COIN_SCALE - ORDER_AMOUNT_DECIMALS);
export const MAX_OPEN_ORDERS_PER_USER = 200;
/** Orders fetched per side of a book (product-spec.md section 9); the card shows 3. */
export const ORDER_BOOK_DEPTH = 10;
export const ORDER_BOOK_CARD_ROWS = 3;
export const MARKET_REFRESH_MS = 30_000;
/** The market card's limit range: 10 % to 100 % of price × amount. */
export const LIMIT_RANGE_MIN_PERCENT = 10;
/** Largest amount or price accepted on the wire, so no product overflows a BIGINT column. */
export const MAX_ORDER_AMOUNT_MINOR = 10n ** 17n;
export const MAX_PRICE_MINOR = 10n ** 17n;

/** Quote currencies a pair may have (product-spec.md: "Quote choices: KES and USDT"). */
export const QUOTE_CURRENCIES = ['KES', 'USDT'] as const;
export const QuoteCurrency = z.enum(QUOTE_CURRENCIES);
export type QuoteCurrency = z.infer<typeof QuoteCurrency>;

/** Defaults of product-spec.md section 9, created for every coin (USDT ones only when USDT exists). */
export const DEFAULT_PAIR_LIMITS = {
  KES: { minOrderSize: '20', maxOrderSize: '1000000' },
  USDT: { minOrderSize: '1', maxOrderSize: '100000' },
} as const;
/** What the admin's Add trading pair dialog starts with (product-spec.md: new local pair defaults). */
export const NEW_PAIR_DEFAULTS = { minOrderSize: '0.001', maxOrderSize: '100' } as const;

export type ParseStepResult =
  { ok: true; minor: bigint } | { ok: false; reason: 'not_a_number' | 'too_many_decimals' };

/**
 * Trailing zeros of a fraction say nothing about its step: "20.00000000" (how the API shows an
 * amount) is 20, and "148.00000000" (a USDT price as shown) is 148.00.
 */
function withoutTrailingZeros(text: string): string {
  const trimmed = text.trim();
  return trimmed.includes('.') ? trimmed.replace(/\.?0+$/, '') : trimmed;
}

/** Parses an order amount ("0.5") into base minor units; at most 6 decimals (step 0.000001). */
export function parseOrderAmount(text: string): ParseStepResult {
  const parsed = parseAmount(withoutTrailingZeros(text), ORDER_AMOUNT_DECIMALS);
  if (!parsed.ok) return parsed;
  return { ok: true, minor: parsed.minor * ORDER_AMOUNT_STEP_MINOR };
}

/** Parses a price ("3.25") into quote minor units per whole base unit; at most 2 decimals. */
export function parsePrice(text: string, quote: string): ParseStepResult {
  const parsed = parseAmount(withoutTrailingZeros(text), PRICE_DECIMALS);
  if (!parsed.ok) return parsed;
  return { ok: true, minor: parsed.minor * 10n ** BigInt(scaleOf(quote) - PRICE_DECIMALS) };
}

const BASE_UNIT = 10n ** BigInt(COIN_SCALE);

/** amount × price in quote minor units, rounded up: what a buyer is charged or holds. */
export function quoteTotalCeil(amountMinor: bigint, priceMinor: bigint): bigint {
  return mulDivCeil(amountMinor, priceMinor, BASE_UNIT);
}

/** amount × price in quote minor units, rounded down: what a seller is credited. */
export function quoteTotalFloor(amountMinor: bigint, priceMinor: bigint): bigint {
  return mulDivFloor(amountMinor, priceMinor, BASE_UNIT);
}

/**
 * Largest buy amount the quote balance pays for at a price, floored to 5 decimals
 * (product-spec.md section 5: "Maximum buy amount is quote balance divided by price, floored
 * to 5 decimals"). Returns base minor units.
 */
export function maxBuyAmountMinor(quoteAvailableMinor: bigint, priceMinor: bigint): bigint {
  if (priceMinor <= 0n) return 0n;
  const exact = (quoteAvailableMinor * BASE_UNIT) / priceMinor;
  const fiveDecimals = 10n ** BigInt(COIN_SCALE - 5);
  const floored = (exact / fiveDecimals) * fiveDecimals;
  // Rounding the hold up may still exceed the balance by a minor unit; step down until it fits.
  let amount = floored;
  while (amount > 0n && quoteTotalCeil(amount, priceMinor) > quoteAvailableMinor) {
    amount -= fiveDecimals;
  }
  return amount;
}

// ---------------------------------------------------------------------------------------------
// Pairs

export const PairView = z.object({
  id: z.string(),
  base: z.string(),
  quote: z.string(),
  /** In the base currency, e.g. "20" or "0.001" (decimal strings, trailing zeros trimmed). */
  minOrderSize: AmountString,
  maxOrderSize: AmountString,
  active: z.boolean(),
  createdAt: z.string(),
});
export type PairView = z.infer<typeof PairView>;
export const PairList = z.array(PairView);

// The Add trading pair dialog's texts (product-spec.md section 5), word for word.
export const PAIR_MESSAGES = {
  bothRequired: 'Please select both base and quote currencies',
  mustDiffer: 'Base and quote currencies must be different',
  exists: 'This trading pair already exists',
} as const;

/** Our own texts for what product-spec.md leaves open: the limits and the currencies. */
export const PAIR_RULE_MESSAGES = {
  quoteChoice: 'The quote currency must be KES or USDT.',
  sizeNotANumber: 'Please enter a valid amount',
  sizeDecimals: `Order sizes have at most ${ORDER_AMOUNT_DECIMALS} decimals.`,
  minPositive: 'The minimum order size must be greater than 0.',
  maxBelowMin: 'The maximum order size must be at least the minimum.',
  maxTooLarge: `The maximum order size is at most ${(MAX_ORDER_AMOUNT_MINOR / BASE_UNIT).toString()}.`,
  unknownBase: 'Coin information not found.',
  usdtMissing: 'Add the USDT coin before creating pairs quoted in USDT.',
} as const;

export type PairLimitsResult =
  | { ok: true; minMinor: bigint; maxMinor: bigint }
  | { ok: false; field: 'minOrderSize' | 'maxOrderSize'; message: string };

function sizeMessage(reason: 'not_a_number' | 'too_many_decimals'): string {
  return reason === 'too_many_decimals'
    ? PAIR_RULE_MESSAGES.sizeDecimals
    : PAIR_RULE_MESSAGES.sizeNotANumber;
}

/**
 * A pair's limits in base minor units, checked in this order: each size a decimal with at most
 * 6 decimals (the order amount step), min > 0, max ≥ min, max within MAX_ORDER_AMOUNT_MINOR.
 * The admin form, the create schema and the server's update (merged with the stored limits)
 * all use it, so every path refuses the same input with the same text.
 */
export function checkPairLimits(minOrderSize: string, maxOrderSize: string): PairLimitsResult {
  const min = parseOrderAmount(minOrderSize);
  if (!min.ok) return { ok: false, field: 'minOrderSize', message: sizeMessage(min.reason) };
  const max = parseOrderAmount(maxOrderSize);
  if (!max.ok) return { ok: false, field: 'maxOrderSize', message: sizeMessage(max.reason) };
  if (min.minor <= 0n) {
    return { ok: false, field: 'minOrderSize', message: PAIR_RULE_MESSAGES.minPositive };
  }
  if (max.minor < min.minor) {
    return { ok: false, field: 'maxOrderSize', message: PAIR_RULE_MESSAGES.maxBelowMin };
  }
  if (max.minor > MAX_ORDER_AMOUNT_MINOR) {
    return { ok: false, field: 'maxOrderSize', message: PAIR_RULE_MESSAGES.maxTooLarge };
  }
  return { ok: true, minMinor: min.minor, maxMinor: max.minor };
}

/** A currency of the Add trading pair dialog: missing or blank says "select both". */
const pairCurrency = z
  .string({ error: PAIR_MESSAGES.bothRequired })
  .trim()
  .min(1, PAIR_MESSAGES.bothRequired)
  .toUpperCase();

export const CreatePairRequest = z
  .strictObject({
    base: pairCurrency.regex(/^[A-Z0-9]{1,5}$/, 'Unknown currency'),
    quote: pairCurrency.pipe(z.enum(QUOTE_CURRENCIES, { error: PAIR_RULE_MESSAGES.quoteChoice })),
    minOrderSize: AmountInput,
    maxOrderSize: AmountInput,
    active: z.boolean().default(true),
  })
  .superRefine((pair, context) => {
    // Runs only when every field parsed; base and quote are then non-empty.
    if (pair.base === pair.quote) {
      context.addIssue({ code: 'custom', path: ['quote'], message: PAIR_MESSAGES.mustDiffer });
      return;
    }
    const limits = checkPairLimits(pair.minOrderSize, pair.maxOrderSize);
    if (!limits.ok) {
      context.addIssue({ code: 'custom', path: [limits.field], message: limits.message });
    }
  });
export type CreatePairRequest = z.infer<typeof CreatePairRequest>;

/**
 * PATCH /api/admin/pairs/:id: limits and the active flag; base and quote never change. A limit
 * given alone is checked against the stored other one by the server (checkPairLimits).
 */
export const UpdatePairRequest = z
  .strictObject({
    minOrderSize: AmountInput.optional(),
    maxOrderSize: AmountInput.optional(),
    active: z.boolean().optional(),
  })
  .superRefine((pair, context) => {
    const { minOrderSize, maxOrderSize } = pair;
    if (minOrderSize !== undefined && maxOrderSize !== undefined) {
      const limits = checkPairLimits(minOrderSize, maxOrderSize);
      if (!limits.ok) {
        context.addIssue({ code: 'custom', path: [limits.field], message: limits.message });
      }
      return;
    }
    // One size alone: its decimals here; the server checks it against the stored other one.
    for (const field of ['minOrderSize', 'maxOrderSize'] as const) {
      const text = pair[field];
      const parsed = text === undefined ? undefined : parseOrderAmount(text);
      if (parsed && !parsed.ok) {
        context.addIssue({ code: 'custom', path: [field], message: sizeMessage(parsed.reason) });
      }
    }
  });
export type UpdatePairRequest = z.infer<typeof UpdatePairRequest>;
export const PairResponse = z.object({ pair: PairView });

// ---------------------------------------------------------------------------------------------
// Orders and trades

export const OrderSide = z.enum(['buy', 'sell']);
export type OrderSide = z.infer<typeof OrderSide>;
export const OrderStatus = z.enum(['open', 'partially_filled', 'filled', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;
/** open and partially_filled rest on the book and may be cancelled (product-spec.md section 4). */
export const ACTIVE_ORDER_STATUSES = ['open', 'partially_filled'] as const;

export const OrderView = z.object({
  id: z.string(),
  side: OrderSide,
  base: z.string(),
  quote: z.string(),
  /** What is still on the book (product-spec.md: orders.amount is the remaining amount). */
  amount: AmountString,
  originalAmount: AmountString,
  filledAmount: AmountString,
  price: AmountString,
  /** originalAmount × price, in the quote currency (2 decimals for KES). */
  total: AmountString,
  status: OrderStatus,
  username: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderView = z.infer<typeof OrderView>;

export const TradeView = z.object({
  id: z.string(),
  base: z.string(),
  quote: z.string(),
  price: AmountString,
  amount: AmountString,
  /** The quote that moved from buyer to seller. */
  total: AmountString,
  /** The side of the taker (the order or take that crossed the book). */
  takerSide: OrderSide,
  makerOrderId: z.string(),
  /** The taker's order, or null for a take ("execute"), which places no order. */
  takerOrderId: z.string().nullable(),
  createdAt: z.string(),
});
export type TradeView = z.infer<typeof TradeView>;

export const CreateOrderRequest = z.strictObject({
  side: OrderSide,
  base: CurrencyCode,
  quote: CurrencyCode,
  amount: AmountInput,
  price: AmountInput,
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;
export const CreateOrderResponse = z.object({ order: OrderView, trades: z.array(TradeView) });
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

export const ExecuteOrderRequest = z.strictObject({ amount: AmountInput });
export type ExecuteOrderRequest = z.infer<typeof ExecuteOrderRequest>;
export const ExecuteOrderResponse = z.object({ trade: TradeView, order: OrderView });
export type ExecuteOrderResponse = z.infer<typeof ExecuteOrderResponse>;
export const OrderResponse = z.object({ order: OrderView });

export const OwnOrdersQuery = z.object({
  /** open: open and partially filled; completed: filled and cancelled (newest first). */
  status: z.enum(['open', 'completed']).default('open'),
  limit: z.coerce.number().int().min(1).max(MAX_OPEN_ORDERS_PER_USER).default(100),
});
export type OwnOrdersQuery = z.infer<typeof OwnOrdersQuery>;
export const OrderList = z.array(OrderView);

// The Create Order form's texts (product-spec.md sections 5 and 8), word for word.
export const ORDER_MESSAGES = {
  authTitle: 'Authentication required',
  authBody: 'Please log in to create orders',
  invalidTitle: 'Invalid order',
  invalidBody: 'Please fill in all fields',
  invalidValuesTitle: 'Invalid values',
  invalidValuesBody: 'Amount and price must be positive numbers',
  tooSmallTitle: 'Order too small',
  tooLargeTitle: 'Order too large',
  insufficientTitle: 'Insufficient balance',
  createFailed: 'Failed to create order',
  cancelFailedTitle: 'Error cancelling order',
  cancelFailed: 'Failed to cancel the order',
  loadFailed: 'Failed to load orders',
  noOpen: 'No open orders found.',
  noCompleted: 'No completed orders found.',
} as const;

// The execute dialog's and trade toast's texts (product-spec.md sections 5 and 8).
export const TRADE_MESSAGES = {
  failedTitle: 'Trade failed',
  invalidAmountTitle: 'Invalid amount',
  invalidAmountBody: 'Please enter a valid number',
  exceedsAvailable: 'Amount exceeds available',
  insufficient: 'Insufficient balance',
  ORDER_NOT_FOUND: 'The selected order is no longer available',
  SELF_TRADE: 'You cannot trade your own order',
  RPC_ERROR: 'Failed to communicate with the server',
  other: 'Failed to execute trade',
} as const;

// ---------------------------------------------------------------------------------------------
// Market data

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

export const MarketOrderCard = OrderView.extend({ maker: MakerStats });
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

export const CANDLE_INTERVALS = ['15m', '1h', '1d'] as const;
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
