import { t } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/use-error-text';

export interface TradeFailure {
  title: string;
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
  // The spec's words (TRADE_MESSAGES of @soko/shared), in the language on screen.
  const failure = (message: string, orderGone = false): TradeFailure => ({
    title: t`Trade failed`,
    message,
    orderGone,
  });
  const other = () => t`Failed to execute trade`;
  if (!(error instanceof ApiError)) return failure(other());
  switch (error.code) {
    case 'ORDER_NOT_FOUND':
      return failure(t`The selected order is no longer available`, true);
    case 'SELF_TRADE':
      return failure(t`You cannot trade your own order`);
    case 'INSUFFICIENT_BALANCE':
    case 'INVALID_AMOUNT':
      return failure(errorText(error, other()));
    case 'NETWORK_ERROR':
      return failure(t`Failed to communicate with the server`);
    default:
      return failure(other());
  }
}
