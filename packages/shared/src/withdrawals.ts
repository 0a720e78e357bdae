import { z } from 'zod';
import { TotpCodeInput } from './safeguards.js';
import { AmountInput, AmountString, CurrencyCode } from './wallets.js';

export const WithdrawalStatus = z.enum(['pending', 'approved', 'rejected']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const CreateCryptoWithdrawalRequest = z.strictObject({
  currency: CurrencyCode,
  amount: AmountInput,
  address: z
    .string()
    .trim()
    .min(1, 'Please enter the address and the amount.')
    .max(200, 'The address is too long.')
    .regex(/^[A-Za-z0-9:._-]+$/, 'The address may hold only letters, digits, : . _ and -.'),
  /** Required when the account has two-factor on (decisions.md 23); ignored otherwise. */
  totpCode: TotpCodeInput.optional(),
});
export type CreateCryptoWithdrawalRequest = z.infer<typeof CreateCryptoWithdrawalRequest>;

export const WithdrawalView = z.object({
  id: z.string(),
  transactionId: z.string(),
  currency: z.string(),
  /** What left the balance. */
  gross: AmountString,
  /** The withdrawal fee kept by the platform. */
  fee: AmountString,
  /** What is sent to the address: gross − fee (product-spec.md: withdrawals.amount). */
  amount: AmountString,
  feePercent: z.number(),
  address: z.string(),
  status: WithdrawalStatus,
  txHash: z.string().nullable(),
  /**
   * Why an admin rejected it, shown to its owner (issue 16); null unless rejected with a reason.
   * The owner's list always carries it; the admin views have the transaction's reason instead.
   */
  rejectReason: z.string().nullable().optional(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof WithdrawalView>;

export const WithdrawalResponse = z.object({ withdrawal: WithdrawalView });
export type WithdrawalResponse = z.infer<typeof WithdrawalResponse>;
export const WithdrawalList = z.array(WithdrawalView);

/** GET /api/withdrawals/fee: the current withdrawal tax, for the dialog's gross/fee/net preview. */
export const WithdrawalFee = z.object({
  withdrawalTaxPercent: z.number(),
  feeBps: z.number().int(),
});
export type WithdrawalFee = z.infer<typeof WithdrawalFee>;
