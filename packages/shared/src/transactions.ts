import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';
import { AmountString } from './wallets.js';

export const TransactionType = z.enum(['deposit', 'withdrawal', 'purchase', 'sale']);
export type TransactionType = z.infer<typeof TransactionType>;
export const TransactionStatus = z.enum([
  'pending',
  'approved',
  'rejected',
  'forfeited',
  'completed',
]);
export type TransactionStatus = z.infer<typeof TransactionStatus>;
/** adjustment: a balance adjustment settled by two admins (decisions.md 20). */
export const TransactionMethod = z.enum(['crypto', 'mpesa', 'trade', 'adjustment']);

/**
 * A row of the user's history. For a withdrawal, amount is the gross and fee its part kept. For
 * a trade, fee is this side's trading fee, taken in what this side received (decisions.md 24): a
 * purchase's in the coin (currency), a sale's in the quote (secondaryCurrency).
 */
export const TransactionView = z.object({
  id: z.string(),
  type: TransactionType,
  method: TransactionMethod,
  currency: z.string(),
  amount: AmountString,
  fee: AmountString,
  /** The currency the fee was taken in. */
  feeCurrency: z.string(),
  /**
   * The amount after the fee, in feeCurrency: a deposit's amount, what a withdrawal sent out
   * (gross − fee), the coins a purchase or the quote a sale brought in after its fee.
   */
  net: AmountString,
  status: TransactionStatus,
  txHash: z.string().nullable(),
  withdrawalAddress: z.string().nullable(),
  description: z.string().nullable(),
  secondaryCurrency: z.string().nullable(),
  secondaryAmount: AmountString.nullable(),
  /** Where the owner (or an admin) fetches the proof image; null when there is none. */
  proofUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  withdrawalId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TransactionView = z.infer<typeof TransactionView>;

export const TransactionsQuery = z.object({
  type: TransactionType.optional(),
  status: TransactionStatus.optional(),
  /** Matches a currency symbol exactly (case-insensitive) or the start of an id. */
  q: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

/** Filters of the CSV export: the same as the list, without paging (every matching row). */
export const TransactionsExportQuery = TransactionsQuery.omit({ page: true, pageSize: true });
export type TransactionsExportQuery = z.infer<typeof TransactionsExportQuery>;

export const TransactionsPage = z.object({
  items: z.array(TransactionView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TransactionsPage = z.infer<typeof TransactionsPage>;

export const TransactionResponse = z.object({ transaction: TransactionView });
export type TransactionResponse = z.infer<typeof TransactionResponse>;

/** The CSV export's columns, in order (product-spec.md section 9). */
export const TRANSACTIONS_CSV_COLUMNS = ['Date', 'Type', 'Currency', 'Amount', 'Status'] as const;
