import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { errorText, type ErrorText } from '@soko/shared';

/**
 * The crypto deposit window (product-spec.md section 5, decisions.md point 14): deposits are
 * accepted from `opensMin` up to, not including, `closesMin`, both minutes after midnight on the
 * Africa/Nairobi wall clock. 1440 closes it at midnight. Pure: the caller passes the time in.
 * Nairobi keeps no daylight saving today, but the zone is asked rather than assuming UTC+3, so
 * the rule stays right if that ever changes.
 */
export const DEPOSIT_TIME_ZONE = 'Africa/Nairobi';

export interface DepositWindowHours {
  /** 0 to 1439 */
  opensMin: number;
  /** 1 to 1440, after opensMin */
  closesMin: number;
}

export interface DepositWindowState {
  open: boolean;
  /** When it next opens; null while open. */
  nextOpenAt: Date | null;
  /** When the current window closes; null while closed. */
  closesAt: Date | null;
}

/** The instant `minutes` after the start of the Nairobi day that `day` falls on. */
function atMinutes(day: TZDate, minutes: number): Date {
  const wallClock = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
    DEPOSIT_TIME_ZONE,
  );
  return new Date(wallClock.getTime());
}

export function depositWindowAt(now: Date, hours: DepositWindowHours): DepositWindowState {
  const local = new TZDate(now.getTime(), DEPOSIT_TIME_ZONE);
  const minuteOfDay = local.getHours() * 60 + local.getMinutes();
  if (minuteOfDay >= hours.opensMin && minuteOfDay < hours.closesMin) {
    return { open: true, nextOpenAt: null, closesAt: atMinutes(local, hours.closesMin) };
  }
  const openingDay = minuteOfDay < hours.opensMin ? local : addDays(local, 1);
  return { open: false, nextOpenAt: atMinutes(openingDay, hours.opensMin), closesAt: null };
}

/** "07:00", "22:00", "24:00": the settings' 24-hour form. */
export function formatClockTime(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** "7:00 AM", "10:00 PM"; 1440 (midnight) is "12:00 AM", as the spec's 12-hour style reads it. */
export function formatTimeOfDay(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hours12}:${mm} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** "Sun, 23 Nov, 7:00 AM" on the Nairobi clock (en-KE order: weekday, day, month). */
export function formatNairobiMoment(at: Date): string {
  return format(new TZDate(at.getTime(), DEPOSIT_TIME_ZONE), 'EEE, d MMM, h:mm a');
}

/** The spec's text while closed, with the configured hours and the next opening. */
export function depositWindowClosedMessage(hours: DepositWindowHours, nextOpenAt: Date): string {
  return depositWindowClosedText(hours, nextOpenAt).message;
}

/** The same text by key and parameters, for the refusal. */
export function depositWindowClosedText(hours: DepositWindowHours, nextOpenAt: Date): ErrorText {
  return errorText('depositWindowClosed', {
    opens: formatTimeOfDay(hours.opensMin),
    closes: formatTimeOfDay(hours.closesMin),
    nextOpenAt: formatNairobiMoment(nextOpenAt),
  });
}
