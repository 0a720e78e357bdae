import { DISPLAY_LOCALE } from './constants.js';
import { COIN_SCALE, FIAT_SCALE } from './money.js';

/**
 * How Soko writes numbers for people (decisions.md 27), on screens and in server messages alike.
 * Every digit of the exact decimal string is kept ("123456789012.12345678" loses nothing, no float
 * is ever made); digits beyond what is shown are cut, never rounded up, so a balance or a limit is
 * never overstated.
 *
 * The figures are written here rather than by Intl.NumberFormat (issue 16): the first number
 * format a page builds loads ICU's number data, 26 to 39 ms of the main thread on this machine and
 * four times that on a cheap phone, in the first render's long task, for two locales (en-KE and
 * sw-KE) that write numbers the same way: "," between thousands, "." before the decimals, "-" for
 * a negative. display.test.ts checks against Intl in both locales that every figure is the same.
 */
const FIAT_CODE = 'KES';
/** A coin amount shows at least this many decimals; more only when they are not zeros. */
export const COIN_MIN_DECIMALS = 4;

let locale: string = DISPLAY_LOCALE;

/**
 * The Intl locale dates are written in: en-KE, or sw-KE for a trader reading Kiswahili
 * (decisions.md 28). The web app sets it when the language changes.
 */
export function displayLocale(): string {
  return locale;
}

export function setDisplayLocale(next: string): void {
  locale = next;
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * "-1234567.509" with 2 to 2 decimals → "-1,234,567.50": leading zeros dropped, decimals cut to
 * `maxDigits` and trailing zeros trimmed down to `minDigits`, thousands grouped; a value cut to
 * zero has no sign ("-0.00" would read as a debt).
 */
function formatExact(decimal: string, minDigits: number, maxDigits: number): string {
  const text = decimal.trim();
  // Not a decimal (a half-typed field, say): shown as it is, never as NaN or a guess.
  if (!PLAIN_DECIMAL.test(text)) return decimal;
  const negative = text.startsWith('-');
  const [wholeDigits = '0', fractionDigits = ''] = (negative ? text.slice(1) : text).split('.');
  const whole = wholeDigits.replace(/^0+(?=\d)/, '');
  const fraction = fractionDigits.slice(0, maxDigits).replace(/0+$/, '').padEnd(minDigits, '0');
  const isZero = /^0*$/.test(whole + fraction);
  const sign = negative && !isZero ? '-' : '';
  const grouped = whole.replace(THOUSANDS, ',');
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** Thousands grouped, between `minDigits` and `maxDigits` decimals: "1,234,567.50". */
export function formatDecimal(decimal: string, minDigits: number, maxDigits = minDigits): string {
  return formatExact(decimal, minDigits, maxDigits);
}

/** A KES figure: always 2 decimals, "150,000.00". */
export function formatKesFigure(decimal: string): string {
  return formatExact(decimal, FIAT_SCALE, FIAT_SCALE);
}

/** A coin amount: 4 to 8 decimals, trailing zeros trimmed to 4 ("0.1250", "0.12345678"). */
export function formatCoinFigure(decimal: string): string {
  return formatExact(decimal, COIN_MIN_DECIMALS, COIN_SCALE);
}

/**
 * An amount with its currency: "KES 1,250.00", "0.1250 BTC". Exact: no digit a currency can hold
 * is ever hidden, so a review step and a balance show the same number.
 */
export function formatMoneyText(decimal: string, currency: string): string {
  if (currency === FIAT_CODE) return `${FIAT_CODE} ${formatKesFigure(decimal)}`;
  return `${formatCoinFigure(decimal)} ${currency}`;
}

/**
 * A total or price in a quote currency: 2 decimals like KES ("144.24 USDT"), more only when the
 * exact value has them ("144.245 USDT"), so a total reads like money yet is never cut.
 */
export function formatTotalText(decimal: string, currency: string): string {
  const figure = formatExact(decimal, FIAT_SCALE, currency === FIAT_CODE ? FIAT_SCALE : COIN_SCALE);
  return currency === FIAT_CODE ? `${FIAT_CODE} ${figure}` : `${figure} ${currency}`;
}

/** A whole count or whole-shilling limit in a sentence: 150000 → "150,000". */
export function formatWhole(value: number | bigint): string {
  return formatExact(value.toString(), 0, 0);
}

/**
 * A Kenyan mobile number as people write it: "254712345678" or "+254712345678" → "0712 345 678".
 * Anything that is not a Kenyan mobile number is returned unchanged rather than guessed at.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s+()-]/g, '');
  const match = /^(?:254|0)([17]\d{8})$/.exec(digits);
  if (!match?.[1]) return phone;
  const local = `0${match[1]}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/*
 * Made on first use, not at import: building a formatter with a time zone and its offset names
 * took 400 ms of a page load at Lighthouse's 4x CPU slowdown, and every page imports this module while only the exports
 * (statements, CSV) ever call it.
 */
let nairobiParts: Intl.DateTimeFormat | undefined;
function nairobiFormatter(): Intl.DateTimeFormat {
  nairobiParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return nairobiParts;
}

/**
 * A moment in Nairobi time, as exports write it: "2026-02-01 13:30:00 +03:00". The same clock the
 * screens show, with the offset written out so a spreadsheet elsewhere still reads it exactly.
 */
export function formatNairobiTimestamp(at: Date): string {
  const parts = nairobiFormatter().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} ${offset}`;
}
