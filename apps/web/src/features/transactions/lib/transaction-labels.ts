import {
  mpesaEndingOf,
  type MpesaEnding,
  type TransactionStatus,
  type TransactionView,
} from '@soko/shared';

/** The spec tints rows whose money has settled: approved or completed. */
export function isSettled(status: TransactionStatus): boolean {
  return status === 'approved' || status === 'completed';
}

/**
 * The word a row's status reads as: its own status, or how an M-Pesa payment ended. A key, not a
 * sentence: components/transaction-messages.ts says it in the language on screen.
 */
export type StatusWord = TransactionStatus | `mpesa_${MpesaEnding}`;

/**
 * The status word of a row and the reason to show with it. An M-Pesa payment that did not go
 * through is stored rejected, yet nobody rejected it: it failed, was cancelled or timed out
 * (issue 16), and its reason is shown without the server's prefix.
 */
export function statusOf(t: Pick<TransactionView, 'status' | 'method' | 'rejectReason'>): {
  word: StatusWord;
  reason: string | null;
} {
  const reason = t.status === 'rejected' ? t.rejectReason : null;
  if (t.method !== 'mpesa' || t.status !== 'rejected') {
    return { word: t.status, reason };
  }
  const ending = mpesaEndingOf(reason);
  // "no answer from M-Pesa ..." followed the prefix; on its own it starts a sentence.
  const shown = ending.reason
    ? ending.reason.charAt(0).toUpperCase() + ending.reason.slice(1)
    : null;
  return { word: `mpesa_${ending.ending}`, reason: shown };
}
