import { z } from 'zod';
import { MAX_OPEN_ORDERS_PER_USER } from './trading-math.js';
import { AmountInput, AmountString, CurrencyCode } from './wallets.js';

/** Orders and the trades that fill them (product-spec.md sections 4, 5 and 8). */

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
  /** The smallest amount one take may buy (base coin), or null: any amount (decisions.md 26). */
  minFill: AmountString.nullable(),
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
  /** The buyer's fee, in the base coin (what the buyer received); the buyer keeps amount − fee. */
  buyerFee: AmountString,
  /** The seller's fee, in the quote (what the seller received); the seller keeps total − fee. */
  sellerFee: AmountString,
  createdAt: z.string(),
});
export type TradeView = z.infer<typeof TradeView>;

export const CreateOrderRequest = z.strictObject({
  side: OrderSide,
  base: CurrencyCode,
  quote: CurrencyCode,
  amount: AmountInput,
  price: AmountInput,
  /** "Minimum per trade": the smallest amount one take may buy from this order (base coin). */
  minFill: AmountInput.optional(),
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

/**
 * An order as its owner sees it in My orders: what its fills brought in so far and the fee they
 * paid (decisions.md 24). A buy receives the base coin, a sell the quote; the fee is taken in
 * that same currency, so net = received − fee. Exact decimal strings of that currency's scale.
 */
export const OwnOrderView = OrderView.extend({
  receivedCurrency: z.string(),
  received: AmountString,
  fee: AmountString,
  net: AmountString,
});
export type OwnOrderView = z.infer<typeof OwnOrderView>;
export const OrderList = z.array(OwnOrderView);

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
