import { t } from '@lingui/core/macro';
import {
  COIN_SCALE,
  ORDER_AMOUNT_STEP_MINOR,
  formatMinor,
  parseAmount,
  parseOrderAmount,
  quoteTotalCeil,
  quoteTotalFloor,
  scaleOf,
  tradeFeeFloor,
  type OrderSide,
  type TradeView,
  formatCoinFigure,
} from '@soko/shared';
import { formatMoney, formatTotal } from '@/lib/format';

/**
 * The arithmetic of taking an order from the Market orders screen (product-spec.md sections 2,
 * 5 and 9). Every figure is bigint minor units through the shared helpers the server charges with;
 * a JavaScript number never holds an amount, a price or a total.
 *
 * Rounding, as the server applies it (packages/shared/src/trading-math.ts): the taker absorbs each
 * fill's rounding, so a buying taker pays quoteTotalCeil and a selling taker receives
 * quoteTotalFloor. The preview shows the same figure the server will move.
 */

/** The part of an order this arithmetic reads (OrderView and MarketOrderCard both fit). */
export interface TakenOrder {
  side: OrderSide;
  base: string;
  quote: string;
  /** What is still on the book, in the base coin. */
  amount: string;
  originalAmount: string;
  filledAmount: string;
  /** Quote currency per one whole base unit. */
  price: string;
  /** The maker's minimum per take (decisions.md 26); null or absent: any amount. */
  minFill?: string | null;
}

/** A sell order is bought from, a buy order is sold to. */
export function takerSideOf(orderSide: OrderSide): OrderSide {
  return orderSide === 'sell' ? 'buy' : 'sell';
}

function coinMinor(amount: string): bigint {
  const parsed = parseAmount(amount, COIN_SCALE);
  return parsed.ok ? parsed.minor : 0n;
}

function priceMinor(order: Pick<TakenOrder, 'price' | 'quote'>): bigint {
  const parsed = parseAmount(order.price, scaleOf(order.quote));
  return parsed.ok ? parsed.minor : 0n;
}

