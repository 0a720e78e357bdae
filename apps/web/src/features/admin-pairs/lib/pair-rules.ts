import { COIN_SCALE, PAIR_MESSAGES, parseAmount, type PairView } from '@soko/shared';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/**
 * The Add trading pair and Edit limits checks (product-spec.md section 5). They only show the
 * spec's texts early: the server checks the same again and has the last word.
 */

export type LimitsProblem = { field: 'minOrderSize' | 'maxOrderSize'; message: string };

const LIMIT_TEXT = {
  invalid: 'Enter a positive number, like 0.001',
  decimals: `Use at most ${COIN_SCALE} decimal places`,
  zero: 'Must be greater than 0',
  order: 'The maximum must be at least the minimum',
} as const;

function limitMinor(text: string): bigint | string {
  const parsed = parseAmount(text, COIN_SCALE);
  if (!parsed.ok)
    return parsed.reason === 'too_many_decimals' ? LIMIT_TEXT.decimals : LIMIT_TEXT.invalid;
  if (parsed.minor <= 0n) return LIMIT_TEXT.zero;
  return parsed.minor;
}

/** Minimum and maximum order size, in the base coin: positive, 8 decimals at most, min ≤ max. */
export function checkLimits(minOrderSize: string, maxOrderSize: string): LimitsProblem[] {
  const min = limitMinor(minOrderSize);
  const max = limitMinor(maxOrderSize);
  const problems: LimitsProblem[] = [];
  if (typeof min === 'string') problems.push({ field: 'minOrderSize', message: min });
  if (typeof max === 'string') problems.push({ field: 'maxOrderSize', message: max });
  if (typeof min === 'bigint' && typeof max === 'bigint' && max < min) {
    problems.push({ field: 'maxOrderSize', message: LIMIT_TEXT.order });
  }
  return problems;
}

/** Base and quote, in the spec's order: both chosen, different, not already listed. */
export function checkNewPair(base: string, quote: string, existing: readonly PairView[]) {
  if (!base || !quote) return PAIR_MESSAGES.bothRequired;
  if (base === quote) return PAIR_MESSAGES.mustDiffer;
  if (existing.some((pair) => pair.base === base && pair.quote === quote)) {
    return PAIR_MESSAGES.exists;
  }
  return null;
}

export const limitsSchema = z
  .object({ minOrderSize: z.string().trim(), maxOrderSize: z.string().trim() })
  .superRefine((values, context) => {
    for (const problem of checkLimits(values.minOrderSize, values.maxOrderSize)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type LimitsValues = z.infer<typeof limitsSchema>;

/** The Add trading pair form: the pair problem is shown under the base currency. */
export function newPairSchema(existing: readonly PairView[]) {
  return z
    .object({
      base: z.string(),
      quote: z.string(),
      minOrderSize: z.string().trim(),
      maxOrderSize: z.string().trim(),
    })
    .superRefine((values, context) => {
      const pairProblem = checkNewPair(values.base, values.quote, existing);
      if (pairProblem) context.addIssue({ code: 'custom', path: ['base'], message: pairProblem });
      for (const problem of checkLimits(values.minOrderSize, values.maxOrderSize)) {
        context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    });
}
export type NewPairValues = z.infer<ReturnType<typeof newPairSchema>>;

export type PairFormField = 'base' | 'minOrderSize' | 'maxOrderSize';

/**
 * Where the server's refusal belongs: a field it names, the base currency for a pair that exists
 * (CONFLICT) or is refused as the same coin twice, else only the toast.
 */
export function placePairError(error: unknown): { field: PairFormField; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return { field: 'base', message: PAIR_MESSAGES.exists };
  for (const field of ['minOrderSize', 'maxOrderSize', 'base'] as const) {
    const message = error.fields[field];
    if (message) return { field, message };
  }
  if (error.fields.quote) return { field: 'base', message: error.fields.quote };
  const spec = Object.values(PAIR_MESSAGES).find((text) => text === error.message);
  return spec ? { field: 'base', message: spec } : null;
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The toast's text: the server's message, else the generic one. */
export function pairFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
    ? error.message
    : UNEXPECTED_ERROR;
}
