import { t } from '@lingui/core/macro';
import {
  COIN_SCALE,
  MAX_ORDER_AMOUNT_MINOR,
  MAX_PRICE_MINOR,
  ORDER_AMOUNT_DECIMALS,
  ORDER_AMOUNT_STEP_MINOR,
  maxBuyAmountMinor,
  parseAmount,
  parseOrderAmount,
  parsePrice,
  quoteTotalCeil,
  quoteTotalFloor,
  formatDecimal,
  scaleOf,
  type OrderSide,
  type PairView,
} from '@soko/shared';
import { checkMinFill, orderFeeOf, type OrderFee } from './order-fee';
import { formatMoney, minorToInput } from './trade-format';

/**
 * The Create Order form's checks (product-spec.md section 5), in the order the spec lists them so
 * the same input always gets the same message. The server checks all of it again in its own
 * transaction; these only tell the user early, in the spec's words. Every figure is bigint minor
 * units: amount in the base coin's 8 decimals, price in quote minor units per whole base unit.
 */
export interface OrderFormValues {
  side: OrderSide;
  amount: string;
  price: string;
  /** "Minimum per trade" (optional, decisions.md 26). */
  minFill?: string;
}

/** What the user holds, as the wallet list gives it (decimal strings); undefined = not loaded. */
export interface PairBalances {
  baseAvailable: string | undefined;
  quoteAvailable: string | undefined;
}

export interface OrderProblem {
  title: string;
  message: string;
  /** The field to mark, when one field is the cause. */
  field?: 'amount' | 'price' | 'minFill';
  /** Logging in is the way out: the alert links to it. */
  login?: true;
}

/** A checked order, ready for the review step. */
export interface PreparedOrder {
  side: OrderSide;
  base: string;
  quote: string;
  /** Canonical strings sent to the server ("12.5", "3.25"). */
  amount: string;
  price: string;
  amountMinor: bigint;
  priceMinor: bigint;
  /** amount × price: rounded up for a buy (what is charged), down for a sell (what is credited). */
  totalMinor: bigint;
  /** What is held now: the base amount of a sell, or the rounded-up total of a buy. */
  holdMinor: bigint;
  holdCurrency: string;
  /** The canonical minimum per trade, when one is set. */
  minFill?: string;
  /** The fee at most, in what the order receives, and what arrives at least (order-fee.ts). */
  fee: OrderFee;
}

export type OrderCheck = { ok: true; order: PreparedOrder } | { ok: false; problem: OrderProblem };

const POSITIVE_DECIMAL = /^\d+(\.\d+)?$/;

/*
 * The titles and bodies are the spec's words (ORDER_MESSAGES of @soko/shared, whose English they
 * repeat exactly), in the language on screen.
 */
function invalidValues(message?: string, field?: 'amount' | 'price' | 'minFill'): OrderCheck {
  return {
    ok: false,
    problem: {
      title: t`Invalid values`,
      message: message ?? t`Amount and price must be positive numbers`,
      ...(field ? { field } : {}),
    },
  };
}

/** Checks the form against the pair's limits and the user's balance; see the file comment. */
export function checkOrder(
  values: OrderFormValues,
  pair: PairView | undefined,
  signedIn: boolean,
  balances: PairBalances,
): OrderCheck {
  if (!signedIn) {
    return {
      ok: false,
      problem: {
        title: t`Authentication required`,
        message: t`Please log in to create orders`,
        login: true,
      },
    };
  }
  const amountText = values.amount.trim();
  const priceText = values.price.trim();
  if (!pair || amountText === '' || priceText === '') {
    return {
      ok: false,
      problem: { title: t`Invalid order`, message: t`Please fill in all fields` },
    };
  }
  if (!POSITIVE_DECIMAL.test(amountText) || !POSITIVE_DECIMAL.test(priceText))
    return invalidValues();
  const amount = parseOrderAmount(amountText);
  const price = parsePrice(priceText, pair.quote);
  if (amount.ok && amount.minor === 0n) return invalidValues(undefined, 'amount');
  if (price.ok && price.minor === 0n) return invalidValues(undefined, 'price');
  if (!amount.ok) {
    return invalidValues(t`The amount moves in steps of 0.000001 (at most 6 decimals).`, 'amount');
  }
  if (!price.ok)
    return invalidValues(t`The price moves in steps of 0.01 (at most 2 decimals).`, 'price');
  if (price.minor > MAX_PRICE_MINOR) return invalidValues(t`The price is too large.`, 'price');
  const checked = checkLimitsAndBalance(values.side, pair, amount.minor, price.minor, balances);
  if (!checked.ok) return checked;
  const minFill = checkMinFill(values.minFill, amount.minor);
  if (!minFill.ok) return invalidValues(minFill.message, 'minFill');
  return minFill.minFill === undefined
    ? checked
    : { ok: true, order: { ...checked.order, minFill: minFill.minFill } };
}