/** "0.50000000" → "0.5": what an amount field shows after Max or Half. */
export function trimDecimal(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

/** "1200.50000000" → "1,200.5000": an amount in a sentence (decisions.md 27). */
export function formatCoinAmount(decimal: string): string {
  return formatCoinFigure(decimal);
}

function floorToStep(minor: bigint): bigint {
  return (minor / ORDER_AMOUNT_STEP_MINOR) * ORDER_AMOUNT_STEP_MINOR;
}

/** The share of the order already filled, a whole percent rounded down (never overstated). */
export function filledPercent(order: Pick<TakenOrder, 'originalAmount' | 'filledAmount'>): number {
  const original = coinMinor(order.originalAmount);
  if (original <= 0n) return 0;
  const filled = coinMinor(order.filledAmount);
  return Number((filled * 100n) / original);
}

/** The smallest amount one take may buy: the maker's minimum (capped at what is left), else one step. */
export function minTakeMinor(order: TakenOrder): bigint {
  const remaining = coinMinor(order.amount);
  const minFill = order.minFill ? coinMinor(order.minFill) : 0n;
  if (minFill <= 0n)
    return ORDER_AMOUNT_STEP_MINOR < remaining ? ORDER_AMOUNT_STEP_MINOR : remaining;
  return minFill < remaining ? minFill : remaining;
}

/**
 * The card's limit range (decisions.md 26 replaces the spec's decorative 10 %): from the smallest
 * take the order accepts (its minimum per trade, else the smallest non-zero total) to all that is
 * left, as price × amount in the quote currency, rounded down; shown, never charged.
 */
export function limitRange(order: TakenOrder): { min: string; max: string } {
  const scale = scaleOf(order.quote);
  const maxMinor = quoteTotalFloor(coinMinor(order.amount), priceMinor(order));
  const smallest = quoteTotalFloor(minTakeMinor(order), priceMinor(order));
  const minMinor = smallest > 0n ? smallest : maxMinor > 0n ? 1n : 0n;
  return { min: formatMinor(minMinor, scale), max: formatMinor(maxMinor, scale) };
}

/** The taker's fee on what they receive (the coin when buying, the quote when selling). */
export function takeFeeOf(order: TakenOrder, amountMinor: bigint, feeBps: number) {
  const buying = takerSideOf(order.side) === 'buy';
  const receivedMinor = buying ? amountMinor : takeTotalMinor(order, amountMinor);
  const feeMinor = tradeFeeFloor(receivedMinor, feeBps);
  return {
    currency: buying ? order.base : order.quote,
    scale: buying ? COIN_SCALE : scaleOf(order.quote),
    feeMinor,
    netMinor: receivedMinor - feeMinor,
  };
}

/** What the taker pays (buying: rounded up) or receives (selling: rounded down), in quote minor. */
export function takeTotalMinor(order: TakenOrder, amountMinor: bigint): bigint {
  const price = priceMinor(order);
  return takerSideOf(order.side) === 'buy'
    ? quoteTotalCeil(amountMinor, price)
    : quoteTotalFloor(amountMinor, price);
}

/**
 * The most the trader can take: the order's remaining amount, cut to what their balance pays for
 * (buying) or holds (selling), on the 0.000001 step. With no usable balance it is the order's
 * whole amount, so the dialog says "Insufficient balance" instead of filling in a silent 0.
 * `balance` is the available balance of the currency the trader gives up, or undefined when not
 * known (signed out, still loading): then it is the order's amount.
 */
export function maxTakeMinor(order: TakenOrder, balance: string | undefined): bigint {
  const remaining = floorToStep(coinMinor(order.amount));
  if (balance === undefined) return remaining;
  const affordable = affordableMinor(order, balance);
  const most = affordable < remaining ? affordable : remaining;
  return most > 0n ? most : remaining;
}

function affordableMinor(order: TakenOrder, balance: string): bigint {
  if (takerSideOf(order.side) === 'sell') return floorToStep(coinMinor(balance));
  const parsed = parseAmount(balance, scaleOf(order.quote));
  const quoteAvailable = parsed.ok ? parsed.minor : 0n;
  const price = priceMinor(order);
  if (price <= 0n) return 0n;
  // Largest step whose rounded-up cost fits: start from the exact quotient, step down if the
  // ceiling of the cost still exceeds the balance by a minor unit.
  let amount = floorToStep((quoteAvailable * 10n ** BigInt(COIN_SCALE)) / price);
  while (amount > 0n && quoteTotalCeil(amount, price) > quoteAvailable) {
    amount -= ORDER_AMOUNT_STEP_MINOR;
  }
  return amount;
}

/** Half of Max on the 0.000001 step; Max itself when half would round to nothing. */
export function halfTakeMinor(order: TakenOrder, balance: string | undefined): bigint {
  const most = maxTakeMinor(order, balance);
  const half = floorToStep(most / 2n);
  return half > 0n ? half : most;
}

/** An amount in base minor units as the field shows it ("0.5"). */
export function amountText(minor: bigint): string {
  return trimDecimal(formatMinor(minor, COIN_SCALE));
}

export type TakeProblem =
  | 'missing'
  | 'invalid'
  | 'too_many_decimals'
  | 'below_minimum'
  | 'exceeds_available'
  | 'below_min_fill'
  | 'insufficient'
  | 'total_zero';

export type TakeCheck =
  | { ok: true; amountMinor: bigint; totalMinor: bigint }
  | { ok: false; problem: TakeProblem; totalMinor?: bigint };

/**
 * The execute dialog's checks, in the order of product-spec.md section 5: a number, on the
 * 0.000001 step and at least 0.000001; no more than the order has left; a balance that covers it.
 * The server checks all of it again inside its transaction.
 */
export function checkTakeAmount(
  text: string,
  order: TakenOrder,
  balance: string | undefined,
): TakeCheck {
  if (text.trim() === '') return { ok: false, problem: 'missing' };
  const parsed = parseOrderAmount(text);
  if (!parsed.ok) {
    return {
      ok: false,
      problem: parsed.reason === 'too_many_decimals' ? 'too_many_decimals' : 'invalid',
    };
  }
  const amountMinor = parsed.minor;
  if (amountMinor < ORDER_AMOUNT_STEP_MINOR) return { ok: false, problem: 'below_minimum' };
  if (amountMinor > coinMinor(order.amount)) return { ok: false, problem: 'exceeds_available' };
  if (amountMinor < minTakeMinor(order)) return { ok: false, problem: 'below_min_fill' };
  const totalMinor = takeTotalMinor(order, amountMinor);
  // The server refuses a fill whose credited total is 0: no coin ever moves for nothing.
  if (quoteTotalFloor(amountMinor, priceMinor(order)) === 0n) {
    return { ok: false, problem: 'total_zero', totalMinor };
  }
  if (balance !== undefined && !covers(order, amountMinor, totalMinor, balance)) {
    return { ok: false, problem: 'insufficient', totalMinor };
  }
  return { ok: true, amountMinor, totalMinor };
}

function covers(order: TakenOrder, amountMinor: bigint, totalMinor: bigint, balance: string) {
  if (takerSideOf(order.side) === 'sell') return amountMinor <= coinMinor(balance);
  const parsed = parseAmount(balance, scaleOf(order.quote));
  return parsed.ok && totalMinor <= parsed.minor;
}

/** The currency the trader gives up when taking this order (whose balance must cover it). */
export function payingCurrency(order: Pick<TakenOrder, 'side' | 'base' | 'quote'>): string {
  return takerSideOf(order.side) === 'buy' ? order.quote : order.base;
}

/** The text under the amount field, each starting with the spec's words (section 5). */
export function takeProblemText(
  problem: TakeProblem,
  order: TakenOrder,
  balance: string | undefined,
): string {
  // The spec's words (TRADE_MESSAGES of @soko/shared) start each text, in the language on screen.
  const { base, quote } = order;
  switch (problem) {
    case 'missing':
    case 'invalid':
      return t`Invalid amount: Please enter a valid number`;
    case 'too_many_decimals':
      return t`Invalid amount: use at most 6 decimal places (step 0.000001)`;
    case 'below_minimum':
      return t`Invalid amount: the minimum is 0.000001 ${base}`;
    case 'total_zero':
      return t`Invalid amount: the total would be 0 ${quote}; enter a larger amount`;
    case 'below_min_fill': {
      const least = formatCoinAmount(formatMinor(minTakeMinor(order), COIN_SCALE));
      return t`Minimum amount per trade is ${least} ${base}`;
    }
    case 'exceeds_available': {
      const left = formatMoney(order.amount, order.base);
      return t`Amount exceeds available: this order has ${left} left`;
    }
    case 'insufficient': {
      if (balance === undefined) return t`Insufficient balance`;
      const held = formatMoney(balance, payingCurrency(order));
      return t`Insufficient balance: you have ${held} available`;
    }
  }
}

/** The success toast's sentence, from the trade the server recorded (its own figures). */
export function tradeDoneText(
  trade: Pick<TradeView, 'takerSide' | 'amount' | 'base' | 'total' | 'quote'>,
): string {
  const amount = `${formatCoinAmount(trade.amount)} ${trade.base}`;
  const total = formatTotal(trade.total, trade.quote);
  return trade.takerSide === 'buy'
    ? t`You bought ${amount} for ${total}.`
    : t`You sold ${amount} and received ${total}.`;
}
