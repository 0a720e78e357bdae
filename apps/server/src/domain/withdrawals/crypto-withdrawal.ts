import { COIN_SCALE, bpsToPercent, parseAmount, splitWithdrawal } from '@soko/shared';
import type { WithdrawalSplit } from '@soko/shared';

/**
 * The amount rules of a crypto withdrawal, pure: given the text the user typed and the current
 * fee, the gross, fee and net in minor units, or why not. Rejections in precedence order:
 *   1. not a decimal, or more decimals than the coin's 8: INVALID_AMOUNT
 *   2. zero: INVALID_AMOUNT (the spec's text)
 *   3. larger than any balance can be (beyond BIGINT): INVALID_AMOUNT
 *   4. nothing left to send after the fee (which rounds up): INVALID_AMOUNT
 */
export type CryptoWithdrawalPlan =
  ({ ok: true } & WithdrawalSplit) | { ok: false; code: 'INVALID_AMOUNT'; message: string };

/** The largest value a BIGINT column holds; no balance can exceed it. */
export const MAX_AMOUNT_MINOR = 2n ** 63n - 1n;

export const ZERO_AMOUNT_MESSAGE = 'Invalid amount: Please enter a valid amount greater than zero.';

function invalid(message: string): CryptoWithdrawalPlan {
  return { ok: false, code: 'INVALID_AMOUNT', message };
}

export function planCryptoWithdrawal(amountText: string, feeBps: number): CryptoWithdrawalPlan {
  const parsed = parseAmount(amountText, COIN_SCALE);
  if (!parsed.ok) {
    return invalid(
      parsed.reason === 'too_many_decimals'
        ? `Invalid amount: use at most ${COIN_SCALE} decimals.`
        : ZERO_AMOUNT_MESSAGE,
    );
  }
  if (parsed.minor <= 0n) return invalid(ZERO_AMOUNT_MESSAGE);
  if (parsed.minor > MAX_AMOUNT_MINOR) return invalid('Invalid amount: the amount is too large.');
  const split = splitWithdrawal(parsed.minor, feeBps);
  if (split.netMinor <= 0n) {
    return invalid(
      `Invalid amount: after the ${bpsToPercent(feeBps)}% withdrawal fee nothing would be left ` +
        'to send. Please enter a larger amount.',
    );
  }
  return { ok: true, ...split };
}
