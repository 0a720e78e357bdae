import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

export type DepositField = 'amount' | 'txHash' | 'proof';

/** Where a failed deposit request is shown: under a field, as the window notice, or above the form. */
export type DepositProblem =
  | { kind: 'field'; field: DepositField; message: string }
  | { kind: 'window'; message: string }
  | { kind: 'alert'; title: string; message: string };

/** The client's own texts (components/deposit-messages.ts says them in the language on screen). */
export const DEPOSIT_ERROR_TEXTS = {
  failedTitle: 'Deposit failed',
  unexpected: 'An unexpected error occurred while submitting your deposit request.',
  offlineTitle: 'No connection',
  offline:
    'Your deposit was not confirmed. Check your connection and press Submit again; it will not be recorded twice.',
  uploadFailedTitle: 'Failed to upload proof',
  notAllowedTitle: 'Deposit not allowed',
} as const;
const TEXTS = DEPOSIT_ERROR_TEXTS;

const FIELD_NAMES: readonly string[] = ['amount', 'txHash', 'proof'];

/**
 * Maps the server's answer to the place the user will look. Nothing in the form is cleared by any
 * of them: the amount, the hash and the chosen image stay for the retry.
 */
export function describeDepositError(error: unknown): DepositProblem {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'alert',
      title: TEXTS.failedTitle,
      message: TEXTS.unexpected,
    };
  }
  switch (error.code) {
    case 'DEPOSIT_WINDOW_CLOSED':
      return { kind: 'window', message: errorText(error) };
    case 'PAYLOAD_TOO_LARGE':
      return { kind: 'field', field: 'proof', message: errorText(error) };
    case 'INVALID_AMOUNT':
      return { kind: 'field', field: 'amount', message: errorText(error) };
    case 'NETWORK_ERROR':
      return {
        kind: 'alert',
        title: TEXTS.offlineTitle,
        message: TEXTS.offline,
      };
    case 'VALIDATION_ERROR': {
      const entry = Object.entries(fieldErrorTexts(error)).find(([name]) =>
        FIELD_NAMES.includes(name),
      );
      if (entry) return { kind: 'field', field: entry[0] as DepositField, message: entry[1] };
      return { kind: 'alert', title: TEXTS.uploadFailedTitle, message: errorText(error) };
    }
    default:
      return {
        kind: 'alert',
        title: TEXTS.failedTitle,
        message: error.status >= 400 && error.status < 500 ? errorText(error) : TEXTS.unexpected,
      };
  }
}
