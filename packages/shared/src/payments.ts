import { errorText, type ErrorText } from './error-text.js';
import { z } from 'zod';
import { formatKesFigure, formatWhole } from './display.js';
import { TotpCodeInput } from './safeguards.js';

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
  // Not trimmed: parseMpesaAmount refuses anything but digits (INVALID_AMOUNT), see AmountInput.
  amount: z.string().min(1).max(20),
  phone: z.string().trim().min(1).max(32),
  /** A withdrawal from an account with two-factor on needs a current code (decisions.md 23). */
  totpCode: TotpCodeInput.optional(),
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
  /** The phone the payment went to or came from, masked to its last 3 digits (maskPhone). */
  phone: z.string().optional(),
});
export type PaymentStatusView = z.infer<typeof PaymentStatusView>;

/** GET /api/payments: the signed-in user's recent M-Pesa payments, newest first. */
export const PaymentList = z.array(PaymentStatusView);
export type PaymentList = z.infer<typeof PaymentList>;

export const PaymentProvider = z.enum(['simulator', 'payhero', 'daraja']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** GET /api/payments/limits: the server's per-payment limits and whether it is the simulator. */
export const PaymentLimits = z.object({
  minKes: z.number().int(),
  maxKes: z.number().int(),
  /** The dialogs may say which test numbers pick which outcome (spec/api.md). */
  simulator: z.boolean(),
});
export type PaymentLimits = z.infer<typeof PaymentLimits>;

/** What an admin sees of the M-Pesa payment behind a transactions row (the phone in full). */
export const AdminPaymentDetails = z.object({
  reference: z.string(),
  status: PaymentStatus,
  provider: PaymentProvider,
  providerStatus: z.string().nullable(),
  providerReference: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  phone: z.string(),
  error: z.string().nullable(),
  /** Set when a person should look: an amount that differed, a success after a timeout, ... */
  reviewReason: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type AdminPaymentDetails = z.infer<typeof AdminPaymentDetails>;

export type MpesaAmountResult = { ok: true; amountMinor: bigint } | ({ ok: false } & ErrorText);

/**
 * An M-Pesa amount: a positive whole number of shillings ("1500" or "1500.00") within the
 * per-transaction limits. Returned in KES minor units (cents), always a multiple of 100.
 */
export function parseMpesaAmount(
  text: string,
  limits: { minKes: number; maxKes: number } = {
    minKes: DEFAULT_MPESA_MIN_KES,
    maxKes: DEFAULT_MPESA_MAX_KES,
  },
): MpesaAmountResult {
  // No trim: " 700" or "+700" is refused like every amount with something around its digits.
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, ...errorText('mpesaPositiveAmount') };
  const wholeKes = BigInt(match[1] ?? '0');
  const cents = BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  if (wholeKes === 0n && cents === 0n) return { ok: false, ...errorText('mpesaPositiveAmount') };
  if (cents !== 0n) return { ok: false, ...errorText('mpesaWholeShillings') };
  if (wholeKes < BigInt(limits.minKes)) {
    return {
      ok: false,
      ...errorText('mpesaBelowMinimum', { minimum: formatWhole(limits.minKes) }),
    };
  }
  if (wholeKes > BigInt(limits.maxKes)) {
    return {
      ok: false,
      ...errorText('mpesaAboveMaximum', { maximum: formatWhole(limits.maxKes) }),
    };
  }
  return { ok: true, amountMinor: wholeKes * 100n };
}

// The dialogs' texts (product-spec.md sections 5 and 8), word for word.
export const PAYMENT_MESSAGES = {
  signInDeposit: 'Please sign in to make a deposit',
  signInWithdrawal: 'Please sign in to make a withdrawal',
  invalidAmount: 'Please enter a valid amount',
  invalidPhone: 'Please enter a valid phone number',
  positiveAmount: 'Amount must be a positive number',
  invalidPhoneFormat: 'Invalid phone number format',
  notKenyanPhone: 'Must be a valid Kenyan phone number',
  maxWithdrawal: (max: string) => `Maximum withdrawal amount is ${formatKesFigure(max)} KES`,
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
  // Ours (the spec shows no KES limits): M-Pesa takes whole shillings within its limits.
  wholeShillings: 'M-Pesa amounts are whole shillings (no cents)',
  belowMinimum: (minKes: number) => `The smallest M-Pesa amount is ${formatWhole(minKes)} KES`,
  aboveMaximum: (maxKes: number) => `The largest M-Pesa amount is ${formatWhole(maxKes)} KES`,
} as const;
