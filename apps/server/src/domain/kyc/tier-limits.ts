import {
  COIN_SCALE,
  FIAT_CURRENCY,
  errorText,
  formatKes,
  type ErrorText,
  mulDivCeil,
  type LimitKind,
  type LimitWindow,
} from '@soko/shared';

/**
 * The pure rules of the tier limits (decisions.md 22): what a request is worth in KES, and
 * whether it fits what is left of each window. No IO, no clock.
 */

const COIN_UNIT = 10n ** BigInt(COIN_SCALE);

/**
 * KES minor units of an amount: KES as it is; a coin at its KES pair's last trade price
 * (cents per whole coin), rounded UP (mulDivCeil), so a limit is never passed by rounding.
 * A coin with no KES trade yet has no value to count: 0 (see README, "Limits").
 */
export function kesValueMinor(
  currency: string,
  amountMinor: bigint,
  priceMinor: bigint | undefined,
): bigint {
  if (currency === FIAT_CURRENCY) return amountMinor;
  if (priceMinor === undefined) return 0n;
  return mulDivCeil(amountMinor, priceMinor, COIN_UNIT);
}

export interface WindowUsage {
  window: LimitWindow;
  limitMinor: bigint;
  usedMinor: bigint;
}

export function remainingMinor(usage: WindowUsage): bigint {
  const left = usage.limitMinor - usage.usedMinor;
  return left > 0n ? left : 0n;
}

const VERB: Record<LimitKind, string> = { withdrawal: 'withdraw', deposit: 'deposit' };

/** The sentence by window, and whether it adds "Verify your account" (below tier 2). */
const OVER_LIMIT_KEYS = {
  '24h': { verify: 'overLimitDayVerify', verified: 'overLimitDay' },
  '30d': { verify: 'overLimitMonthVerify', verified: 'overLimitMonth' },
} as const;

export type LimitCheck = { ok: true } | ({ ok: false; window: LimitWindow } & ErrorText);

/**
 * Whether a request worth `valueMinor` fits every window. When it does not, the message names
 * the tightest window's remainder ("You can withdraw 4,500.00 KES more in the next 24 hours."),
 * since that is what the trader can still do.
 */
export function checkLimits(
  kind: LimitKind,
  valueMinor: bigint,
  windows: readonly WindowUsage[],
  tier: number,
): LimitCheck {
  const failing = windows.filter((w) => valueMinor > remainingMinor(w));
  if (failing.length === 0) return { ok: true };
  const tightest = [...windows].sort((a, b) =>
    remainingMinor(a) < remainingMinor(b) ? -1 : remainingMinor(a) > remainingMinor(b) ? 1 : 0,
  )[0];
  if (!tightest) return { ok: true };
  const key = OVER_LIMIT_KEYS[tightest.window][tier < 2 ? 'verify' : 'verified'];
  const amount = formatKes(remainingMinor(tightest));
  return { ok: false, ...errorText(key, { action: VERB[kind], amount }), window: tightest.window };
}
