import { z } from 'zod';
import { COIN_SCALE } from './money.js';
import { MAX_ORDER_AMOUNT_MINOR, ORDER_AMOUNT_DECIMALS, parseOrderAmount } from './trading-math.js';
import { AmountInput, AmountString } from './wallets.js';
import { FeeBps } from './trade-fee-schemas.js';

/** Trading pairs: what may be traded against what, and each pair's order size limits. */

/** Quote currencies a pair may have (product-spec.md: "Quote choices: KES and USDT"). */
export const QUOTE_CURRENCIES = ['KES', 'USDT'] as const;
export const QuoteCurrency = z.enum(QUOTE_CURRENCIES);
export type QuoteCurrency = z.infer<typeof QuoteCurrency>;

/** Defaults of product-spec.md section 9, created for every coin (USDT ones only when USDT exists). */
export const DEFAULT_PAIR_LIMITS = {
  KES: { minOrderSize: '20', maxOrderSize: '1000000' },
  USDT: { minOrderSize: '1', maxOrderSize: '100000' },
} as const;
/** What the admin's Add trading pair dialog starts with (product-spec.md: new local pair defaults). */
export const NEW_PAIR_DEFAULTS = { minOrderSize: '0.001', maxOrderSize: '100' } as const;

export const PairView = z.object({
  id: z.string(),
  base: z.string(),
  quote: z.string(),
  /** In the base currency, e.g. "20" or "0.001" (decimal strings, trailing zeros trimmed). */
  minOrderSize: AmountString,
  maxOrderSize: AmountString,
  active: z.boolean(),
  /** Fees in basis points (1 bps = 0.01 %), taken from what each side receives (trade-fees.ts). */
  makerFeeBps: z.number().int(),
  takerFeeBps: z.number().int(),
  createdAt: z.string(),
});
export type PairView = z.infer<typeof PairView>;
export const PairList = z.array(PairView);

/** The largest maximum order size, in whole coins (how the admin types it). */
const MAX_ORDER_SIZE_WHOLE = MAX_ORDER_AMOUNT_MINOR / 10n ** BigInt(COIN_SCALE);

// The Add trading pair dialog's texts (product-spec.md section 5), word for word.
export const PAIR_MESSAGES = {
  bothRequired: 'Please select both base and quote currencies',
  mustDiffer: 'Base and quote currencies must be different',
  exists: 'This trading pair already exists',
} as const;

/** Our own texts for what product-spec.md leaves open: the limits and the currencies. */
export const PAIR_RULE_MESSAGES = {
  quoteChoice: 'The quote currency must be KES or USDT.',
  sizeNotANumber: 'Please enter a valid amount',
  sizeDecimals: `Order sizes have at most ${ORDER_AMOUNT_DECIMALS} decimals.`,
  minPositive: 'The minimum order size must be greater than 0.',
  maxBelowMin: 'The maximum order size must be at least the minimum.',
  maxTooLarge: `The maximum order size is at most ${MAX_ORDER_SIZE_WHOLE.toString()}.`,
  unknownBase: 'Coin information not found.',
  usdtMissing: 'Add the USDT coin before creating pairs quoted in USDT.',
} as const;

export type PairLimitsResult =
  | { ok: true; minMinor: bigint; maxMinor: bigint }
  | { ok: false; field: 'minOrderSize' | 'maxOrderSize'; message: string };

function sizeMessage(reason: 'not_a_number' | 'too_many_decimals'): string {
  return reason === 'too_many_decimals'
    ? PAIR_RULE_MESSAGES.sizeDecimals
    : PAIR_RULE_MESSAGES.sizeNotANumber;
}

/**
 * A pair's limits in base minor units, checked in this order: each size a decimal with at most
 * 6 decimals (the order amount step), min > 0, max ≥ min, max within MAX_ORDER_AMOUNT_MINOR.
 * The admin form, the create schema and the server's update (merged with the stored limits)
 * all use it, so every path refuses the same input with the same text.
 */
export function checkPairLimits(minOrderSize: string, maxOrderSize: string): PairLimitsResult {
  const min = parseOrderAmount(minOrderSize);
  if (!min.ok) return { ok: false, field: 'minOrderSize', message: sizeMessage(min.reason) };
  const max = parseOrderAmount(maxOrderSize);
  if (!max.ok) return { ok: false, field: 'maxOrderSize', message: sizeMessage(max.reason) };
  if (min.minor <= 0n) {
    return { ok: false, field: 'minOrderSize', message: PAIR_RULE_MESSAGES.minPositive };
  }
  if (max.minor < min.minor) {
    return { ok: false, field: 'maxOrderSize', message: PAIR_RULE_MESSAGES.maxBelowMin };
  }
  if (max.minor > MAX_ORDER_AMOUNT_MINOR) {
    return { ok: false, field: 'maxOrderSize', message: PAIR_RULE_MESSAGES.maxTooLarge };
  }
  return { ok: true, minMinor: min.minor, maxMinor: max.minor };
}

/** A currency of the Add trading pair dialog: missing or blank says "select both". */
const pairCurrency = z
  .string({ error: PAIR_MESSAGES.bothRequired })
  .trim()
  .min(1, PAIR_MESSAGES.bothRequired)
  .toUpperCase();

export const CreatePairRequest = z
  .strictObject({
    base: pairCurrency.regex(/^[A-Z0-9]{1,5}$/, 'Unknown currency'),
    quote: pairCurrency.pipe(z.enum(QUOTE_CURRENCIES, { error: PAIR_RULE_MESSAGES.quoteChoice })),
    minOrderSize: AmountInput,
    maxOrderSize: AmountInput,
    active: z.boolean().default(true),
  })
  .superRefine((pair, context) => {
    // Runs only when every field parsed; base and quote are then non-empty.
    if (pair.base === pair.quote) {
      context.addIssue({ code: 'custom', path: ['quote'], message: PAIR_MESSAGES.mustDiffer });
      return;
    }
    const limits = checkPairLimits(pair.minOrderSize, pair.maxOrderSize);
    if (!limits.ok) {
      context.addIssue({ code: 'custom', path: [limits.field], message: limits.message });
    }
  });
export type CreatePairRequest = z.infer<typeof CreatePairRequest>;

/**
 * PATCH /api/admin/pairs/:id: limits and the active flag; base and quote never change. A limit
 * given alone is checked against the stored other one by the server (checkPairLimits).
 */
export const UpdatePairRequest = z
  .strictObject({
    minOrderSize: AmountInput.optional(),
    maxOrderSize: AmountInput.optional(),
    active: z.boolean().optional(),
    makerFeeBps: FeeBps.optional(),
    takerFeeBps: FeeBps.optional(),
  })
  .superRefine((pair, context) => {
    const { minOrderSize, maxOrderSize } = pair;
    if (minOrderSize !== undefined && maxOrderSize !== undefined) {
      const limits = checkPairLimits(minOrderSize, maxOrderSize);
      if (!limits.ok) {
        context.addIssue({ code: 'custom', path: [limits.field], message: limits.message });
      }
      return;
    }
    // One size alone: its decimals here; the server checks it against the stored other one.
    for (const field of ['minOrderSize', 'maxOrderSize'] as const) {
      const text = pair[field];
      const parsed = text === undefined ? undefined : parseOrderAmount(text);
      if (parsed && !parsed.ok) {
        context.addIssue({ code: 'custom', path: [field], message: sizeMessage(parsed.reason) });
      }
    }
  });
export type UpdatePairRequest = z.infer<typeof UpdatePairRequest>;
export const PairResponse = z.object({ pair: PairView });
