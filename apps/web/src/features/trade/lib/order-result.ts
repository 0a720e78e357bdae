import { t } from '@lingui/core/macro';
import type { CreateOrderResponse } from '@soko/shared';
import { ApiError } from '@/lib/api-client';
import type { OrderProblem } from './order-form';
import { formatOrderAmount, formatPrice } from './trade-format';
import { formatTotal } from '@/lib/format';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

export interface OrderOutcome {
  /** Filled or partly filled when the order crossed the book, else placed (resting). */
  title: string;
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
  const buying = order.side === 'buy';
  const amount = formatOrderAmount(order.amount, order.base);
  const price = formatPrice(order.price, order.quote);
  if (trades.length === 0) {
    return {
      title: t`Order placed`,
      fills: [],
      summary: buying
        ? t`Your buy order for ${amount} at ${price} is on the book.`
        : t`Your sell order for ${amount} at ${price} is on the book.`,
    };
  }
  const fills = trades.map((trade) => {
    const filled = formatOrderAmount(trade.amount, trade.base);
    const at = formatPrice(trade.price, trade.quote);
    const total = formatTotal(trade.total, trade.quote);
    return t`${filled} at ${at} = ${total}`;
  });
  if (order.status === 'filled') {
    return {
      title: t`Order filled`,
      fills,
      summary: buying ? t`Your buy order is filled.` : t`Your sell order is filled.`,
    };
  }
  return {
    title: t`Order partly filled`,
    fills,
    summary: t`The rest, ${amount} at ${price}, is on the book.`,
  };
}

/**
 * The server's refusal in the spec's words (product-spec.md sections 5 and 8). The server's own
 * message carries the detail (limit and coin, amounts) and is shown as is; the title is the spec's.
 */
export function describeOrderError(error: unknown): OrderProblem {
  // The titles are the spec's (ORDER_MESSAGES and TRADE_MESSAGES of @soko/shared), translated.
  if (!(error instanceof ApiError)) {
    return { title: t`Failed to create order`, message: t`An unexpected error occurred.` };
  }
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return {
        title: t`Authentication required`,
        message: t`Please log in to create orders`,
        login: true,
      };
    case 'VALIDATION_ERROR':
      return { title: t`Invalid values`, message: firstFieldMessage(error) };
    case 'ORDER_TOO_SMALL':
      return { title: t`Order too small`, message: errorText(error), field: 'amount' };
    case 'ORDER_TOO_LARGE':
      return { title: t`Order too large`, message: errorText(error), field: 'amount' };
    case 'INSUFFICIENT_BALANCE':
      return { title: t`Insufficient balance`, message: errorText(error), field: 'amount' };
    case 'INVALID_AMOUNT':
      return { title: t`Invalid values`, message: errorText(error), field: 'amount' };
    case 'PAIR_INACTIVE':
      return { title: t`Pair not trading`, message: errorText(error) };
    case 'SELF_TRADE':
      return { title: t`Failed to create order`, message: t`You cannot trade your own order` };
    case 'CONFLICT':
      return { title: t`Failed to create order`, message: errorText(error) };
    case 'NETWORK_ERROR':
      return {
        title: t`No connection`,
        message: t`Your order was not confirmed. Check your connection and press Place order again; it will not be placed twice.`,
      };
    default:
      return {
        title: t`Failed to create order`,
        message:
          error.status >= 400 && error.status < 500
            ? errorText(error)
            : t`Something went wrong on our side. Nothing was placed; please try again.`,
      };
  }
}

function firstFieldMessage(error: ApiError): string {
  const first = Object.values(fieldErrorTexts(error))[0];
  return first ?? errorText(error);
}
