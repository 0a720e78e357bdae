import {
  EXCISE_ANNOUNCE_AHEAD_DAYS,
  ExciseRatePercent,
  IsoDay,
  nairobiDayAfter,
  type ExciseRateView,
} from '@soko/shared';

/**
 * The excise rates section of the Revenue screen (decisions.md 24): each rate's status, and the
 * add form's checks. The server is the authority (it refuses the same things); checking here
 * names the problem beside the field before a round trip. Days are Nairobi "YYYY-MM-DD", which
 * compare correctly as strings.
 */
export type ExciseRateStatus = 'in_force' | 'announced' | 'past';

/**
 * Rates come newest first. A rate from a later day is announced; the first one from today or
 * earlier is in force (two saved the same day: the later one); every rate below it is past.
 */
export function exciseRateStatuses(
  rates: ExciseRateView[],
  today: string,
): (ExciseRateView & { status: ExciseRateStatus })[] {
  let inForceSeen = false;
  return rates.map((rate) => {
    if (rate.effectiveFrom > today) return { ...rate, status: 'announced' };
    const status = inForceSeen ? 'past' : 'in_force';
    inForceSeen = true;
    return { ...rate, status };
  });
}

export interface ExciseFormValues {
  ratePercent: string;
  effectiveFrom: string;
}

/**
 * What is wrong with each field, as a code: the screen words it in the admin's language
 * (excise-rates-section.tsx), and `announced` names the earliest day it may be.
 */
export type ExciseProblem =
  'rate_invalid' | 'day_missing' | 'day_past' | 'day_announced' | 'day_too_far';
export type ExciseFormErrors = Partial<Record<keyof ExciseFormValues, ExciseProblem>>;

/**
 * The first day a new rate may apply from: today, or the latest rate's day when one is announced
 * (a rate for that same day replaces the announcement).
 */
export function earliestExciseDay(rates: ExciseRateView[], today: string): string {
  const latest = rates[0]?.effectiveFrom;
  return latest !== undefined && latest > today ? latest : today;
}

/** The last day a new rate may apply from: a year ahead (EXCISE_ANNOUNCE_AHEAD_DAYS). */
export function lastExciseDay(today: string): string {
  return nairobiDayAfter(today, EXCISE_ANNOUNCE_AHEAD_DAYS);
}

/** Empty when the values may be sent; otherwise a problem per field. */
export function checkExciseForm(
  values: ExciseFormValues,
  context: { rates: ExciseRateView[]; today: string },
): ExciseFormErrors {
  const errors: ExciseFormErrors = {};
  // The server's own schemas, so both sides say the same thing.
  const rate = ExciseRatePercent.safeParse(values.ratePercent);
  if (!rate.success || values.ratePercent.trim() === '') {
    errors.ratePercent = 'rate_invalid';
  }
  const earliest = earliestExciseDay(context.rates, context.today);
  if (!IsoDay.safeParse(values.effectiveFrom).success) {
    errors.effectiveFrom = 'day_missing';
  } else if (values.effectiveFrom < earliest) {
    errors.effectiveFrom = earliest === context.today ? 'day_past' : 'day_announced';
  } else if (values.effectiveFrom > lastExciseDay(context.today)) {
    errors.effectiveFrom = 'day_too_far';
  }
  return errors;
}
