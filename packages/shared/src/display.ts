import { DISPLAY_LOCALE } from './constants.js';
import { COIN_SCALE, FIAT_SCALE } from './money.js';

/**
 * How Soko writes numbers for people (decisions.md 27), on screens and in server messages alike.
 * Intl formats the exact decimal string itself (Intl.NumberFormat v3 takes strings without going
 * through a float), so "123456789012.12345678" keeps every digit; digits beyond what is shown are
 * cut, never rounded up, so a balance or a limit is never overstated.
 */
const FIAT_CODE = 'KES';
/** A coin amount shows at least this many decimals; more only when they are not zeros. */
export const COIN_MIN_DECIMALS = 4;

let locale: string = DISPLAY_LOCALE;

/**
 * The Intl locale numbers and dates are written in: en-KE, or sw-KE for a trader reading
 * Kiswahili (decisions.md 28). The web app sets it when the language changes; the server formats
 * each message with the reader's own locale instead (see `formatterFor`).
 */
export function displayLocale(): string {
  return locale;
}

export function setDisplayLocale(next: string): void {
  locale = next;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${locale}:${minDigits}:${maxDigits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      roundingMode: 'trunc',
      // "-0.00" would read as a debt; a value cut to zero shows as zero.
      signDisplay: 'negative',
    });
    formatters.set(key, found);
  }
  return found;
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Intl formats the string as an exact decimal (StringNumericLiteral); no float is made. */
function formatExact(decimal: string, minDigits: number, maxDigits: number): string {
  const text = decimal.trim();
  // Not a decimal (a half-typed field, say): shown as it is, never as NaN or a guess.
  if (!PLAIN_DECIMAL.test(text)) return decimal;
  return formatter(minDigits, maxDigits).format(text as `${number}`);
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
