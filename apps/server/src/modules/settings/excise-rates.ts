import {
  bpsToPercentText,
  EXCISE_ANNOUNCE_AHEAD_DAYS,
  nairobiDayAfter,
  nairobiDayOf,
  nairobiMidnight,
  percentTextToBps,
  type ExciseRateView,
  errorText,
} from '@soko/shared';
import type { Tx } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, type FieldText } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import {
  exciseRateBpsAt,
  insertExciseRate,
  listExciseRates,
  lockExciseRates,
  type ExciseRateRow,
} from './settings.repository.js';

/**
 * The excise duty on fees (decisions.md 24): a history of rates, each applying from an instant.
 * A rate "from today" applies from the moment it is saved, a later day from its Nairobi
 * midnight; a day in the past is refused, so no fee already taken changes its excise and the
 * ledger check (excise = rate by date × every fee) keeps holding.
 */
export interface ExciseSettings {
  exciseRatePercent: string;
  exciseEffectiveFrom: string;
  exciseRates: ExciseRateView[];
}

export function exciseSettingsOf(rates: ExciseRateRow[], now: Date): ExciseSettings {
  // In force: the latest rate from today or earlier (a rate saved "from today" starts a moment
  // after it is saved, and already counts as today's).
  const today = nairobiDayOf(now);
  const current = rates.find((rate) => nairobiDayOf(rate.effective_from) <= today);
  return {
    exciseRatePercent: bpsToPercentText(current?.rate_bps ?? 0),
    exciseEffectiveFrom: current ? nairobiDayOf(current.effective_from) : '',
    exciseRates: rates.map((rate) => ({
      ratePercent: bpsToPercentText(rate.rate_bps),
      effectiveFrom: nairobiDayOf(rate.effective_from),
    })),
  };
}

export async function readExciseSettings(tx: Tx, now: Date): Promise<ExciseSettings> {
  return exciseSettingsOf(await listExciseRates(tx), now);
}

function invalid(field: string, message: FieldText): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

/**
 * Adds a rate inside the settings transaction. The table is locked first and the moment taken
 * after the lock, so every fee either committed before the new rate (and is dated before it) or
 * waits and then sees it. Returns false when the rate in force from then on is already that one.
 *
 * Rates are added in date order: one dated before the latest rate already set is refused
 * (EXCISE_RATE_OUT_OF_ORDER), since slipping it in before an announced rate would make that
 * announcement end a rate nobody saw coming. A rate for the same future day as the announced one
 * replaces it (same instant, Nairobi midnight): no fee has borne it yet, so nothing changes
 * after the fact.
 */
export async function addExciseRate(
  tx: Tx,
  change: { ratePercent: string; effectiveFrom: string | undefined },
  context: { actorId: string; ip: string | null; clock: Clock },
): Promise<boolean> {
  const rateBps = percentTextToBps(change.ratePercent);
  if (rateBps === undefined) {
    throw invalid('exciseRatePercent', 'The excise rate is a percent from 0 to 100.');
  }
  await lockExciseRates(tx);
  const now = context.clock.now();
  const today = nairobiDayOf(now);
  const day = change.effectiveFrom ?? today;
  if (day < today) {
    throw invalid(
      'exciseEffectiveFrom',
      'A new excise rate applies from today or a later day, never from the past.',
    );
  }
  const lastDay = nairobiDayAfter(today, EXCISE_ANNOUNCE_AHEAD_DAYS);
  if (day > lastDay) {
    throw invalid('exciseEffectiveFrom', errorText('exciseTooFarAhead', { day: lastDay }));
  }
  const [latest] = await listExciseRates(tx);
  const latestDay = latest ? nairobiDayOf(latest.effective_from) : undefined;
  if (latestDay !== undefined && day < latestDay) {
    throw new AppError(
      'EXCISE_RATE_OUT_OF_ORDER',
      errorText('exciseOutOfOrder', { day: latestDay }),
      { fields: { exciseEffectiveFrom: errorText('exciseChooseDay', { day: latestDay }) } },
    );
  }
  // From the next millisecond: a fee already taken at this instant keeps the rate it bore.
  const effectiveFrom = day === today ? new Date(now.getTime() + 1) : nairobiMidnight(day);
  const before = await exciseRateBpsAt(tx, effectiveFrom);
  if (before === rateBps) return false;
  await insertExciseRate(tx, { effectiveFrom, rateBps, createdBy: context.actorId, at: now });
  await recordAudit(tx, {
    actorUserId: context.actorId,
    action: 'settings.update',
    targetType: 'settings',
    targetId: null,
    before: { exciseRatePercent: bpsToPercentText(before) },
    after: { exciseRatePercent: bpsToPercentText(rateBps), effectiveFrom: day },
    ipAddress: context.ip,
    at: now,
  });
  return true;
}
