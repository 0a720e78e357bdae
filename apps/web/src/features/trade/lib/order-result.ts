import { ORDER_MESSAGES, TRADE_MESSAGES, type CreateOrderResponse } from '@soko/shared';
import { ApiError } from '@/lib/api-client';
import type { OrderProblem } from './order-form';
import { formatOrderAmount, formatPrice } from './trade-format';
import { formatTotal } from '@/lib/format';

export interface OrderOutcome {
  /** Filled or partly filled when the order crossed the book, else placed (resting). */
  title: 'Order filled' | 'Order partly filled' | 'Order placed';
  /** One line per immediate fill: "10 HRC at KES 3.25 = KES 32.50". */
  fills: string[];
  /** What happened to the rest of the order. */
  summary: string;
}

/**
 * Says what the server did with a new order (decisions.md point 6): a crossing order fills at
 * once against the best resting orders at their price, and what is left rests on the book.
 */
export function describeOrderOutcome({ order, trades }: CreateOrderResponse): OrderOutcome {
  const side = order.side === 'buy' ? 'buy' : 'sell';
  const resting = `${formatOrderAmount(order.amount, order.base)} at ${formatPrice(order.price, order.quote)}`;
  if (trades.length === 0) {
    return {
      title: 'Order placed',
      fills: [],
      summary: `Your ${side} order for ${resting} is on the book.`,
    };
  }
  const fills = trades.map(
    (trade) =>
      `${formatOrderAmount(trade.amount, trade.base)} at ${formatPrice(trade.price, trade.quote)} = ${formatTotal(trade.total, trade.quote)}`,
  );
  if (order.status === 'filled') {
    return { title: 'Order filled', fills, summary: `Your ${side} order is filled.` };
  }
  return { title: 'Order partly filled', fills, summary: `The rest, ${resting}, is on the book.` };
}

/**
 * The server's refusal in the spec's words (product-spec.md sections 5 and 8). The server's own
 * message carries the detail (limit and coin, amounts) and is shown as is; the title is the spec's.
 */
export function describeOrderError(error: unknown): OrderProblem {
  if (!(error instanceof ApiError)) {
    return { title: ORDER_MESSAGES.createFailed, message: 'An unexpected error occurred.' };
  }
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return { title: ORDER_MESSAGES.authTitle, message: ORDER_MESSAGES.authBody };
    case 'VALIDATION_ERROR':
      return { title: ORDER_MESSAGES.invalidValuesTitle, message: firstFieldMessage(error) };
    case 'ORDER_TOO_SMALL':
      return { title: ORDER_MESSAGES.tooSmallTitle, message: error.message, field: 'amount' };
    case 'ORDER_TOO_LARGE':
      return { title: ORDER_MESSAGES.tooLargeTitle, message: error.message, field: 'amount' };
    case 'INSUFFICIENT_BALANCE':
      return { title: ORDER_MESSAGES.insufficientTitle, message: error.message, field: 'amount' };
    case 'INVALID_AMOUNT':
      return { title: ORDER_MESSAGES.invalidValuesTitle, message: error.message, field: 'amount' };
    case 'PAIR_INACTIVE':
      return { title: 'Pair not trading', message: error.message };
    case 'SELF_TRADE':
      return { title: ORDER_MESSAGES.createFailed, message: TRADE_MESSAGES.SELF_TRADE };
    case 'CONFLICT':
      return { title: ORDER_MESSAGES.createFailed, message: error.message };
    case 'NETWORK_ERROR':
      return {
        title: 'No connection',
        message:
          'Your order was not confirmed. Check your connection and press Place order again; it will not be placed twice.',
      };
    default:
      return {
        title: ORDER_MESSAGES.createFailed,
        message:
          error.status >= 400 && error.status < 500
            ? error.message
            : 'Something went wrong on our side. Nothing was placed; please try again.',
      };
  }
}

function firstFieldMessage(error: ApiError): string {
  const first = Object.values(error.fields)[0];
  return first ?? error.message;
}
