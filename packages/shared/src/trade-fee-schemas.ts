import { z } from 'zod';
import { MAX_TRADE_FEE_BPS, percentTextToBps } from './trade-fees.js';

/*
 * The fee and excise fields of the admin's forms and answers. Apart from trade-fees.ts, whose
 * arithmetic the trade screen uses: a module that defines zod schemas brings zod (22 KB
 * compressed) into every page that imports anything from it (issue 16).
 */

/** A fee rate field: whole basis points, 0 to 10 %. */
export const FeeBps = z
  .number({ error: 'A fee is a whole number of basis points (1 bps = 0.01 %).' })
  .int('A fee is a whole number of basis points (1 bps = 0.01 %).')
  .min(0, 'A fee cannot be negative.')
  .max(MAX_TRADE_FEE_BPS, `A fee is at most ${MAX_TRADE_FEE_BPS} bps (10 %).`);

/** An excise rate as a decimal string of percent ("10", "12.5"). */
export const ExciseRatePercent = z
  .string()
  .trim()
  .refine((v) => percentTextToBps(v) !== undefined, {
    message: 'The excise rate is a percent from 0 to 100 with at most 2 decimals.',
  });

export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Not a calendar date.',
  );

/** One rate of the excise history (GET /api/admin/settings). */
export const ExciseRateView = z.object({ ratePercent: z.string(), effectiveFrom: z.string() });
export type ExciseRateView = z.infer<typeof ExciseRateView>;
