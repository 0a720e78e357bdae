import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE, FIAT_CURRENCY, scaleOf } from '@soko/shared';

/**
 * Display formatting for en-KE. Amounts arrive as exact decimal strings; they are only ever
 * formatted here, never computed, so no float ever holds money.
 */
/** Groups thousands and cuts (never rounds up) to `fractionDigits`: a balance is never overstated. */
export function formatAmount(decimal: string, fractionDigits = 2): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  const body = fractionDigits > 0 ? `${grouped}.${digits}` : grouped;
  return negative ? `-${body}` : body;
}

export function formatKes(decimal: string): string {
  return `KES ${formatAmount(decimal, 2)}`;
}

/**
 * An amount with every decimal its currency has: "KES 1,250.00", "0.12500000 HRC". The money
 * screens show a coin's full 8 decimals, so what MAX fills in, what the fee preview splits and what
 * the user sees are the same number; cutting to fewer would hide part of a balance.
 */
export function formatMoney(decimal: string, currency: string): string {
  if (currency === FIAT_CURRENCY) return formatKes(decimal);
  return `${formatAmount(decimal, scaleOf(currency))} ${currency}`;
}

/**
 * A price or an order's quote figure with 2 decimals, whatever the quote's scale: prices move in
 * 0.01 steps (product-spec.md section 9), so "159.43 USDT" says all there is; 8 decimals would
 * only add noise to a market card.
 */
export function formatQuote(decimal: string, quote: string): string {
  const shown = formatAmount(decimal, 2);
  return quote === FIAT_CURRENCY ? `KES ${shown}` : `${shown} ${quote}`;
}

/** "bc1qxy2k…x0wlh": the start and end of a long address or hash, for narrow screens. */
export function shortenMiddle(text: string, head = 8, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

const dateTime = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  dateStyle: 'medium',
  timeZone: DISPLAY_TIME_ZONE,
});

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(DISPLAY_LOCALE).format(value);
}
