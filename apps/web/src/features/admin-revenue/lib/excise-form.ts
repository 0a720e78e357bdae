import { ExciseRatePercent, IsoDay, type ExciseRateView } from '@soko/shared';

/**
 * The excise rates section of the Revenue screen (decisions.md 24): each rate's status, and the
 * add form's checks. The server is the authority (it refuses the same things); checking here
 * names the problem beside the field before a round trip. Days are Nairobi "YYYY-MM-DD", which
 * compare correctly as strings.
 */
export type ExciseRateStatus = 'in_force' | 'announced' | 'past';

export const EXCISE_STATUS_LABELS: Record<ExciseRateStatus, string> = {
  in_force: 'In force',
  announced: 'Announced',
  past: 'Past',
};

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

export type ExciseFormErrors = Partial<Record<keyof ExciseFormValues, string>>;

/**
 * The first day a new rate may apply from: today, or the latest rate's day when one is announced
 * (a rate for that same day replaces the announcement).
 */
export function earliestExciseDay(rates: ExciseRateView[], today: string): string {
  const latest = rates[0]?.effectiveFrom;
  return latest !== undefined && latest > today ? latest : today;
}

/** Empty when the values may be sent; otherwise a message per field. */
export function checkExciseForm(
  values: ExciseFormValues,
  context: { rates: ExciseRateView[]; today: string },
): ExciseFormErrors {
  const errors: ExciseFormErrors = {};
  // The server's own schemas, so both sides say the same thing.
  const rate = ExciseRatePercent.safeParse(values.ratePercent);
  if (!rate.success || values.ratePercent.trim() === '') {
    errors.ratePercent = 'The excise rate is a percent from 0 to 100 with at most 2 decimals.';
  }
  const earliest = earliestExciseDay(context.rates, context.today);
  if (!IsoDay.safeParse(values.effectiveFrom).success) {
    errors.effectiveFrom = 'Choose the day the rate applies from.';
  } else if (values.effectiveFrom < earliest) {
    errors.effectiveFrom =
      earliest === context.today
        ? 'A new rate applies from today or a later day, never from the past.'
        : `A rate from ${earliest} is already announced: choose ${earliest} or a later day.`;
  }
  return errors;
}
