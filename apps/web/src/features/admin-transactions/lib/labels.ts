import type { TransactionMethod, TransactionStatus, TransactionType } from '@soko/shared';
import type { z } from 'zod';

export const statusLabel: Record<TransactionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
  forfeited: 'Forfeited',
};

export const typeLabel: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  purchase: 'Purchase',
  sale: 'Sale',
};

export const methodLabel: Record<z.infer<typeof TransactionMethod>, string> = {
  crypto: 'Crypto',
  mpesa: 'M-Pesa',
  trade: 'Trade',
  adjustment: 'Adjustment',
};
