import {
  FIAT_SCALE,
  formatMinor,
  formatPhone,
  formatWhole,
  MIN_PHONE_INPUT_LENGTH,
  PAYMENT_MESSAGES,
  normaliseKenyanPhone,
  parseAmount,
  type PaymentType,
} from '@soko/shared';
import { z } from 'zod';

/**
 * The Deposit Funds and Withdraw Funds forms (product-spec.md section 5). M-Pesa moves whole
 * shillings, so the amount is a whole number ("1500", "1,500" and "1500.00" all mean the same);
 * the phone is checked and normalised exactly as the server will, so a wrong number is caught
 * before the user waits for a prompt that never comes.
 */
const WHOLE_SHILLINGS = /^(\d{1,12})(?:\.0{1,2})?$/;

/** "1,500" → "1500"; undefined when it is not a positive whole number of shillings. */
export function parseWholeShillings(input: string): string | undefined {
  const match = WHOLE_SHILLINGS.exec(input.replace(/[\s,]/g, ''));
  if (!match?.[1]) return undefined;
  const shillings = BigInt(match[1]);
  return shillings > 0n ? shillings.toString() : undefined;
}

/**
 * Why an amount is refused: "1500.50" gets the server's own words (M-Pesa takes no cents), so
 * the user knows what to change; anything else gets the spec's.
 */
export function amountProblem(input: string): string {
  const match = /^\d+\.(\d{1,2})$/.exec(input.replace(/[\s,]/g, ''));
  return match && /[1-9]/.test(match[1] ?? '')
    ? PAYMENT_MESSAGES.wholeShillings
    : PAYMENT_MESSAGES.invalidAmount;
}

/** The phone rule of the dialogs: 9 characters at least, then the initiation's own rule. */
export function phoneProblem(input: string): string | undefined {
  if (input.trim().length < MIN_PHONE_INPUT_LENGTH) return PAYMENT_MESSAGES.invalidPhone;
  const normalised = normaliseKenyanPhone(input);
  return normalised.ok ? undefined : normalised.message;
}

/** The number as M-Pesa will get it ("0712 345 670"), once what is typed is valid. */
export function phonePreview(input: string): string | undefined {
  const normalised = normaliseKenyanPhone(input);
  return input.trim().length >= MIN_PHONE_INPUT_LENGTH && normalised.ok
    ? formatPhone(normalised.phone)
    : undefined;
}

/** What the phone field shows under it, in English (the form says it through Lingui). */
export function phoneHint(input: string): string {
  const preview = phonePreview(input);
  return preview ? `M-Pesa number: ${preview}` : 'Your Safaricom number, e.g. 0712 345 678';
}

/** A KES balance ("1250.50") against an amount of whole shillings ("1250"), exactly. */
export function exceedsBalance(shillings: string, availableKes: string): boolean {
  const amount = parseAmount(shillings, FIAT_SCALE);
  const available = parseAmount(availableKes, FIAT_SCALE);
  // An unreadable balance counts as none: the server, not this guess, decides.
  if (!available.ok) return true;
  return amount.ok && amount.minor > available.minor;
}

/** The whole shillings of a KES balance ("1250.50" → "1250"): the most M-Pesa can send. */
export function wholeShillingsOf(availableKes: string): string {
  const parsed = parseAmount(availableKes, FIAT_SCALE);
  if (!parsed.ok) return '0';
  // Rounded down: a withdrawal of the cents' shilling would be more than the balance.
  return formatMinor(parsed.minor / 100n, 0);
}

/**
 * What MAX fills in: the whole shillings of the balance, but never above what one M-Pesa payment
 * may carry, so MAX never fills in an amount the next step refuses.
 */
export function maxPayableShillings(availableKes: string, maxKes: number): string {
  const whole = BigInt(wholeShillingsOf(availableKes));
  const cap = BigInt(maxKes);
  return (whole < cap ? whole : cap).toString();
}

export interface MpesaLimits {
  minKes: number;
  maxKes: number;
}

/** "KES 10 to KES 150,000 per payment": shown under the amount before anything is typed. */
export function limitsHint(limits: MpesaLimits): string {
  return `KES ${formatWhole(limits.minKes)} to KES ${formatWhole(limits.maxKes)} per payment`;
}

/** The per-payment limits, checked here with the server's own words before the confirm step. */
function limitProblem(shillings: string, limits: MpesaLimits): string | undefined {
  const amount = BigInt(shillings);
  if (amount < BigInt(limits.minKes)) return PAYMENT_MESSAGES.belowMinimum(limits.minKes);
  if (amount > BigInt(limits.maxKes)) return PAYMENT_MESSAGES.aboveMaximum(limits.maxKes);
  return undefined;
}

export interface PaymentFormContext {
  type: PaymentType;
  /** The available KES balance, for a withdrawal's maximum. */
  availableKes?: string;
  /** The server's per-payment limits (GET /api/payments/limits); unchecked when absent. */
  limits?: MpesaLimits;
}

export function paymentFormSchema({ type, availableKes, limits }: PaymentFormContext) {
  return z.object({ amount: z.string(), phone: z.string() }).transform((values, context) => {
    const amount = parseWholeShillings(values.amount);
    const outOfLimits = amount === undefined || !limits ? undefined : limitProblem(amount, limits);
    if (amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: amountProblem(values.amount) });
    } else if (outOfLimits) {
      context.addIssue({ code: 'custom', path: ['amount'], message: outOfLimits });
    } else if (type === 'withdrawal' && exceedsBalance(amount, availableKes ?? '0')) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: PAYMENT_MESSAGES.maxWithdrawal(availableKes ?? '0'),
      });
    }
    const problem = phoneProblem(values.phone);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
    const normalised = normaliseKenyanPhone(values.phone);
    if (amount === undefined || problem || !normalised.ok) return z.NEVER;
    return { amount, phone: normalised.phone };
  });
}

export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
/** What is sent: whole shillings as a decimal string and the phone as 2547XXXXXXXX. */
export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;
