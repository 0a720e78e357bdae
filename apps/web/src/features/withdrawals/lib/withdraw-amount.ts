import {
  AmountInput,
  CreateCryptoWithdrawalRequest,
  formatMinor,
  parseAmount,
  scaleOf,
  splitWithdrawal,
} from '@soko/shared';
import { z } from 'zod';
import { formatMoney } from '@/lib/format';

/** product-spec.md section 8, word for word, with the detail each one needs. */
export const MISSING_TITLE = 'Missing information';
export const MISSING_TEXT = 'Please enter the address and the amount.';
export const INVALID_AMOUNT_TEXT = 'Invalid amount: Please enter a valid amount greater than zero.';
export const BELOW_FEE_TEXT = 'Invalid amount: The amount must be more than the withdrawal fee.';

export type AmountProblem =
  'missing' | 'invalid' | 'too_many_decimals' | 'insufficient' | 'below_fee';

export interface WithdrawPreview {
  /** What leaves the balance. */
  gross: string;
  /** The withdrawal fee, rounded up to the coin's smallest unit (fees.ts). */
  fee: string;
  /** What is sent to the address. */
  net: string;
}

/** preview is null while the fee rate is not known yet. */
export type AmountCheck =
  { ok: true; preview: WithdrawPreview | null } | { ok: false; problem: AmountProblem };

/**
 * Checks a typed amount against the available balance and splits it into gross, fee and net
 * exactly (bigint minor units through the shared splitWithdrawal, the same function the server
 * charges with). Without the fee rate yet, only the balance checks run.
 */
export function checkWithdrawAmount(
  amount: string,
  available: string,
  currency: string,
  feeBps: number | undefined,
): AmountCheck {
  const text = amount.trim();
  if (text === '') return { ok: false, problem: 'missing' };
  if (!AmountInput.safeParse(text).success) return { ok: false, problem: 'invalid' };
  const scale = scaleOf(currency);
  const gross = parseAmount(text, scale);
  if (!gross.ok) {
    return {
      ok: false,
      problem: gross.reason === 'too_many_decimals' ? 'too_many_decimals' : 'invalid',
    };
  }
  if (gross.minor <= 0n) return { ok: false, problem: 'invalid' };
  const balance = parseAmount(available, scale);
  if (!balance.ok || gross.minor > balance.minor) return { ok: false, problem: 'insufficient' };
  if (feeBps === undefined) return { ok: true, preview: null };
  const split = splitWithdrawal(gross.minor, feeBps);
  if (split.netMinor <= 0n) return { ok: false, problem: 'below_fee' };
  return {
    ok: true,
    preview: {
      gross: formatMinor(split.grossMinor, scale),
      fee: formatMinor(split.feeMinor, scale),
      net: formatMinor(split.netMinor, scale),
    },
  };
}

export function amountProblemText(problem: AmountProblem, available: string, currency: string) {
  switch (problem) {
    case 'missing':
      return MISSING_TEXT;
    case 'invalid':
      return INVALID_AMOUNT_TEXT;
    case 'too_many_decimals':
      return `Invalid amount: ${currency} has at most ${scaleOf(currency)} decimals.`;
    case 'insufficient':
      return `Insufficient balance: The maximum you can withdraw is ${formatMoney(available, currency)}.`;
    case 'below_fee':
      return BELOW_FEE_TEXT;
  }
}

/** The MAX button: the whole available balance, written with the coin's full scale. */
export function maxAmount(available: string, currency: string): string {
  const scale = scaleOf(currency);
  const parsed = parseAmount(available, scale);
  return parsed.ok ? formatMinor(parsed.minor, scale) : '';
}

/**
 * The dialog's form schema: the server's address rules (CreateCryptoWithdrawalRequest) and the
 * amount checks above, against this wallet's balance and the current fee.
 */
export function withdrawFormSchema(
  currency: string,
  available: string,
  feeBps: number | undefined,
) {
  return CreateCryptoWithdrawalRequest.extend({
    // Trimmed here: the server takes digits only, and a space typed on a phone is no mistake.
    amount: z
      .string()
      .trim()
      .superRefine((amount, context) => {
        const check = checkWithdrawAmount(amount, available, currency, feeBps);
        if (!check.ok) {
          context.addIssue({
            code: 'custom',
            message: amountProblemText(check.problem, available, currency),
          });
        }
      }),
  });
}
export type WithdrawFormInput = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawFormOutput = z.output<ReturnType<typeof withdrawFormSchema>>;
