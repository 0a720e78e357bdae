import { t } from '@lingui/core/macro';
import {
  COIN_SCALE,
  bpsToPercentText,
  parseOrderAmount,
  tradeFeeFloor,
  type OrderSide,
  type PairView,
} from '@soko/shared';

/**
 * The fee an order pays, before it is placed (decisions.md 24). A fill takes the fee from what
 * the trader receives: a buy pays in the coin, a sell in the quote. Whether a fill is maker or
 * taker is known only when it happens, so the preview shows the higher rate as "up to" and what
 * is received "at least"; the server takes tradeFeeFloor of each fill, never more.
 */
export interface OrderFee {
  currency: string;
  /** The most the fee can be (at the higher of the two rates). */
  feeMinor: bigint;
  /** What is received after that fee: the least that arrives. */
  netMinor: bigint;
  /** "0.1 % maker / 0.2 % taker". */
  rates: string;
}

export function feeRatesText(pair: Pick<PairView, 'makerFeeBps' | 'takerFeeBps'>): string {
  const maker = bpsToPercentText(pair.makerFeeBps);
  const taker = bpsToPercentText(pair.takerFeeBps);
  return t`${maker} % maker / ${taker} % taker`;
}

export function orderFeeOf(
  side: OrderSide,
  amountMinor: bigint,
  totalMinor: bigint,
  pair: Pick<PairView, 'base' | 'quote' | 'makerFeeBps' | 'takerFeeBps'>,
): OrderFee {
  const receivedMinor = side === 'buy' ? amountMinor : totalMinor;
  const bps = Math.max(pair.makerFeeBps, pair.takerFeeBps);
  const feeMinor = tradeFeeFloor(receivedMinor, bps);
  return {
    currency: side === 'buy' ? pair.base : pair.quote,
    feeMinor,
    netMinor: receivedMinor - feeMinor,
    rates: feeRatesText(pair),
  };
}

export type MinFillCheck =
  { ok: true; minFill: string | undefined } | { ok: false; message: string };

/**
 * "Minimum per trade" (decisions.md 26): optional; a positive amount on the 0.000001 step, at
 * most the order's amount. The server checks it again.
 */
export function checkMinFill(text: string | undefined, amountMinor: bigint): MinFillCheck {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, minFill: undefined };
  const parsed = parseOrderAmount(trimmed);
  if (!parsed.ok || parsed.minor <= 0n) {
    return {
      ok: false,
      message: t`Enter a positive amount in steps of 0.000001, or leave it empty.`,
    };
  }
  if (parsed.minor > amountMinor) {
    return { ok: false, message: t`The minimum per trade cannot be more than the amount.` };
  }
  const whole = parsed.minor.toString().padStart(COIN_SCALE + 1, '0');
  const minFill = `${whole.slice(0, -COIN_SCALE)}.${whole.slice(-COIN_SCALE)}`.replace(
    /\.?0+$/,
    '',
  );
  return { ok: true, minFill };
}
