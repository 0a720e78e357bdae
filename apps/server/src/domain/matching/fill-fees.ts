import { exciseHalfUp, tradeFeeFloor, type OrderSide } from '@soko/shared';

/**
 * A fill's fees, pure (decisions.md 24). Each side pays from what it RECEIVES: the buyer in the
 * base coin (of amountMinor), the seller in the quote (of quoteMinor). The maker pays the pair's
 * maker rate and the taker (the incoming order or take) the taker rate. Both round down
 * (tradeFeeFloor: the platform never takes more than the rate); each fee's excise share rounds
 * half up (exciseHalfUp) at the rate in force when the fill happens.
 */
export interface FeeRates {
  makerFeeBps: number;
  takerFeeBps: number;
  /** The excise duty on fees in force at the fill, basis points of the fee (1000 = 10 %). */
  exciseRateBps: number;
}

export interface FillFees {
  buyerFeeMinor: bigint;
  sellerFeeMinor: bigint;
  buyerExciseMinor: bigint;
  sellerExciseMinor: bigint;
}

export const NO_FEES: FeeRates = { makerFeeBps: 0, takerFeeBps: 0, exciseRateBps: 0 };

export function fillFees(
  fill: { takerSide: OrderSide; amountMinor: bigint; quoteMinor: bigint },
  rates: FeeRates,
): FillFees {
  const buyerIsTaker = fill.takerSide === 'buy';
  const buyerBps = buyerIsTaker ? rates.takerFeeBps : rates.makerFeeBps;
  const sellerBps = buyerIsTaker ? rates.makerFeeBps : rates.takerFeeBps;
  const buyerFeeMinor = tradeFeeFloor(fill.amountMinor, buyerBps);
  const sellerFeeMinor = tradeFeeFloor(fill.quoteMinor, sellerBps);
  return {
    buyerFeeMinor,
    sellerFeeMinor,
    buyerExciseMinor: exciseHalfUp(buyerFeeMinor, rates.exciseRateBps),
    sellerExciseMinor: exciseHalfUp(sellerFeeMinor, rates.exciseRateBps),
  };
}

/** The fee a trader pays on what they receive in one fill, for previews (same rounding). */
export function feeOnReceipt(receivedMinor: bigint, feeBps: number): bigint {
  return tradeFeeFloor(receivedMinor, feeBps);
}
