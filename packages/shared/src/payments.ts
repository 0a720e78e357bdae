import { z } from 'zod';

/**
 * M-Pesa payments of KES (product-spec.md sections 4, 5, 7, 8; decisions 5 and 15).
 * M-Pesa takes no cents: an amount is a whole number of shillings.
 */

export const PaymentType = z.enum(['deposit', 'withdrawal']);
export type PaymentType = z.infer<typeof PaymentType>;
/** pending and queued are on the way; completed, failed and canceled are final. */
export const PaymentStatus = z.enum(['pending', 'queued', 'completed', 'failed', 'canceled']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'failed', 'canceled'];

export const PAYMENT_POLL_INTERVAL_MS = 3_000;
export const PAYMENT_POLL_TIMEOUT_MS = 120_000;
export const PAYMENT_REQUEST_RETRIES = 2;
export const PAYMENT_RETRY_BASE_MS = 500;
export const PAYMENT_RETRY_JITTER = 0.3;
export const PAYMENT_DIALOG_CLOSE_DELAY_MS = 2_000;
export const MIN_PHONE_INPUT_LENGTH = 9;
/** Defaults of the per-transaction limits (the server's config may change them). */
export const DEFAULT_MPESA_MIN_KES = 10;
export const DEFAULT_MPESA_MAX_KES = 150_000;

export type NormalisePhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * product-spec.md section 5, exactly: strip non-digits; a 10-digit number starting with 0 becomes
 * 254 plus its last 9 digits; a 9-digit number gets the prefix 254; the result must start with
 * 254 and be exactly 12 digits. Then it must be a Kenyan mobile number: 254 and 7XXXXXXXX or
 * 1XXXXXXXX.
 */
export function normaliseKenyanPhone(input: string): NormalisePhoneResult {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) digits = `254${digits.slice(1)}`;
  else if (digits.length === 9) digits = `254${digits}`;
  if (!digits.startsWith('254') || digits.length !== 12) {
    return { ok: false, message: PAYMENT_MESSAGES.invalidPhoneFormat };
  }
  if (!/^254[17]\d{8}$/.test(digits)) {
    return { ok: false, message: PAYMENT_MESSAGES.notKenyanPhone };
  }
  return { ok: true, phone: digits };
}

/** Shows a phone number to someone who is not an admin: only its last 3 digits. */
export function maskPhone(phone: string): string {
  return phone.length <= 3 ? phone : `${'•'.repeat(phone.length - 3)}${phone.slice(-3)}`;
}

export const CreateMpesaPaymentRequest = z.strictObject({
  type: PaymentType,
  /** Whole shillings as a decimal string ("1500"); "1500.00" is accepted, cents are not. */
  amount: z.string().trim().min(1).max(20),
  phone: z.string().trim().min(1).max(32),
});
export type CreateMpesaPaymentRequest = z.infer<typeof CreateMpesaPaymentRequest>;

export const CreateMpesaPaymentResponse = z.object({
  reference: z.string(),
  status: PaymentStatus,
});
export type CreateMpesaPaymentResponse = z.infer<typeof CreateMpesaPaymentResponse>;

/** GET /api/payments/:reference (spec/api.md). */
export const PaymentStatusView = z.object({
  reference: z.string(),
  status: PaymentStatus,
  /** The provider's own word for the state (e.g. "SUCCESS", "QUEUED"), null before it answers. */
  providerStatus: z.string().nullable(),
  /** KES with 2 decimals ("1500.00"). */
  amount: z.string(),
  type: PaymentType,
  /** Why it failed or was canceled, in words a person can read; null otherwise. */
  error: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentStatusView = z.infer<typeof PaymentStatusView>;

// The dialogs' texts (product-spec.md sections 5 and 8), word for word.
export const PAYMENT_MESSAGES = {
  signInDeposit: 'Please sign in to make a deposit',
  signInWithdrawal: 'Please sign in to make a withdrawal',
  invalidAmount: 'Please enter a valid amount',
  invalidPhone: 'Please enter a valid phone number',
  positiveAmount: 'Amount must be a positive number',
  invalidPhoneFormat: 'Invalid phone number format',
  notKenyanPhone: 'Must be a valid Kenyan phone number',
  maxWithdrawal: (max: string) => `Maximum withdrawal amount is ${max} KES`,
  depositFailed: 'Deposit failed',
  withdrawalFailed: 'Withdrawal failed',
  depositCanceled: 'Deposit was canceled',
  withdrawalCanceled: 'Withdrawal was canceled',
  statusError: 'Error checking status',
  initiateDepositFailed: 'Failed to initiate deposit',
  initiateWithdrawalFailed: 'Failed to initiate withdrawal',
  processFailed: 'Failed to process deposit/withdrawal',
  timedOut: 'Transaction status check timed out',
  processing: 'Processing...',
} as const;
