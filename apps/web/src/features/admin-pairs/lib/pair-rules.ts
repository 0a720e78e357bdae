import { MAX_TRADE_FEE_BPS, PAIR_MESSAGES, checkPairLimits, type PairView } from '@soko/shared';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/**
 * The Add trading pair and Edit limits checks (product-spec.md section 5). They only show the
 * spec's texts early: the server checks the same again and has the last word.
 */

export type LimitsProblem = { field: 'minOrderSize' | 'maxOrderSize'; message: string };

/**
 * Minimum and maximum order size, in the base coin, through the shared checkPairLimits the server
 * validates with: the same input is refused with the same text on both sides.
 */
export function checkLimits(minOrderSize: string, maxOrderSize: string): LimitsProblem[] {
  const result = checkPairLimits(minOrderSize.trim(), maxOrderSize.trim());
  return result.ok ? [] : [{ field: result.field, message: result.message }];
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

/** Stays an English constant like the shared texts; components/pair-texts.ts translates it. */
export const FEE_MESSAGE = `A fee is a whole number of basis points, 0 to ${MAX_TRADE_FEE_BPS} (1 bps = 0.01 %).`;

/** A fee field as typed: whole basis points, 0 to MAX_TRADE_FEE_BPS (the server's FeeBps). */
export function feeBpsOf(text: string): number | undefined {
  if (!/^\d{1,4}$/.test(text.trim())) return undefined;
  const bps = Number(text.trim());
  return bps <= MAX_TRADE_FEE_BPS ? bps : undefined;
}

export const limitsSchema = z
  .object({
    minOrderSize: z.string().trim(),
    maxOrderSize: z.string().trim(),
    makerFeeBps: z.string().trim(),
    takerFeeBps: z.string().trim(),
  })
  .superRefine((values, context) => {
    for (const problem of checkLimits(values.minOrderSize, values.maxOrderSize)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
    for (const field of ['makerFeeBps', 'takerFeeBps'] as const) {
      if (feeBpsOf(values[field]) === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: FEE_MESSAGE });
      }
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
  const fields = fieldErrorTexts(error);
  for (const field of ['minOrderSize', 'maxOrderSize', 'base'] as const) {
    const message = fields[field];
    if (message) return { field, message };
  }
  if (fields.quote) return { field: 'base', message: fields.quote };
  // The spec's texts, which pairText translates on screen, found by the server's English.
  const spec = Object.values(PAIR_MESSAGES).find((text) => text === error.message);
  return spec ? { field: 'base', message: spec } : null;
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The toast's text: the server's message, else the generic one. */
export function pairFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
    ? errorText(error)
    : UNEXPECTED_ERROR;
}
