import { TZDate } from '@date-fns/tz';
import { STATEMENT_MAX_DAYS, errorText } from '@soko/shared';
import { AppError, type FieldText } from '../../lib/app-error.js';

/**
 * A statement's period: whole days on the Africa/Nairobi clock. `from` counts from its first
 * instant, `to` up to its last (the period ends at the next day's first instant, exclusive). The
 * zone is asked rather than assuming +03:00, like the deposit window does.
 */
export const STATEMENT_TIME_ZONE = 'Africa/Nairobi';
const DAY_MS = 86_400_000;

export interface StatementPeriod {
  from: string;
  to: string;
  /** The first instant of `from` in Nairobi. */
  startAt: Date;
  /** The first instant of the day after `to` in Nairobi (exclusive). */
  endAt: Date;
}

/** The first Nairobi instant of a YYYY-MM-DD day, or undefined when no such day exists. */
export function nairobiDayStart(day: string): Date | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  const start = new TZDate(year, month - 1, date, 0, 0, STATEMENT_TIME_ZONE);
  // 2026-02-30 rolls over into March: such a day does not exist.
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) {
    return undefined;
  }
  return new Date(start.getTime());
}

function invalid(message: FieldText, field: 'from' | 'to') {
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

/** Checks and resolves the asked period; a bad one is a 400 saying what to change. */
export function resolvePeriod(from: string, to: string): StatementPeriod {
  const startAt = nairobiDayStart(from);
  if (!startAt || startAt.getUTCFullYear() < 2000) {
    throw invalid(errorText('statementDateUnknown', { date: from }), 'from');
  }
  const lastDay = nairobiDayStart(to);
  if (!lastDay || lastDay.getUTCFullYear() > 2999) {
    throw invalid(errorText('statementDateUnknown', { date: to }), 'to');
  }
  if (lastDay < startAt) {
    throw invalid('The period must end on or after the day it starts.', 'to');
  }
  const days = Math.round((lastDay.getTime() - startAt.getTime()) / DAY_MS) + 1;
  if (days > STATEMENT_MAX_DAYS) {
    throw invalid(errorText('statementPeriodTooLong', { maxDays: STATEMENT_MAX_DAYS, days }), 'to');
  }
  const next = new TZDate(lastDay.getTime(), STATEMENT_TIME_ZONE);
  const endAt = new TZDate(
    next.getFullYear(),
    next.getMonth(),
    next.getDate() + 1,
    0,
    0,
    STATEMENT_TIME_ZONE,
  );
  return { from, to, startAt, endAt: new Date(endAt.getTime()) };
}

/** "2026-11-25T14:03:05+03:00": ISO 8601 on the Nairobi clock, with its offset. */
export function nairobiIso(at: Date): string {
  return new TZDate(at.getTime(), STATEMENT_TIME_ZONE).toISOString().replace(/\.\d{3}/, '');
}

/** "2026-11-25 14:03:05": the Nairobi wall clock, as spreadsheets read a date and time. */
export function nairobiDateTime(at: Date): string {
  return nairobiIso(at).slice(0, 19).replace('T', ' ');
}