function checkLimitsAndBalance(
  side: OrderSide,
  pair: PairView,
  amountMinor: bigint,
  priceMinor: bigint,
  balances: PairBalances,
): OrderCheck {
  const min = parseAmount(pair.minOrderSize, COIN_SCALE);
  const max = parseAmount(pair.maxOrderSize, COIN_SCALE);
  const { base, quote } = pair;
  if (min.ok && amountMinor < min.minor) {
    // Grouped like every figure on screen ("1,000,000"), decimals only as many as it has.
    const least = formatDecimal(pair.minOrderSize, 0, COIN_SCALE);
    return {
      ok: false,
      problem: {
        title: t`Order too small`,
        message: t`The minimum order is ${least} ${base}.`,
        field: 'amount',
      },
    };
  }
  if ((max.ok && amountMinor > max.minor) || amountMinor > MAX_ORDER_AMOUNT_MINOR) {
    const most = formatDecimal(pair.maxOrderSize, 0, COIN_SCALE);
    return {
      ok: false,
      problem: {
        title: t`Order too large`,
        message: t`The maximum order is ${most} ${base}.`,
        field: 'amount',
      },
    };
  }
  const totalMinor =
    side === 'buy'
      ? quoteTotalCeil(amountMinor, priceMinor)
      : quoteTotalFloor(amountMinor, priceMinor);
  // A fill whose total rounds to nothing is refused by the server: no coin moves for free.
  if (quoteTotalFloor(amountMinor, priceMinor) === 0n) {
    return invalidValues(t`The total is less than the smallest unit of ${quote}.`, 'amount');
  }
  const holdCurrency = side === 'buy' ? pair.quote : pair.base;
  const holdMinor = side === 'buy' ? totalMinor : amountMinor;
  const availableText = side === 'buy' ? balances.quoteAvailable : balances.baseAvailable;
  const available = parseAmount(availableText ?? '0', scaleOf(holdCurrency));
  const availableMinor = available.ok ? available.minor : 0n;
  if (holdMinor > availableMinor) {
    const needed = formatMinorMoney(holdMinor, holdCurrency);
    const held = formatMinorMoney(availableMinor, holdCurrency);
    return {
      ok: false,
      problem: {
        title: t`Insufficient balance`,
        message: t`This order needs ${needed}; you have ${held} available.`,
        field: 'amount',
      },
    };
  }
  return {
    ok: true,
    order: {
      side,
      base: pair.base,
      quote: pair.quote,
      amount: minorToInput(amountMinor, COIN_SCALE),
      price: minorToInput(priceMinor, scaleOf(pair.quote)),
      amountMinor,
      priceMinor,
      totalMinor,
      holdMinor,
      holdCurrency,
      fee: orderFeeOf(side, amountMinor, totalMinor, pair),
    },
  };
}

export function formatMinorMoney(minor: bigint, currency: string): string {
  return formatMoney(minorToInput(minor, scaleOf(currency)) || '0', currency);
}

/**
 * The total preview while typing: amount × price in the quote currency, rounded up for a buy
 * (what will be held) and down for a sell (the least that will be credited). Null until both
 * fields hold valid positive numbers.
 */
export function previewTotalMinor(
  side: OrderSide,
  amountText: string,
  priceText: string,
  quote: string,
): bigint | null {
  const amount = parseOrderAmount(amountText);
  const price = parsePrice(priceText, quote);
  if (!amount.ok || !price.ok || amount.minor === 0n || price.minor === 0n) return null;
  return side === 'buy'
    ? quoteTotalCeil(amount.minor, price.minor)
    : quoteTotalFloor(amount.minor, price.minor);
}

