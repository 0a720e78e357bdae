import { mulDivFloor, mulDivHalfUp, parseAmount } from './money.js';
import { BPS_PER_UNIT } from './fees.js';

/**
 * Trading fees and the excise duty on every fee (decisions.md point 24).
 *
 * A fill's fee is taken from what each side RECEIVES: the buyer pays it in the base coin, the
 * seller in the quote. The maker (the resting order) pays the pair's maker rate, the taker (the
 * incoming order or take) the taker rate.
 *
 * Roundings, named and tested (trade-fees.test.ts):
 * - tradeFeeFloor: the fee rounds DOWN to the minor unit, so the platform never takes more than
 *   the rate; the trader keeps the remainder (net = received − fee).
 * - exciseHalfUp: the excise share of each fee rounds to the NEAREST minor unit, halves up, as
 *   a tax is rounded. Floor would under-declare by up to a unit on every fee and ceil would, on a
 *   1-unit fee at 10 %, hand the whole fee to the tax; half-up errs by at most half a unit either
 *   way and never exceeds the fee (rate ≤ 100 %). The ledger invariant recomputes it per fee.
 */
export const MAX_TRADE_FEE_BPS = 1000;
export const DEFAULT_MAKER_FEE_BPS = 10;
export const DEFAULT_TAKER_FEE_BPS = 20;
export const MAX_EXCISE_RATE_BPS = 10_000;

function checkBps(bps: number, max: number) {
  if (!Number.isInteger(bps) || bps < 0 || bps > max) {
    throw new RangeError(`rate out of range: ${bps} bps`);
  }
}

/** The fee on `receivedMinor` at `feeBps`, rounded down (never more than the rate). */
export function tradeFeeFloor(receivedMinor: bigint, feeBps: number): bigint {
  checkBps(feeBps, MAX_TRADE_FEE_BPS);
  return mulDivFloor(receivedMinor, BigInt(feeBps), BPS_PER_UNIT);
}

/** The excise share of a fee at `rateBps` (1000 = 10 %), to the nearest minor unit, halves up. */
export function exciseHalfUp(feeMinor: bigint, rateBps: number): bigint {
  checkBps(rateBps, MAX_EXCISE_RATE_BPS);
  return mulDivHalfUp(feeMinor, BigInt(rateBps), BPS_PER_UNIT);
}

export interface FeeSplit {
  grossMinor: bigint;
  feeMinor: bigint;
  netMinor: bigint;
}

/** What a side receives, its fee and what it keeps. */
export function splitTradeFee(grossMinor: bigint, feeBps: number): FeeSplit {
  const feeMinor = tradeFeeFloor(grossMinor, feeBps);
  return { grossMinor, feeMinor, netMinor: grossMinor - feeMinor };
}

/** "0.2" (percent) from 20 bps, for screens; an exact decimal string, never a float. */
export function bpsToPercentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const cents = String(bps % 100).padStart(2, '0');
  return `${whole}.${cents}`.replace(/\.?0+$/, '');
}

/** "12.5" → 1250 bps; at most 2 decimals, 0 to 100. Undefined when it is not such a rate. */
export function percentTextToBps(text: string): number | undefined {
  const parsed = parseAmount(text.trim(), 2);
  if (!parsed.ok || parsed.minor < 0n || parsed.minor > BigInt(MAX_EXCISE_RATE_BPS)) {
    return undefined;
  }
  return Number(parsed.minor);
}
