import { mulDivCeil } from './money.js';

/**
 * The crypto withdrawal fee (decisions.md point 16): the admin's withdrawal tax, in basis points
 * (10 % = 1000 bps, steps of 0.5 % = 50 bps, at most 30 % = 3000 bps).
 *
 * Rounding, named: the fee is charged to the user, so it rounds UP to the next minor unit
 * (mulDivCeil); the net sent out is what remains (gross − fee), never more than the exact value.
 */
export const BPS_PER_UNIT = 10_000n;
export const DEFAULT_WITHDRAWAL_TAX_BPS = 1000;
export const MAX_WITHDRAWAL_TAX_BPS = 3000;
export const WITHDRAWAL_TAX_STEP_BPS = 50;

export interface WithdrawalSplit {
  grossMinor: bigint;
  feeMinor: bigint;
  netMinor: bigint;
}

export function splitWithdrawal(grossMinor: bigint, feeBps: number): WithdrawalSplit {
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > MAX_WITHDRAWAL_TAX_BPS) {
    throw new RangeError(`feeBps out of range: ${feeBps}`);
  }
  if (grossMinor <= 0n) throw new RangeError('grossMinor must be positive');
  const feeMinor = mulDivCeil(grossMinor, BigInt(feeBps), BPS_PER_UNIT);
  return { grossMinor, feeMinor, netMinor: grossMinor - feeMinor };
}

/** 1000 → 10, 1050 → 10.5: a rate for display and the settings API, never an amount. */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}

/** 10.5 → 1050. Refuses anything that is not a multiple of 0.5 between 0 and 30. */
export function percentToBps(percent: number): number | undefined {
  const bps = Math.round(percent * 100);
  if (Math.abs(bps - percent * 100) > 1e-9) return undefined;
  if (bps < 0 || bps > MAX_WITHDRAWAL_TAX_BPS || bps % WITHDRAWAL_TAX_STEP_BPS !== 0)
    return undefined;
  return bps;
}
