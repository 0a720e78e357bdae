import { ApiError } from '@/lib/api-client';
import { INVALID_AMOUNT_TEXT, amountProblemText } from './withdraw-amount';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/** Where a refused withdrawal is shown: under a field of the form, or above the confirm step. */
export type WithdrawProblem =
  | { kind: 'field'; field: 'amount' | 'address'; message: string }
  | { kind: 'email-not-verified' }
  | { kind: 'alert'; title: string; message: string };

/** The client's own texts (components/withdraw-messages.ts says them in the language on screen). */
export const WITHDRAW_ERROR_TEXTS = {
  failedTitle: 'Request failed',
  unexpected: 'An unexpected error occurred.',
  codeTitle: 'Code needed',
  offlineTitle: 'No connection',
  offline:
    'Your withdrawal was not confirmed. Check your connection and press Confirm withdrawal again; it will not be sent twice.',
  serverFailed: 'Something went wrong on our side. Nothing was withdrawn; please try again.',
} as const;
const TEXTS = WITHDRAW_ERROR_TEXTS;

/**
 * Maps the server's answer to what the user can do about it. A field problem sends the user back
 * to the form with the field marked; everything typed stays.
 */
export function describeWithdrawError(
  error: unknown,
  available: string,
  currency: string,
): WithdrawProblem {
  if (!(error instanceof ApiError)) {
    return { kind: 'alert', title: TEXTS.failedTitle, message: TEXTS.unexpected };
  }
  switch (error.code) {
    case 'INSUFFICIENT_BALANCE':
      return {
        kind: 'field',
        field: 'amount',
        message: amountProblemText('insufficient', available, currency),
      };
    case 'INVALID_AMOUNT':
      return { kind: 'field', field: 'amount', message: INVALID_AMOUNT_TEXT };
    // The address does not fit the coin's network, or "only to saved addresses" refuses it.
    case 'INVALID_ADDRESS':
    case 'ADDRESS_NOT_SAVED':
    case 'ADDRESS_NOT_YET_USABLE':
      return { kind: 'field', field: 'address', message: errorText(error) };
    case 'MFA_CODE_REQUIRED':
    case 'INVALID_MFA_CODE':
      return { kind: 'alert', title: TEXTS.codeTitle, message: errorText(error) };
    case 'EMAIL_NOT_VERIFIED':
      return { kind: 'email-not-verified' };
    case 'NETWORK_ERROR':
      return {
        kind: 'alert',
        title: TEXTS.offlineTitle,
        message: TEXTS.offline,
      };
    case 'VALIDATION_ERROR': {
      const address = fieldErrorTexts(error).address;
      const amount = fieldErrorTexts(error).amount;
      if (address) return { kind: 'field', field: 'address', message: address };
      if (amount) return { kind: 'field', field: 'amount', message: amount };
      return { kind: 'alert', title: TEXTS.failedTitle, message: errorText(error) };
    }
    default:
      return {
        kind: 'alert',
        title: TEXTS.failedTitle,
        message: error.status >= 400 && error.status < 500 ? errorText(error) : TEXTS.serverFailed,
      };
  }
}
