import {
  COIN_SCALE,
  MAX_ORDER_AMOUNT_MINOR,
  MAX_PRICE_MINOR,
  ORDER_AMOUNT_DECIMALS,
  PRICE_DECIMALS,
  formatMinor,
  parseOrderAmount,
  parsePrice,
  scaleOf,
  formatMoneyText,
  formatDecimal,
  errorText,
  type ErrorText,
} from '@soko/shared';
import { isDust } from './order-matching.js';

/**
 * The number rules of a new order, pure. Rejections in precedence order (the route's schema has
 * already refused anything that is not a non-negative decimal string, with VALIDATION_ERROR):
 *   1. amount with more than 6 decimals: INVALID_AMOUNT
 *   2. price with more than 2 decimals: INVALID_AMOUNT
 *   3. amount or price zero: INVALID_AMOUNT (the spec's "Amount and price must be positive numbers")
 *   4. amount or price beyond what any balance can hold: INVALID_AMOUNT
 * and, once the pair is known (checkPairLimits):
 *   5. below the pair's minimum: ORDER_TOO_SMALL; above its maximum: ORDER_TOO_LARGE
 *   6. a total worth less than one minor unit of the quote: INVALID_AMOUNT
 */
export type Rejection = {
  ok: false;
  code: 'INVALID_AMOUNT' | 'ORDER_TOO_SMALL' | 'ORDER_TOO_LARGE';
} & ErrorText;

export const POSITIVE_MESSAGE = 'Amount and price must be positive numbers';

function reject(code: Rejection['code'], text: ErrorText): Rejection {
  return { ok: false, code, ...text };
}

/** Minor units for a message: grouped, trailing zeros trimmed ("20", "0.001", "1,000,000"). */
export function formatTrimmed(minor: bigint, scale: number): string {
  return formatDecimal(formatMinor(minor, scale), 0, scale);
}

export function parseOrderNumbers(
  input: { amount: string; price: string },
  quote: string,
): { ok: true; amountMinor: bigint; priceMinor: bigint } | Rejection {
  const amount = parseOrderAmount(input.amount);
  if (!amount.ok) {
    return reject(
      'INVALID_AMOUNT',
      amount.reason === 'too_many_decimals'
        ? errorText('amountDecimals', { decimals: ORDER_AMOUNT_DECIMALS })
        : errorText('amountPriceNotPositive'),
    );
  }
  const price = parsePrice(input.price, quote);
  if (!price.ok) {
    return reject(
      'INVALID_AMOUNT',
      price.reason === 'too_many_decimals'
        ? errorText('priceDecimals', { decimals: PRICE_DECIMALS })
        : errorText('amountPriceNotPositive'),
    );
  }
  if (amount.minor <= 0n || price.minor <= 0n)
    return reject('INVALID_AMOUNT', errorText('amountPriceNotPositive'));
  if (amount.minor > MAX_ORDER_AMOUNT_MINOR) {
    return reject('INVALID_AMOUNT', errorText('amountTooLarge'));
  }
  if (price.minor > MAX_PRICE_MINOR) return reject('INVALID_AMOUNT', errorText('priceTooLarge'));
  return { ok: true, amountMinor: amount.minor, priceMinor: price.minor };
}

export interface PairLimits {
  base: string;
  quote: string;
  minOrderSizeMinor: bigint;
  maxOrderSizeMinor: bigint;
}

/** Rules 5 and 6: the pair's size limits (message names the limit and coin) and a real total. */
export function checkPairLimits(
  pair: PairLimits,
  amountMinor: bigint,
  priceMinor: bigint,
): { ok: true } | Rejection {
  if (amountMinor < pair.minOrderSizeMinor) {
    const limit = formatTrimmed(pair.minOrderSizeMinor, COIN_SCALE);
    return reject(
      'ORDER_TOO_SMALL',
      errorText('orderTooSmall', { minimum: limit, base: pair.base }),
    );
  }
  if (amountMinor > pair.maxOrderSizeMinor) {
    const limit = formatTrimmed(pair.maxOrderSizeMinor, COIN_SCALE);
    return reject(
      'ORDER_TOO_LARGE',
      errorText('orderTooLarge', { maximum: limit, base: pair.base }),
    );
  }
  if (isDust(amountMinor, priceMinor)) {
    const smallest = formatMoneyText(formatMinor(1n, scaleOf(pair.quote)), pair.quote);
    return reject('INVALID_AMOUNT', errorText('orderTotalTooSmall', { smallest }));
  }
  return { ok: true };
}
