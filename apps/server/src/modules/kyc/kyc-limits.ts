import {
  FIAT_CURRENCY,
  formatMinor,
  FIAT_SCALE,
  LIMIT_WINDOW_HOURS,
  type AccountLimits,
  type LimitKind,
} from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import {
  checkLimits,
  kesValueMinor,
  remainingMinor,
  type WindowUsage,
} from '../../domain/kyc/tier-limits.js';
import { AppError } from '../../lib/app-error.js';
import { lastKesPricesMinor } from '../market/index.js';
import { findProfile, limitsOfTier, sumRequests } from './kyc.repository.js';

const HOUR_MS = 3_600_000;

/** The KES value of one amount (see kesValueMinor for how coins are priced). */
export async function kesValueOf(q: Queryable, currency: string, amountMinor: bigint) {
  if (currency === FIAT_CURRENCY) return amountMinor;
  const prices = await lastKesPricesMinor(q, [currency]);
  return kesValueMinor(currency, amountMinor, prices.get(currency));
}

/** Used and limit per window for one kind, valued at the current last prices. */
export async function windowUsage(
  q: Queryable,
  userId: string,
  kind: LimitKind,
  at: Date,
): Promise<{ tier: 0 | 1 | 2; windows: WindowUsage[] }> {
  const { tier } = await findProfile(q, userId);
  const since = {
    day: new Date(at.getTime() - LIMIT_WINDOW_HOURS['24h'] * HOUR_MS),
    month: new Date(at.getTime() - LIMIT_WINDOW_HOURS['30d'] * HOUR_MS),
  };
  const sums = await sumRequests(q, userId, kind, since);
  const prices = await lastKesPricesMinor(
    q,
    sums.map((s) => s.currency).filter((c) => c !== FIAT_CURRENCY),
  );
  let dayMinor = 0n;
  let monthMinor = 0n;
  for (const sum of sums) {
    // One rounding per currency and window, upwards: usage is never understated.
    dayMinor += kesValueMinor(sum.currency, sum.day_minor, prices.get(sum.currency));
    monthMinor += kesValueMinor(sum.currency, sum.month_minor, prices.get(sum.currency));
  }
  const limits = await limitsOfTier(q, tier, kind);
  const windows = limits.map((row) => ({
    window: row.time_window,
    limitMinor: row.limit_minor,
    usedMinor: row.time_window === '24h' ? dayMinor : monthMinor,
  }));
  return { tier, windows };
}

/**
 * Refuses a withdrawal or deposit that would take the trader past a limit of their tier, inside
 * the request's own transaction and before it writes anything. The per-user, per-kind advisory
 * lock serialises a trader's requests of one kind (M-Pesa and crypto alike) from the sum to the
 * commit, so 50 requests at once cannot all see the same room under the limit. It is taken
 * after the request's own business locks (user row, deposit lock) and before any ledger lock,
 * keeping the global lock order.
 */
export async function enforceLimit(
  tx: Tx,
  request: { userId: string; kind: LimitKind; currency: string; amountMinor: bigint; at: Date },
) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `kyc-limit:${request.kind}:${request.userId}`,
  ]);
  const value = await kesValueOf(tx, request.currency, request.amountMinor);
  const { tier, windows } = await windowUsage(tx, request.userId, request.kind, request.at);
  const check = checkLimits(request.kind, value, windows, tier);
  if (!check.ok) throw new AppError('LIMIT_EXCEEDED', check);
}

const kes = (minor: bigint) => formatMinor(minor, FIAT_SCALE);

/** GET /api/account/limits. */
export async function accountLimits(
  q: Queryable,
  userId: string,
  at: Date,
): Promise<AccountLimits> {
  const withdrawal = await windowUsage(q, userId, 'withdrawal', at);
  const deposit = await windowUsage(q, userId, 'deposit', at);
  const lines = (kind: LimitKind, windows: WindowUsage[]) =>
    windows.map((w) => ({
      kind,
      window: w.window,
      limitKes: kes(w.limitMinor),
      usedKes: kes(w.usedMinor),
      remainingKes: kes(remainingMinor(w)),
    }));
  return {
    tier: withdrawal.tier,
    limits: [...lines('withdrawal', withdrawal.windows), ...lines('deposit', deposit.windows)],
  };
}
