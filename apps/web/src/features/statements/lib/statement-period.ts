import { DISPLAY_TIME_ZONE, FIAT_CURRENCY, scaleOf } from '@soko/shared';
import { dateFormat } from '@/lib/format';

/**
 * The Statements page's periods, on the Nairobi calendar whatever the phone's own zone: a
 * statement's days are Nairobi days (decisions.md 25), so "this month" is Nairobi's month.
 */
export type PeriodChoice = 'this-month' | 'last-month' | 'custom';

export interface StatementParams {
  currency: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A machine format, not one a person reads: en-CA writes a day as YYYY-MM-DD, the API's format,
// whatever language is on screen. Days shown to people go through `formatStatementDay`.
const nairobiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today on the Nairobi calendar, as YYYY-MM-DD. */
export function nairobiToday(now: Date): string {
  return nairobiDate.format(now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day of a month (month 1..12; 0 is December of the year before). */
function monthRange(year: number, month: number): { from: string; to: string } {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const day = (d: Date) =>
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { from: day(first), to: day(last) };
}

/** The period a choice stands for; a custom one is what was typed. */
export function periodOf(
  choice: PeriodChoice,
  now: Date,
  custom: { from: string; to: string },
): { from: string; to: string } {
  if (choice === 'custom') return custom;
  const [year = 1970, month = 1] = nairobiToday(now).split('-').map(Number);
  return choice === 'this-month' ? monthRange(year, month) : monthRange(year, month - 1);
}

/** Why a custom period cannot be asked for yet (the page words it), or undefined when it can. */
export type PeriodProblem = 'missing-date' | 'end-before-start';

export function periodProblem(period: { from: string; to: string }): PeriodProblem | undefined {
  if (!DAY.test(period.from) || !DAY.test(period.to)) return 'missing-date';
  if (period.to < period.from) return 'end-before-start';
  return undefined;
}

const statementDay = dateFormat({ dateStyle: 'medium' });

/**
 * A YYYY-MM-DD Nairobi day as the language on screen writes it ("1 Mar 2026", "1 Mac 2026"),
 * read at noon Nairobi time so no time zone can move it to the day before or after.
 */
export function formatStatementDay(day: string): string {
  if (!DAY.test(day)) return day;
  return statementDay().format(new Date(`${day}T12:00:00+03:00`));
}

export function statementUrl(params: StatementParams, format?: 'csv' | 'pdf'): string {
  const query = new URLSearchParams({
    currency: params.currency,
    from: params.from,
    to: params.to,
  });
  if (format) query.set('format', format);
  return `/api/statements?${query.toString()}`;
}

/**
 * An exact amount with thousands separators: KES with 2 decimals, a coin's 8 decimals with
 * trailing zeros trimmed down to 4 (decisions.md 27). Nothing is rounded.
 */
export function statementAmount(decimal: string, currency: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const scale = scaleOf(currency);
  const digits = currency === FIAT_CURRENCY ? fraction : fraction.replace(/0+$/, '').padEnd(4, '0');
  const body = scale > 0 ? `${grouped}.${digits}` : grouped;
  return negative ? `-${body}` : body;
}
