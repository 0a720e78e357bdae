import type { TransactionStatus, TransactionType, TransactionView } from '@soko/shared';

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
