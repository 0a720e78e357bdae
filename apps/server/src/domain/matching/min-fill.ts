import {
  COIN_SCALE,
  ORDER_AMOUNT_DECIMALS,
  errorText,
  formatMinor,
  parseOrderAmount,
  type ErrorText,
} from '@soko/shared';

type Rejection = { ok: false; code: 'INVALID_AMOUNT' } & ErrorText;

/** Coin minor units as a short decimal ("0.5", "20"). */
function formatTrimmed(minor: bigint): string {
  return formatMinor(minor, COIN_SCALE).replace(/\.?0+$/, '');
}

/**
 * A maker's minimum fill (decisions.md 26): the smallest amount one take may buy from an order.
 * A take (or an incoming order's fill) below it is refused unless it clears the order: the last
 * piece of an order may always be taken, or the order could never finish.
 */

/** api.md: a take below an order's minFill that does not clear it is 400 ORDER_TOO_SMALL. */
export const MIN_FILL_STATUS = 400;

/** "Minimum amount per trade is 0.5 BTC", in the words of the pair's "Minimum order size". */
export function minFillMessage(minFillMinor: bigint, base: string): string {
  return minFillText(minFillMinor, base).message;
}

/** The same refusal by key and parameters. */
export function minFillText(minFillMinor: bigint, base: string): ErrorText {
  return errorText('minFillNotMet', { minimum: formatTrimmed(minFillMinor), base });
}

/** Whether a fill of `amountMinor` from an order with `remainingMinor` left respects its minimum. */
export function respectsMinFill(
  order: { minFillMinor: bigint | null; amountMinor: bigint },
  amountMinor: bigint,
): boolean {
  if (order.minFillMinor === null) return true;
  return amountMinor >= order.minFillMinor || amountMinor === order.amountMinor;
}

/**
 * The request's minFill in base minor units, null when absent. It must be a valid amount (step
 * 0.000001), above zero and at most the order's amount (which already lies within the pair's
 * limits). INVALID_AMOUNT names the field.
 */
export function parseMinFill(
  text: string | undefined,
  amountMinor: bigint,
  base: string,
): { ok: true; minFillMinor: bigint | null } | Rejection {
  if (text === undefined) return { ok: true, minFillMinor: null };
  const parsed = parseOrderAmount(text);
  if (!parsed.ok) {
    const text =
      parsed.reason === 'too_many_decimals'
        ? errorText('minFillDecimals', { decimals: ORDER_AMOUNT_DECIMALS })
        : errorText('minFillNotPositive');
    return { ok: false, code: 'INVALID_AMOUNT', ...text };
  }
  if (parsed.minor <= 0n) {
    return { ok: false, code: 'INVALID_AMOUNT', ...errorText('minFillNotPositive') };
  }
  if (parsed.minor > amountMinor) {
    const amount = formatTrimmed(amountMinor);
    return {
      ok: false,
      code: 'INVALID_AMOUNT',
      ...errorText('minFillAboveAmount', { amount, base }),
    };
  }
  return { ok: true, minFillMinor: parsed.minor };
}
