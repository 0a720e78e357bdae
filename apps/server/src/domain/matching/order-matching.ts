import { quoteTotalCeil, quoteTotalFloor, type OrderSide } from '@soko/shared';
import { respectsMinFill } from './min-fill.js';

/**
 * Matching an incoming order against the book, pure (decisions.md point 6, design.md Matching).
 *
 * Given the incoming order and the resting opposite orders best price first, then oldest, it
 * returns the fills and what happens to the rest. The rules, in the order they apply:
 * - A resting order is reached while it crosses the incoming limit (a buy meets asks priced at or
 *   below it, a sell meets bids at or above it). Each fill trades at the RESTING order's price.
 * - The trader's own resting orders are skipped: they stay, and matching continues past them.
 * - The taker absorbs each fill's rounding (shared/trading.ts): a buying taker pays
 *   quoteTotalCeil, a selling taker receives quoteTotalFloor, and the maker's side is that same
 *   amount, so every fill is one exact transfer between the two parties.
 * - A fill whose floor total is 0 (worth under one quote minor unit) is never made. Matching stops
 *   there; what is left of the incoming order is "dust" (see below).
 * - After a fill, a maker whose remainder is dust at its own price (it can never trade again) is
 *   swept: it leaves the book and its hold is released. No unfillable order ever rests.
 * - What is left of the incoming order rests at its limit, unless it is dust at its own price or
 *   matching stopped at a dust fill (resting would cross an order it cannot trade with): then it
 *   is swept too, or, when nothing traded at all, the order is refused (INVALID_AMOUNT). Either
 *   way the book is never left crossed.
 * - SELF_TRADE (decided by the lead): if the remainder would rest at a price that crosses one of
 *   the same trader's own resting opposite orders, the WHOLE order is refused and nothing changes.
 *   Resting there would leave the book crossed, and filling against oneself is not a trade.
 * - Minimum fill (decisions.md 26): a fill below a resting order's minimum that does not clear
 *   it refuses the whole order (ORDER_TOO_SMALL). Skipping that order instead would leave the
 *   incoming remainder resting across it, a crossed book.
 */
export interface BookOrder {
  id: string;
  userId: string;
  priceMinor: bigint;
  /** What is left on the book. */
  amountMinor: bigint;
  /** The smallest fill it accepts unless the fill clears it (decisions.md 26); null: any. */
  minFillMinor?: bigint | null;
}

export interface IncomingOrder {
  side: OrderSide;
  userId: string;
  priceMinor: bigint;
  amountMinor: bigint;
}

export interface Fill {
  makerOrderId: string;
  makerUserId: string;
  /** The resting order's price. */
  priceMinor: bigint;
  amountMinor: bigint;
  /** The quote that moves from buyer to seller (the taker's rounding). */
  quoteMinor: bigint;
  /** What the maker still has after this fill. */
  makerRemainingMinor: bigint;
  /** The maker's remainder is dust: it leaves the book with this fill. */
  makerSwept: boolean;
}

export type MatchOutcome =
  | {
      ok: true;
      fills: Fill[];
      /** What is left of the incoming order after the fills (0 when filled). */
      remainingMinor: bigint;
      /** The remainder rests on the book; false when filled or swept as dust. */
      rests: boolean;
    }
  | { ok: false; code: 'SELF_TRADE' | 'INVALID_AMOUNT'; message: string }
  /** The fill a crossed order would get is below its minimum (the caller names the coin). */
  | { ok: false; code: 'ORDER_TOO_SMALL'; minFillMinor: bigint };

export const SELF_TRADE_MESSAGE =
  'This order would cross your own open order. Cancel it or change the price.';
export const TOO_SMALL_TO_MATCH_MESSAGE =
  'This order is too small to trade at the best price on the book. Please enter a larger amount.';

export function oppositeSide(side: OrderSide): OrderSide {
  return side === 'buy' ? 'sell' : 'buy';
}

/** Whether an incoming order at `limitMinor` meets a resting order priced `restingMinor`. */
export function crosses(side: OrderSide, limitMinor: bigint, restingMinor: bigint): boolean {
  return side === 'buy' ? restingMinor <= limitMinor : restingMinor >= limitMinor;
}

