// No zod here: the dashboard's history rows name endings without loading the schemas.

/**
 * How an M-Pesa payment that did not complete ended, for its history row (issue 16). The row is
 * stored "rejected" like a refused deposit, but nobody rejected it: the prompt timed out, the
 * trader cancelled it, or M-Pesa said no. The server starts the row's reason with one of these
 * prefixes, so screens and exports can name the ending and still show the reason.
 */
export const PAYMENT_TIMED_OUT_PREFIX = 'Timed out: ';
export const PAYMENT_CANCELLED_PREFIX = 'Cancelled: ';

export type MpesaEnding = 'failed' | 'cancelled' | 'timed_out';

export const MPESA_ENDING_LABELS: Record<MpesaEnding, string> = {
  failed: 'Failed',
  cancelled: 'Cancelled',
  timed_out: 'Timed out',
};

/** The ending and the reason without its prefix ("no answer from M-Pesa within 120 seconds"). */
export function mpesaEndingOf(reason: string | null): {
  ending: MpesaEnding;
  reason: string | null;
} {
  if (reason?.startsWith(PAYMENT_TIMED_OUT_PREFIX)) {
    return { ending: 'timed_out', reason: reason.slice(PAYMENT_TIMED_OUT_PREFIX.length) };
  }
  if (reason?.startsWith(PAYMENT_CANCELLED_PREFIX)) {
    return { ending: 'cancelled', reason: reason.slice(PAYMENT_CANCELLED_PREFIX.length) };
  }
  return { ending: 'failed', reason };
}
