import {
  MPESA_ENDING_LABELS,
  mpesaEndingOf,
  type TransactionStatus,
  type TransactionType,
  type TransactionView,
} from '@soko/shared';

export const typeLabels: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  purchase: 'Purchase',
  sale: 'Sale',
};

export const statusLabels: Record<TransactionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  forfeited: 'Forfeited',
  completed: 'Completed',
};

export const methodLabels: Record<TransactionView['method'], string> = {
  crypto: 'Crypto',
  mpesa: 'M-Pesa',
  trade: 'Trade',
  adjustment: 'Adjustment',
};

/** "Deposit · Crypto": what happened and how. */
export function describeKind(transaction: Pick<TransactionView, 'type' | 'method'>): string {
  const method = methodLabels[transaction.method];
  return transaction.method === 'trade'
    ? typeLabels[transaction.type]
    : `${typeLabels[transaction.type]} · ${method}`;
}

/** The spec tints rows whose money has settled: approved or completed. */
export function isSettled(status: TransactionStatus): boolean {
  return status === 'approved' || status === 'completed';
}

/**
 * The status word of a row and the reason to show with it. An M-Pesa payment that did not go
 * through is stored rejected, yet nobody rejected it: it failed, was cancelled or timed out
 * (issue 16), and its reason is shown without the server's prefix.
 */
export function statusOf(t: Pick<TransactionView, 'status' | 'method' | 'rejectReason'>): {
  label: string;
  reason: string | null;
} {
  const reason = t.status === 'rejected' ? t.rejectReason : null;
  if (t.method !== 'mpesa' || t.status !== 'rejected') {
    return { label: statusLabels[t.status], reason };
  }
  const ending = mpesaEndingOf(reason);
  // "no answer from M-Pesa ..." followed the prefix; on its own it starts a sentence.
  const shown = ending.reason
    ? ending.reason.charAt(0).toUpperCase() + ending.reason.slice(1)
    : null;
  return { label: MPESA_ENDING_LABELS[ending.ending], reason: shown };
}
