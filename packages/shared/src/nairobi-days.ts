/**
 * Calendar days and months in Africa/Nairobi (EAT, UTC+3 all year: Kenya keeps no daylight
 * saving), for rates that apply from a day and reports by month. Fixed offset arithmetic, so it
 * needs no time-zone database (PGlite and small browsers have none to rely on).
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Nairobi calendar day ("YYYY-MM-DD") of an instant. */
export function nairobiDayOf(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Nairobi day ("YYYY-MM-DD") begins. */
export function nairobiMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_OFFSET_MS);
}

/** The Nairobi day `days` after `day` ("YYYY-MM-DD"): every Nairobi day is 24 hours long. */
export function nairobiDayAfter(day: string, days: number): string {
  return nairobiDayOf(new Date(nairobiMidnight(day).getTime() + days * 24 * 60 * 60 * 1000));
}

/**
 * How far ahead a new excise rate may be announced, in days: a Finance Act gives months of
 * notice, not years, and a mistyped year (2062 for 2026) would otherwise become the latest rate
 * and refuse every nearer day as out of order until that day came.
 */
export const EXCISE_ANNOUNCE_AHEAD_DAYS = 366;

/** "2026-11" → the instants it starts and ends (exclusive) in Nairobi, and the next month. */
export function nairobiMonthBounds(month: string): { start: Date; end: Date; next: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) throw new RangeError(`bad month ${month}`);
  const nextYear = monthNumber === 12 ? year + 1 : year;
  const nextMonth = monthNumber === 12 ? 1 : monthNumber + 1;
  const next = `${nextYear}-${String(nextMonth).padStart(2, '0')}`;
  return { start: nairobiMidnight(`${month}-01`), end: nairobiMidnight(`${next}-01`), next };
}

/** The excise return for a month is due on the 20th of the next month (Excise Duty Act s.36). */
export function exciseFilingDay(month: string): string {
  return `${nairobiMonthBounds(month).next}-20`;
}
