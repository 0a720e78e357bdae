import { DISPLAY_TIME_ZONE } from '@soko/shared';

/*
 * The server writes the times in its refusals the spec's English way: "7:00 AM" for a time of day
 * and "Mon, 30 Nov, 7:00 AM" for a moment on the Nairobi clock (apps/server's formatNairobiMoment).
 * Said in Kiswahili those read half English, so the web app reads them back and writes them in the
 * language on screen. Nairobi keeps UTC+3 all year (no daylight saving), which is what makes
 * reading them back exact.
 */
const NAIROBI_OFFSET_HOURS = 3;
const CLOCK = /^(\d{1,2}):(\d{2}) (AM|PM)$/;
const MOMENT = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{1,2}) ([A-Z][a-z]{2}), (\d{1,2}:\d{2} [AP]M)$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "7:00 AM" → 420, "12:00 AM" → 0; null for anything else. */
export function parseClock12(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const [, hourText = '', minuteText = '', half] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (half === 'PM' ? 12 : 0)) * 60 + minute;
}

/**
 * "Mon, 30 Nov, 7:00 AM" on the Nairobi clock → the instant. The text has no year: it is the year
 * around `now` whose date falls on that weekday (the server only names days within weeks of now).
 */
export function parseNairobiMoment(text: string, now = new Date()): Date | null {
  const match = MOMENT.exec(text.trim());
  if (!match) return null;
  const [, weekday = '', dayText = '', monthText = '', clock = ''] = match;
  const month = MONTHS.indexOf(monthText);
  const minutes = parseClock12(clock);
  if (month < 0 || minutes === null) return null;
  const year = now.getUTCFullYear();
  for (const candidate of [year, year + 1, year - 1]) {
    const at = new Date(
      Date.UTC(candidate, month, Number(dayText), -NAIROBI_OFFSET_HOURS, minutes),
    );
    const nairobiDay = new Date(at.getTime() + NAIROBI_OFFSET_HOURS * 3_600_000);
    if (nairobiDay.getUTCDate() !== Number(dayText)) continue;
    if (WEEKDAYS[nairobiDay.getUTCDay()] === weekday) return at;
  }
  return null;
}

/** A time of day as `locale` writes it on the Nairobi clock: "07:00" in sw-KE. */
export function formatClockIn(minutes: number, locale: string): string {
  const at = new Date(Date.UTC(2026, 0, 1, -NAIROBI_OFFSET_HOURS, minutes % (24 * 60)));
  return new Intl.DateTimeFormat(locale, {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** A moment as `locale` writes it on the Nairobi clock: "Jumatatu, 30 Novemba saa 07:00" in sw-KE. */
export function formatMomentIn(at: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: DISPLAY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** `text` rewritten for `locale` when it is one of the server's times, else unchanged. */
export function sayServerTime(text: string, kind: 'clock' | 'moment', locale: string): string {
  if (kind === 'clock') {
    const minutes = parseClock12(text);
    return minutes === null ? text : formatClockIn(minutes, locale);
  }
  const at = parseNairobiMoment(text);
  return at ? formatMomentIn(at, locale) : text;
}
