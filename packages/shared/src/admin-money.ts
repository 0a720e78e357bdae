import { z } from 'zod';
import { UserStatus } from './auth.js';
import { ApprovalView } from './four-eyes.js';
import { AdminPaymentDetails } from './payments.js';
import { TransactionStatus, TransactionType, TransactionView } from './transactions.js';
import { AmountString } from './wallets.js';
import { WithdrawalStatus, WithdrawalView } from './withdrawals.js';

export const CurrencyAmount = z.object({ currency: z.string(), amount: AmountString });
export type CurrencyAmount = z.infer<typeof CurrencyAmount>;

/** GET /api/admin/stats (refreshed every 30 s). Sums are per currency, never mixed. */
export const AdminStats = z.object({
  users: z.number().int(),
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
  approvedKesDeposits: AmountString,
  approvedCoinDeposits: z.array(CurrencyAmount),
  approvedWithdrawals: z.array(CurrencyAmount),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const QueueOrder = z.enum(['newest', 'oldest']).default('newest');

export const TransactionOwner = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** A suspended owner's pending withdrawal is marked "owner suspended" in the queue. */
  status: UserStatus.optional(),
});

export const AdminTransactionView = TransactionView.extend({
  user: TransactionOwner,
  /** The M-Pesa payment behind an mpesa row (status, provider reference, receipt, phone). */
  payment: AdminPaymentDetails.nullable().optional(),
  /** Four-eyes: the approvals given so far to a pending request ("1 of 2 approvals"). */
  approvals: z.array(ApprovalView).optional(),
});
export type AdminTransactionView = z.infer<typeof AdminTransactionView>;

export const AdminTransactionsQuery = z.object({
  status: TransactionStatus.optional(),
  type: TransactionType.optional(),
  /** Username, email, currency or the start of an id. */
  q: z.string().trim().max(100).optional(),
  /** Queues read oldest first (first come, first served); lists newest first. */
  order: QueueOrder,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminTransactionsQuery = z.infer<typeof AdminTransactionsQuery>;

export const AdminTransactionsPage = z.object({
  items: z.array(AdminTransactionView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminTransactionsPage = z.infer<typeof AdminTransactionsPage>;

export const ApproveTransactionRequest = z
  .strictObject({
    txHash: z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9:_-]*$/, 'The transaction hash may hold only letters, digits, : _ and -.')
      .optional()
      // A blank hash becomes null (product-spec.md section 4).
      .transform((v) => (v === '' ? undefined : v)),
    /** The owner's username, typed to approve the withdrawal of a suspended owner. */
    confirm: z.string().trim().max(100).optional(),
  })
  .default({ txHash: undefined });
export type ApproveTransactionRequest = z.infer<typeof ApproveTransactionRequest>;

export const RejectTransactionRequest = z
  .strictObject({ reason: z.string().trim().max(500).optional() })
  .default({});
export type RejectTransactionRequest = z.infer<typeof RejectTransactionRequest>;

export const AdminWithdrawalView = WithdrawalView.extend({
  user: TransactionOwner,
  approvals: z.array(ApprovalView).optional(),
});
export type AdminWithdrawalView = z.infer<typeof AdminWithdrawalView>;

export const AdminWithdrawalsQuery = z.object({
  status: WithdrawalStatus.optional(),
  order: QueueOrder,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminWithdrawalsQuery = z.infer<typeof AdminWithdrawalsQuery>;

export const AdminWithdrawalsPage = z.object({
  items: z.array(AdminWithdrawalView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminWithdrawalsPage = z.infer<typeof AdminWithdrawalsPage>;

/** 202 of POST /api/admin/transactions/:id/approve: the first of two approvals is recorded. */
export const FirstApprovalResponse = z.object({
  transaction: TransactionView,
  approvals: z.number().int(),
  required: z.number().int(),
});
export type FirstApprovalResponse = z.infer<typeof FirstApprovalResponse>;
