import {
  COIN_SCALE,
  formatMinor,
  parseOrderAmount,
  scaleOf,
  type OrderSide,
  type OrderStatus,
  formatMoneyText,
  errorText,
  type ErrorText,
} from '@soko/shared';
import { fillQuoteMinor, isDust, makerAfterFill, oppositeSide } from './order-matching.js';
import { minFillText, respectsMinFill } from './min-fill.js';
import { formatTrimmed } from './order-request.js';

/**
 * Taking a chosen resting order ("execute", product-spec.md section 5), pure. The taker places
 * no order: the fill trades at the resting order's price, the taker absorbs the rounding (a
 * buying taker pays quoteTotalCeil, a selling taker receives quoteTotalFloor). Rejections in
 * precedence order:
 *   1. the order is not on the book (missing, filled, cancelled): ORDER_NOT_FOUND
 *   2. its pair is inactive: PAIR_INACTIVE
 *   3. the taker owns it: SELF_TRADE
 *   4. the amount is not a number, has more than 6 decimals, is zero, exceeds what the order
 *      has left, or is worth less than one quote minor unit: INVALID_AMOUNT
 *   5. below the order's minimum per trade without clearing it: ORDER_TOO_SMALL
 * (The balance is checked by the ledger afterwards: INSUFFICIENT_BALANCE.)
 */
export interface TakeTarget {
  id: string;
  userId: string;
  side: OrderSide;
  status: OrderStatus;
  priceMinor: bigint;
  amountMinor: bigint;
  base: string;
  quote: string;
  pairActive: boolean;
  /** The maker's minimum per take, null: any (decisions.md 26). */
  minFillMinor: bigint | null;
}

export type TakeCode =
  'ORDER_NOT_FOUND' | 'PAIR_INACTIVE' | 'SELF_TRADE' | 'INVALID_AMOUNT' | 'ORDER_TOO_SMALL';

export type TakePlan =
  | {
      ok: true;
      takerSide: OrderSide;
      amountMinor: bigint;
      priceMinor: bigint;
      quoteMinor: bigint;
      makerRemainingMinor: bigint;
      makerSwept: boolean;
    }
  | ({ ok: false; code: TakeCode } & ErrorText);

export const PAIR_INACTIVE_MESSAGE = 'This trading pair is not active at the moment';

function reject(code: TakeCode, text: ErrorText): TakePlan {
  return { ok: false, code, ...text };
}

export function planTake(
  order: TakeTarget | undefined,
  takerUserId: string,
  amountText: string,
): TakePlan {
  if (!order || (order.status !== 'open' && order.status !== 'partially_filled')) {
    return reject('ORDER_NOT_FOUND', errorText('orderNotFound'));
  }
  if (!order.pairActive) return reject('PAIR_INACTIVE', errorText('pairInactive'));
  if (order.userId === takerUserId) return reject('SELF_TRADE', errorText('selfTrade'));
  const parsed = parseOrderAmount(amountText);
  if (!parsed.ok) {
    return reject(
      'INVALID_AMOUNT',
      parsed.reason === 'too_many_decimals'
        ? errorText('takeDecimals')
        : errorText('takeInvalidAmount'),
    );
  }
  if (parsed.minor <= 0n) return reject('INVALID_AMOUNT', errorText('takeMinimum'));
  if (parsed.minor > order.amountMinor) {
    const left = formatTrimmed(order.amountMinor, COIN_SCALE);
    return reject('INVALID_AMOUNT', errorText('takeExceedsAvailable', { left, base: order.base }));
  }
  if (isDust(parsed.minor, order.priceMinor)) {
    const smallest = formatMoneyText(formatMinor(1n, scaleOf(order.quote)), order.quote);
    return reject('INVALID_AMOUNT', errorText('takeTotalTooSmall', { smallest }));
  }
  if (!respectsMinFill(order, parsed.minor) && order.minFillMinor !== null) {
    return reject('ORDER_TOO_SMALL', minFillText(order.minFillMinor, order.base));
  }
  const takerSide = oppositeSide(order.side);
  return {
    ok: true,
    takerSide,
    amountMinor: parsed.minor,
    priceMinor: order.priceMinor,
    quoteMinor: fillQuoteMinor(takerSide, parsed.minor, order.priceMinor),
    ...makerAfterFill(order, parsed.minor),
  };
}