/** Worth less than one quote minor unit at that price: no fill of it can move any quote. */
export function isDust(amountMinor: bigint, priceMinor: bigint): boolean {
  return quoteTotalFloor(amountMinor, priceMinor) === 0n;
}

/** The quote of one fill, rounded against the taker (trading.ts). */
export function fillQuoteMinor(takerSide: OrderSide, amountMinor: bigint, priceMinor: bigint) {
  return takerSide === 'buy'
    ? quoteTotalCeil(amountMinor, priceMinor)
    : quoteTotalFloor(amountMinor, priceMinor);
}

/** The maker's side of a fill: what is left, and whether that rest is dust and leaves. */
export function makerAfterFill(maker: BookOrder, amountMinor: bigint) {
  const makerRemainingMinor = maker.amountMinor - amountMinor;
  return {
    makerRemainingMinor,
    makerSwept: makerRemainingMinor > 0n && isDust(makerRemainingMinor, maker.priceMinor),
  };
}

/**
 * Matches `incoming` against `opposite`, which must be the resting orders of the other side of
 * the same pair, best price first, then oldest (it may include orders that do not cross; the
 * walk stops at the first of them).
 */
export function matchOrder(incoming: IncomingOrder, opposite: readonly BookOrder[]): MatchOutcome {
  const fills: Fill[] = [];
  let remainingMinor = incoming.amountMinor;
  let stoppedAtDust = false;
  let crossesOwn = false;
  for (const maker of opposite) {
    if (!crosses(incoming.side, incoming.priceMinor, maker.priceMinor)) break;
    if (maker.userId === incoming.userId) {
      crossesOwn = true;
      continue;
    }
    if (remainingMinor === 0n || stoppedAtDust) continue;
    const amountMinor = remainingMinor < maker.amountMinor ? remainingMinor : maker.amountMinor;
    if (isDust(amountMinor, maker.priceMinor)) {
      stoppedAtDust = true;
      continue;
    }
    const minFillMinor = maker.minFillMinor ?? null;
    if (!respectsMinFill({ minFillMinor, amountMinor: maker.amountMinor }, amountMinor)) {
      return { ok: false, code: 'ORDER_TOO_SMALL', minFillMinor: minFillMinor ?? 0n };
    }
    fills.push({
      makerOrderId: maker.id,
      makerUserId: maker.userId,
      priceMinor: maker.priceMinor,
      amountMinor,
      quoteMinor: fillQuoteMinor(incoming.side, amountMinor, maker.priceMinor),
      ...makerAfterFill(maker, amountMinor),
    });
    remainingMinor -= amountMinor;
  }
  if (remainingMinor === 0n) return { ok: true, fills, remainingMinor, rests: false };
  if (stoppedAtDust || isDust(remainingMinor, incoming.priceMinor)) {
    // Nothing traded and nothing may rest: refuse rather than record an order that did nothing.
    if (fills.length === 0) {
      return { ok: false, code: 'INVALID_AMOUNT', message: TOO_SMALL_TO_MATCH_MESSAGE };
    }
    return { ok: true, fills, remainingMinor, rests: false };
  }
  if (crossesOwn) return { ok: false, code: 'SELF_TRADE', message: SELF_TRADE_MESSAGE };
  return { ok: true, fills, remainingMinor, rests: true };
}

/**
 * The quote an incoming buy order holds when it is placed: enough for what its fills charge
 * plus the resting remainder at its limit, and never less than quoteTotalCeil(amount, limit)
 * (the spec's "amount times price" that the balance must cover). What is not needed once the
 * fills are done is released, so a resting buy holds exactly quoteTotalCeil(remaining, limit).
 */
export function buyHoldMinor(
  incoming: IncomingOrder,
  outcome: { fills: readonly Fill[]; remainingMinor: bigint; rests: boolean },
) {
  const charged = outcome.fills.reduce((sum, fill) => sum + fill.quoteMinor, 0n);
  const resting = outcome.rests ? quoteTotalCeil(outcome.remainingMinor, incoming.priceMinor) : 0n;
  const needed = charged + resting;
  const atLimit = quoteTotalCeil(incoming.amountMinor, incoming.priceMinor);
  return { holdMinor: needed > atLimit ? needed : atLimit, neededMinor: needed };
}
