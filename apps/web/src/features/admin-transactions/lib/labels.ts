import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransactionMethod, TransactionStatus, TransactionType } from '@soko/shared';
import type { z } from 'zod';

// Descriptors, translated where they render (i18n._): a module-level text has no language yet.
export const statusLabel: Record<TransactionStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
  forfeited: msg`Forfeited`,
};

export const typeLabel: Record<TransactionType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  purchase: msg`Purchase`,
  sale: msg`Sale`,
};

export const methodLabel: Record<z.infer<typeof TransactionMethod>, MessageDescriptor> = {
  crypto: msg`Crypto`,
  mpesa: msg`M-Pesa`,
  trade: msg`Trade`,
  adjustment: msg`Adjustment`,
};
