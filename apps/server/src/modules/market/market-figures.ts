import { formatMinor } from '@soko/shared';

/**
 * The market's derived figures, exact on bigints (no JavaScript number ever holds a price).
 * Both round HALF AWAY FROM ZERO at their last decimal, the way a person rounds a percentage:
 * +2.345 % → "2.35", −2.345 % → "-2.35", 2.344 % → "2.34".
 */

/** Rounds numerator ÷ denominator (denominator > 0) to the nearest integer, halves away from 0. */
function divideRoundHalfAway(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * The 24-hour change as a percent with 2 decimals: (latest − reference) ÷ reference × 100,
 * e.g. 325 → 300 gives "-7.69". A change that rounds to zero is "0.00", never "-0.00".
 */
export function changePercent(latestMinor: bigint, referenceMinor: bigint): string {
  // Percent × 100 (two decimals), then formatted with 2 decimals.
  const hundredths = divideRoundHalfAway((latestMinor - referenceMinor) * 10_000n, referenceMinor);
  return formatMinor(hundredths, 2);
}

/**
 * A maker's completion rate: filled ÷ (filled + cancelled) orders as a percent with 1 decimal
 * ("97.5"), or null when the maker has finished no order yet (no rate to show, not 0 %).
 */
export function completionRate(filledOrders: bigint, cancelledOrders: bigint): string | null {
  const finished = filledOrders + cancelledOrders;
  if (finished === 0n) return null;
  return formatMinor(divideRoundHalfAway(filledOrders * 1_000n, finished), 1);
}
