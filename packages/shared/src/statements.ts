import { z } from 'zod';
import { AmountString, CurrencyCode } from './wallets.js';

/**
 * Statements (decisions.md 25): one currency over a period of whole Africa/Nairobi days. The
 * balance is the trader's total in that currency (available + held), so moving money between the
 * two (order and withdrawal holds, their releases) is no movement and is never listed.
 */

/** The longest period one statement covers, in days (a year, leap years included). */
export const STATEMENT_MAX_DAYS = 366;

/** A calendar day as YYYY-MM-DD; whether it exists (no 30 February) is checked by the server. */
export const StatementDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31 (YYYY-MM-DD)');

export const StatementFormat = z.enum(['json', 'csv', 'pdf']);
export type StatementFormat = z.infer<typeof StatementFormat>;

export const StatementQuery = z.object({
  currency: CurrencyCode,
  /** The first Nairobi day of the period, from its first instant. */
  from: StatementDay,
  /** The last Nairobi day of the period, to its last instant (inclusive). */
  to: StatementDay,
  format: StatementFormat.default('json'),
});
export type StatementQuery = z.infer<typeof StatementQuery>;

/**
 * One movement. `amount` is signed (money in positive, out negative) and leaves out the fee;
 * `fee` is what the platform took with it (a withdrawal or trading fee), so each row's balance is
 * the previous balance + amount - fee, and the rows run from the opening to the closing balance.
 */
export const StatementRow = z.object({
  /** ISO 8601 on the Nairobi clock, with its +03:00 offset. */
  at: z.string(),
  description: z.string(),
  /** The M-Pesa receipt, a chain transaction id, or a trade, order or request id. */
  reference: z.string(),
  amount: AmountString,
  fee: AmountString,
  balance: AmountString,
});
export type StatementRow = z.infer<typeof StatementRow>;

export const Statement = z.object({
  currency: z.string(),
  /** The period as asked, Nairobi days, inclusive. */
  from: z.string(),
  to: z.string(),
  /** The total (available + held) at the first instant of `from`. */
  openingBalance: AmountString,
  /** The total at the end of `to` (or now, for a period that has not ended yet). */
  closingBalance: AmountString,
  rows: z.array(StatementRow),
});
export type Statement = z.infer<typeof Statement>;

/** The CSV's columns, in order. Dates are Nairobi wall-clock time. */
export const STATEMENT_CSV_COLUMNS = [
  'Date (Nairobi)',
  'Description',
  'Reference',
  'Amount',
  'Fee',
  'Balance',
] as const;
