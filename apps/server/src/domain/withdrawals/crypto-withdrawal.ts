import {
  COIN_SCALE,
  bpsToPercent,
  errorText,
  parseAmount,
  splitWithdrawal,
  type ErrorText,
} from '@soko/shared';
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
  ({ ok: true } & WithdrawalSplit) | ({ ok: false; code: 'INVALID_AMOUNT' } & ErrorText);

/** The largest value a BIGINT column holds; no balance can exceed it. */
export const MAX_AMOUNT_MINOR = 2n ** 63n - 1n;

export const ZERO_AMOUNT_MESSAGE = 'Invalid amount: Please enter a valid amount greater than zero.';

function invalid(text: ErrorText): CryptoWithdrawalPlan {
  return { ok: false, code: 'INVALID_AMOUNT', ...text };
}

export function planCryptoWithdrawal(amountText: string, feeBps: number): CryptoWithdrawalPlan {
  const parsed = parseAmount(amountText, COIN_SCALE);
  if (!parsed.ok) {
    return invalid(
      parsed.reason === 'too_many_decimals'
        ? errorText('withdrawalDecimals', { decimals: COIN_SCALE })
        : errorText('withdrawalZeroAmount'),
    );
  }
  if (parsed.minor <= 0n) return invalid(errorText('withdrawalZeroAmount'));
  if (parsed.minor > MAX_AMOUNT_MINOR) return invalid(errorText('withdrawalTooLarge'));
  const split = splitWithdrawal(parsed.minor, feeBps);
  if (split.netMinor <= 0n) {
    return invalid(errorText('withdrawalNothingAfterFee', { percent: bpsToPercent(feeBps) }));
  }
  return { ok: true, ...split };
}
