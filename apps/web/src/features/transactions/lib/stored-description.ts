import { t } from '@lingui/core/macro';

// The server writes an M-Pesa payment's history line once, in English, when it records it
// (apps/server/src/modules/payments/payment-intake.ts); these are its two shapes.
const MPESA_DEPOSIT = /^M-Pesa deposit from the phone ending (\d+)$/;
const MPESA_WITHDRAWAL = /^M-Pesa withdrawal to the phone ending (\d+)$/;

/**
 * A history line as the reader's language says it: the M-Pesa lines the server writes are
 * recognised by their fixed shape and said again here, since the row keeps no language of its
 * own; anything else (an admin's reason for an adjustment) is shown as it was written.
 */
export function storedDescription(description: string): string {
  let ending = MPESA_DEPOSIT.exec(description)?.[1];
  if (ending !== undefined) return t`M-Pesa deposit from the phone ending ${ending}`;
  ending = MPESA_WITHDRAWAL.exec(description)?.[1];
  if (ending !== undefined) return t`M-Pesa withdrawal to the phone ending ${ending}`;
  return description;
}
