import { z } from 'zod';
import { AmountString } from './wallets.js';

/**
 * GET /api/admin/reports/fees?month=YYYY-MM (decisions.md 24): a month's fees by kind and
 * currency with KES values, the excise due and the day it is filed. Months are Nairobi months.
 * KES values: a coin at the last price of its KES pair at or before the month's end (or now, for
 * the month still running); KES at 1; a currency without such a price has amountKes null and
 * is left out of the KES totals (listed in unpriced).
 */
export const FeeReportQuery = z.object({
  // Years 2000 to 2999, as statements: the month's bounds and the next month must be instants
  // JavaScript and PostgreSQL can hold (0000-01 and 9999-12 are not, and answered 500).
  month: z
    .string()
    .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM.')
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type FeeReportQuery = z.infer<typeof FeeReportQuery>;

export const FEE_KINDS = ['maker', 'taker', 'withdrawal'] as const;
export const FeeKind = z.enum(FEE_KINDS);
export type FeeKind = z.infer<typeof FeeKind>;

export const FeeReportLine = z.object({
  currency: z.string(),
  amount: AmountString,
  amountKes: AmountString.nullable(),
});
export type FeeReportLine = z.infer<typeof FeeReportLine>;

export const FeeReport = z.object({
  month: z.string(),
  /** Every fee of the month per currency (all kinds together). */
  fees: z.array(FeeReportLine),
  /** The same, by kind: maker and taker trading fees, crypto withdrawal fees. */
  byKind: z.array(FeeReportLine.extend({ kind: FeeKind })),
  /** The excise moved to excise payable this month, per currency. */
  excise: z.array(FeeReportLine),
  feesKes: AmountString,
  exciseKes: AmountString,
  /** The Nairobi day the excise return is due: the 20th of the next month. */
  filingDate: z.string(),
  /** The instant coin prices were taken at (the month's end, or now). */
  pricedAt: z.string(),
  unpriced: z.array(z.string()),
});
export type FeeReport = z.infer<typeof FeeReport>;

export const FEE_REPORT_CSV_COLUMNS = [
  'month',
  'line',
  'currency',
  'amount',
  'amount_kes',
  'filing_date',
] as const;
