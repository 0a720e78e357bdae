import { DISPLAY_TIME_ZONE, FIAT_CURRENCY, formatMinor } from '@soko/shared';
import { dateFormat, formatAmount, formatCoinAmount, formatMoney } from '@/lib/format';

/**
 * How the trade screen writes prices and order amounts. Prices move in 0.01 steps and order
 * amounts in 0.000001 steps (product-spec.md section 9), so cutting to 2 and 6 decimals shows
 * them exactly; totals and balances keep their currency's full scale (formatMoney).
 */
export function formatPrice(price: string, quote: string): string {
  const shown = priceFigure(price);
  return quote === FIAT_CURRENCY ? `KES ${shown}` : `${shown} ${quote}`;
}

export function formatOrderAmount(amount: string, base: string): string {
  return `${amountFigure(amount)} ${base}`;
}

/** A price without its currency, for a column whose header names it: "1,234.50". */
export function priceFigure(price: string): string {
  return formatAmount(price, 2);
}

/** An order amount without its coin: "12,000.5000" (4 to 8 decimals, decisions.md 27). */
export function amountFigure(amount: string): string {
  return formatCoinAmount(amount);
}

export { formatMoney };

/** "12.500000" → "12.5", "20.000000" → "20": what a person would type. */
export function trimZeros(decimal: string): string {
  if (!decimal.includes('.')) return decimal;
  return decimal.replace(/0+$/, '').replace(/\.$/, '');
}

/** Minor units as the plain decimal a form field takes ("1250.5"), no grouping, no zeros. */
export function minorToInput(minor: bigint, scale: number): string {
  return trimZeros(formatMinor(minor, scale));
}

// Only compares calendar days (YYYY-MM-DD in Nairobi) and is never shown: one fixed locale.
const nairobiDay = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE });
// Shown: in the language on screen (en-KE or sw-KE), made once per language.
const clockTime = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndMonth = dateFormat({ day: 'numeric', month: 'short' });

/**
 * When a trade happened, short enough for a list row: the time alone for today (Nairobi time),
 * else the day too ("20 Nov 19:48"), so trades from different days never look alike.
 */
export function tradeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = clockTime().format(at);
  return nairobiDay.format(at) === nairobiDay.format(now)
    ? time
    : `${dayAndMonth().format(at)} ${time}`;
}
