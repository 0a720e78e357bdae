import { COIN_SCALE, mulDivCeil, mulDivFloor, parseAmount, scaleOf } from './money.js';

/**
 * Trading math: the units, steps and rounding every order, fill and pair limit uses
 * (product-spec.md sections 3–5, 9; decisions 6–8). The wire contracts live beside it in
 * pairs.ts, orders.ts and market.ts.
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