export type MaxAmountResult = { ok: true; amount: string } | { ok: false; reason: 'need_price' };

/**
 * The MAX control. A sell: the whole available base balance, cut to the 0.000001 step. A buy:
 * the quote balance ÷ price, floored to 5 decimals (product-spec.md section 5), through the shared
 * maxBuyAmountMinor, which also makes sure the rounded-up hold fits the balance.
 */
export function maxOrderAmount(
  side: OrderSide,
  priceText: string,
  quote: string,
  balances: PairBalances,
): MaxAmountResult {
  if (side === 'sell') {
    const base = parseAmount(balances.baseAvailable ?? '0', COIN_SCALE);
    const minor = base.ok ? base.minor : 0n;
    const stepped = (minor / ORDER_AMOUNT_STEP_MINOR) * ORDER_AMOUNT_STEP_MINOR;
    return { ok: true, amount: minorToInput(stepped, COIN_SCALE) || '0' };
  }
  const price = parsePrice(priceText.trim(), quote);
  if (!price.ok || price.minor === 0n) return { ok: false, reason: 'need_price' };
  const quoteBalance = parseAmount(balances.quoteAvailable ?? '0', scaleOf(quote));
  const minor = maxBuyAmountMinor(quoteBalance.ok ? quoteBalance.minor : 0n, price.minor);
  return { ok: true, amount: minorToInput(minor, COIN_SCALE) || '0' };
}

/** "HRC-KES" ↔ {base, quote}: the pair as it appears in the address. */
export function pairKey(pair: { base: string; quote: string }): string {
  return `${pair.base}-${pair.quote}`;
}

export function parsePairKey(
  text: string | null | undefined,
): { base: string; quote: string } | null {
  const match = /^([A-Za-z0-9]{1,5})[-_/]([A-Za-z0-9]{1,5})$/.exec(text?.trim() ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { base: match[1].toUpperCase(), quote: match[2].toUpperCase() };
}

/**
 * The pair the address names when the screen cannot show it (issue 16): null when nothing is named
 * or it is an active pair; else how to name it ("NOPE/KES", or the text as typed when it is no
 * pair at all) and whether it exists but is closed for trading. /trade/NOPE-KES says so instead
 * of quietly showing another market.
 */
export function missingPair(
  pairs: readonly PairView[],
  requested: string | null | undefined,
): { label: string; inactive: boolean } | null {
  const text = requested?.trim() ?? '';
  if (text === '') return null;
  const wanted = parsePairKey(text);
  if (!wanted) return { label: text.slice(0, 24), inactive: false };
  const found = pairs.find((pair) => pair.base === wanted.base && pair.quote === wanted.quote);
  if (found?.active) return null;
  return { label: `${wanted.base}/${wanted.quote}`, inactive: found !== undefined };
}

/**
 * Which pair the screen shows: the one the address names when it is active; else the active KES
 * pair with the most trades in the last 24 hours (the liveliest market, when the market rows are
 * known); else the first active KES pair; else the first active pair.
 */
export function choosePair(
  pairs: readonly PairView[],
  requested: string | null | undefined,
  activity: readonly { base: string; quote: string; trades24h: number }[] = [],
) {
  const active = pairs.filter((pair) => pair.active);
  const wanted = parsePairKey(requested);
  const named = wanted
    ? active.find((pair) => pair.base === wanted.base && pair.quote === wanted.quote)
    : undefined;
  if (named) return named;
  const kes = active.filter((pair) => pair.quote === 'KES');
  const tradesOf = (pair: PairView) =>
    activity.find((row) => row.base === pair.base && row.quote === pair.quote)?.trades24h ?? 0;
  const liveliest = kes.reduce<PairView | undefined>(
    (best, pair) => (tradesOf(pair) > (best ? tradesOf(best) : 0) ? pair : best),
    undefined,
  );
  return liveliest ?? kes[0] ?? active[0];
}

export const AMOUNT_STEP = `0.${'0'.repeat(ORDER_AMOUNT_DECIMALS - 1)}1`;
