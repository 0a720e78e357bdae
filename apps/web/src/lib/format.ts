import {
  displayLocale,
  DISPLAY_TIME_ZONE,
  FIAT_CURRENCY,
  formatCoinFigure,
  formatDecimal,
  formatKesFigure,
  formatMoneyText,
  formatPhone,
  formatTotalText,
  formatWhole,
} from '@soko/shared';

/**
 * Display formatting for en-KE (decisions.md 27). Amounts arrive as exact decimal strings and are
 * only formatted, never computed; the rules live in @soko/shared's display module so the server's
 * messages read the same as the screens.
 */
/** Groups thousands and cuts (never rounds up) to `fractionDigits`: a balance is never overstated. */
export function formatAmount(decimal: string, fractionDigits = 2): string {
  return formatDecimal(decimal, fractionDigits);
}

export function formatKes(decimal: string): string {
  return `KES ${formatKesFigure(decimal)}`;
}

/**
 * An amount with its currency: "KES 1,250.00", "0.1250 HRC", "0.12345678 HRC". A coin shows 4 to 8
 * decimals with trailing zeros trimmed to 4, so nothing a balance holds is hidden and what MAX fills
 * in is what the user sees.
 */
export function formatMoney(decimal: string, currency: string): string {
  return formatMoneyText(decimal, currency);
}

/** A figure without its currency code, by the currency's rule: "1,250.00" or "0.1250". */
export function formatFigure(decimal: string, currency: string): string {
  return currency === FIAT_CURRENCY ? formatKesFigure(decimal) : formatCoinFigure(decimal);
}

/** A coin amount without its code: "12,000.5000". */
export function formatCoinAmount(decimal: string): string {
  return formatCoinFigure(decimal);
}

/** A total in a quote currency: "144.24 USDT", exact digits kept ("144.245 USDT"). */
export function formatTotal(decimal: string, currency: string): string {
  return formatTotalText(decimal, currency);
}

export { formatPhone };

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

/**
 * An Intl.DateTimeFormat in the language on screen (en-KE or sw-KE), made once per locale:
 * formats are costly to build and a table formats hundreds of dates.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = displayLocale();
    let found = made.get(locale);
    if (!found) {
      found = new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, ...options });
      made.set(locale, found);
    }
    return found;
  };
}

const dateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = dateFormat({ dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly().format(new Date(iso));
}

/**
 * A calendar day the server names as "2026-12-20" (a filing date, the day a rate applies from),
 * written as people read dates in the language on screen: "20 Dec 2026", "20 Des 2026".
 * Noon in Nairobi, so no time zone can move it to another day. Anything else is left as it came.
 */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return dateOnly().format(new Date(`${day}T12:00:00+03:00`));
}

/** A whole count, "1,250", as every figure is written (lib/display in @soko/shared). */
export function formatCount(value: number): string {
  return formatWhole(value);
}

/**
 * Builds a date format of `locale` once, to be called in a task of its own while the page's code
 * is still downloading. The first date format a page makes loads ICU and the locale's calendar and
 * time-zone data (20 to 50 ms on this machine, four times that on a cheap phone); made inside the
 * first render, that time lengthened one long task. Later formats of the same locale take well
 * under a millisecond whatever their options. Only pages that show dates need it: the public
 * pages show none, and numbers are written without Intl (see display.ts in @soko/shared).
 */
export function warmDateFormat(locale: string): void {
  new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium' }).format(0);
}
