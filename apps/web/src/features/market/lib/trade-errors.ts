import { TRADE_MESSAGES } from '@soko/shared';
import { ApiError } from '@/lib/api-client';

export interface TradeFailure {
  title: typeof TRADE_MESSAGES.failedTitle;
  message: string;
  /** The order is gone (filled, cancelled or taken by someone else): close and reload the list. */
  orderGone: boolean;
}

/**
 * The "Trade failed" toast of product-spec.md section 8: ORDER_NOT_FOUND and SELF_TRADE get the
 * spec's texts, INSUFFICIENT_BALANCE and INVALID_AMOUNT keep the server's message, a request that
 * never reached the server is the spec's RPC_ERROR text, and anything else (a server code the
 * spec does not name, or an exception in the client: UNKNOWN) is "Failed to execute trade".
 */
export function describeTradeError(error: unknown): TradeFailure {
  const failure = (message: string, orderGone = false): TradeFailure => ({
    title: TRADE_MESSAGES.failedTitle,
    message,
    orderGone,
  });
  if (!(error instanceof ApiError)) return failure(TRADE_MESSAGES.other);
  switch (error.code) {
    case 'ORDER_NOT_FOUND':
      return failure(TRADE_MESSAGES.ORDER_NOT_FOUND, true);
    case 'SELF_TRADE':
      return failure(TRADE_MESSAGES.SELF_TRADE);
    case 'INSUFFICIENT_BALANCE':
    case 'INVALID_AMOUNT':
      return failure(error.message || TRADE_MESSAGES.other);
    case 'NETWORK_ERROR':
      return failure(TRADE_MESSAGES.RPC_ERROR);
    default:
      return failure(TRADE_MESSAGES.other);
  }
}
