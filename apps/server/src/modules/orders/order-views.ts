import {
  COIN_SCALE,
  formatMinor,
  quoteTotalFloor,
  scaleOf,
  type OrderView,
  type OwnOrderView,
  type TradeView,
} from '@soko/shared';
import type { OrderDetailRow, OwnOrderRow, TradeRow } from './orders.repository.js';

/**
 * Rows as the API shows them: amounts with the coin's 8 decimals, prices and totals with the
 * quote's (KES 2, USDT 8). An order's total is its original amount × price, floored: a display
 * figure (what was charged is on each trade).
 */
export function toOrderView(row: OrderDetailRow): OrderView {
  const quoteScale = scaleOf(row.quote);
  return {
    id: row.id,
    side: row.side,
    base: row.base,
    quote: row.quote,
    amount: formatMinor(row.amount_minor, COIN_SCALE),
    originalAmount: formatMinor(row.original_amount_minor, COIN_SCALE),
    filledAmount: formatMinor(row.original_amount_minor - row.amount_minor, COIN_SCALE),
    price: formatMinor(row.price_minor, quoteScale),
    total: formatMinor(quoteTotalFloor(row.original_amount_minor, row.price_minor), quoteScale),
    status: row.status,
    minFill: row.min_fill_minor === null ? null : formatMinor(row.min_fill_minor, COIN_SCALE),
    username: row.username,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** My orders: the order, and what its fills received, the fee and the net, in one currency. */
export function toOwnOrderView(row: OwnOrderRow): OwnOrderView {
  const receivedCurrency = row.side === 'buy' ? row.base : row.quote;
  const scale = row.side === 'buy' ? COIN_SCALE : scaleOf(row.quote);
  return {
    ...toOrderView(row),
    receivedCurrency,
    received: formatMinor(row.received_minor, scale),
    fee: formatMinor(row.fee_minor, scale),
    net: formatMinor(row.received_minor - row.fee_minor, scale),
  };
}

export function toTradeView(row: TradeRow, pair: { base: string; quote: string }): TradeView {
  const quoteScale = scaleOf(pair.quote);
  return {
    id: row.id,
    base: pair.base,
    quote: pair.quote,
    price: formatMinor(row.price_minor, quoteScale),
    amount: formatMinor(row.amount_minor, COIN_SCALE),
    total: formatMinor(row.quote_amount_minor, quoteScale),
    takerSide: row.taker_side,
    makerOrderId: row.maker_order_id,
    takerOrderId: row.taker_order_id,
    buyerFee: formatMinor(row.buyer_fee_minor, COIN_SCALE),
    sellerFee: formatMinor(row.seller_fee_minor, quoteScale),
    createdAt: row.created_at.toISOString(),
  };
}
