import { ApiError } from '@/lib/api-client';

export type DepositField = 'amount' | 'txHash' | 'proof';

/** Where a failed deposit request is shown: under a field, as the window notice, or above the form. */
export type DepositProblem =
  | { kind: 'field'; field: DepositField; message: string }
  | { kind: 'window'; message: string }
  | { kind: 'alert'; title: string; message: string };

const FIELD_NAMES: readonly string[] = ['amount', 'txHash', 'proof'];

/**
 * Maps the server's answer to the place the user will look. Nothing in the form is cleared by any
 * of them: the amount, the hash and the chosen image stay for the retry.
 */
export function describeDepositError(error: unknown): DepositProblem {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'alert',
      title: 'Deposit failed',
      message: 'An unexpected error occurred while submitting your deposit request.',
    };
  }
  switch (error.code) {
    case 'DEPOSIT_WINDOW_CLOSED':
      return { kind: 'window', message: error.message };
    case 'PAYLOAD_TOO_LARGE':
      return { kind: 'field', field: 'proof', message: error.message };
    case 'INVALID_AMOUNT':
      return { kind: 'field', field: 'amount', message: error.message };
    case 'NETWORK_ERROR':
      return {
        kind: 'alert',
        title: 'No connection',
        message:
          'Your deposit was not confirmed. Check your connection and press Submit again; it will not be recorded twice.',
      };
    case 'VALIDATION_ERROR': {
      const entry = Object.entries(error.fields).find(([name]) => FIELD_NAMES.includes(name));
      if (entry) return { kind: 'field', field: entry[0] as DepositField, message: entry[1] };
      return { kind: 'alert', title: 'Failed to upload proof', message: error.message };
    }
    default:
      return {
        kind: 'alert',
        title: 'Deposit failed',
        message:
          error.status >= 400 && error.status < 500
            ? error.message
            : 'An unexpected error occurred while submitting your deposit request.',
      };
  }
}
