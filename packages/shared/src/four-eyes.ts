import { z } from 'zod';
import { UserStatus } from './auth.js';
import { AmountString } from './wallets.js';

/**
 * Four-eyes on money (decisions.md 19 and 20): approvals that need two admins, and manual balance
 * adjustments. The HTTP contract is api.md's "Added with decisions 19 to 26".
 */

/** One admin's approval of a request: who and when. */
export const ApprovalView = z.object({
  adminId: z.string(),
  username: z.string(),
  at: z.string(),
});
export type ApprovalView = z.infer<typeof ApprovalView>;

/** How many admins a four-eyes request needs. */
export const FOUR_EYES_REQUIRED_APPROVALS = 2;

/** The reason codes of a balance adjustment, and how the trader's history names them. */
export const AdjustmentReasonCode = z.enum(['mpesa_reversal', 'dispute', 'correction', 'other']);
export type AdjustmentReasonCode = z.infer<typeof AdjustmentReasonCode>;
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReasonCode, string> = {
  mpesa_reversal: 'M-Pesa reversal',
  dispute: 'Dispute resolved',
  correction: 'Correction',
  other: 'Other',
};

const ReasonText = z
  .string()
  .trim()
  .min(1, 'Say why: the trader sees this reason in their history.')
  .max(500, 'At most 500 characters.');

/** A signed decimal: "-12.5" debits, "12.5" credits; zero is refused by the service. */
export const SignedAmountInput = z
  .string()
  .regex(/^-?\d{1,30}(\.\d+)?$/, 'A signed decimal amount such as 250.00 or -250.00.');

/**
 * POST /api/admin/users/:id/adjustments. `reason` is the free text (api.md) with an optional
 * `reasonCode` beside it (default "other"), or an object `{code, text}`.
 */
export const CreateAdjustmentRequest = z
  .strictObject({
    currency: z.string().regex(/^[A-Z][A-Z0-9]{0,4}$/, 'A currency symbol such as KES or USDT.'),
    amount: SignedAmountInput,
    reason: z.union([ReasonText, z.strictObject({ code: AdjustmentReasonCode, text: ReasonText })]),
    reasonCode: AdjustmentReasonCode.optional(),
  })
  .transform(({ reason, reasonCode, ...rest }) =>
    typeof reason === 'string'
      ? { ...rest, reasonCode: reasonCode ?? ('other' as const), reason }
      : { ...rest, reasonCode: reason.code, reason: reason.text },
  );
export type CreateAdjustmentRequest = z.input<typeof CreateAdjustmentRequest>;
export type CreateAdjustmentInput = z.output<typeof CreateAdjustmentRequest>;

export const AdjustmentStatus = z.enum(['pending', 'settled', 'rejected']);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatus>;

const AdjustmentPerson = z.object({ id: z.string(), username: z.string() });

export const AdjustmentView = z.object({
  id: z.string(),
  user: AdjustmentPerson.extend({ status: UserStatus }),
  currency: z.string(),
  /** Signed: negative debits the user. */
  amount: AmountString,
  reasonCode: AdjustmentReasonCode,
  reason: z.string(),
  status: AdjustmentStatus,
  proposedBy: AdjustmentPerson,
  approvals: z.array(ApprovalView),
  decidedBy: AdjustmentPerson.nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The trader's history entry, once settled. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdjustmentView = z.infer<typeof AdjustmentView>;

export const ProposedAdjustmentResponse = z.object({
  adjustment: AdjustmentView,
  approvals: z.number().int(),
  required: z.number().int(),
});
export type ProposedAdjustmentResponse = z.infer<typeof ProposedAdjustmentResponse>;

export const AdjustmentResponse = z.object({ adjustment: AdjustmentView });
export type AdjustmentResponse = z.infer<typeof AdjustmentResponse>;

export const RejectAdjustmentRequest = z
  .strictObject({ reason: z.string().trim().max(500).optional() })
  .default({});
export type RejectAdjustmentRequest = z.infer<typeof RejectAdjustmentRequest>;

export const AdjustmentsQuery = z.object({
  status: AdjustmentStatus.optional(),
  userId: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdjustmentsQuery = z.infer<typeof AdjustmentsQuery>;

export const AdjustmentsList = z.object({ items: z.array(AdjustmentView) });
export type AdjustmentsList = z.infer<typeof AdjustmentsList>;

/** The history entry's description of a settled adjustment: what the trader reads. */
export function adjustmentDescription(code: AdjustmentReasonCode, reason: string): string {
  return `Balance adjustment (${ADJUSTMENT_REASON_LABELS[code]}): ${reason}`;
}

/** Four-eyes threshold on the wire: a non-negative KES decimal string, at most 2 decimals. */
export const KesDecimalInput = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'A KES amount such as 100000 or 2500.50.');
