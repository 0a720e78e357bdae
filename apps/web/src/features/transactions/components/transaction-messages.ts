import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransactionStatus, TransactionType, TransactionView } from '@soko/shared';
import type { StatusWord } from '../lib/transaction-labels';
import type { EmptyCase } from '../lib/transactions-search';

/** The history's words, translated where they are shown (i18n._). */
export const typeMessages: Record<TransactionType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  purchase: msg`Purchase`,
  sale: msg`Sale`,
};

export const statusMessages: Record<TransactionStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  forfeited: msg`Forfeited`,
  completed: msg`Completed`,
};

/** A row's status word: its status, or how an M-Pesa payment ended (issue 16). */
export const statusWordMessages: Record<StatusWord, MessageDescriptor> = {
  ...statusMessages,
  mpesa_failed: msg`Failed`,
  mpesa_cancelled: msg`Cancelled`,
  mpesa_timed_out: msg`Timed out`,
};

// M-Pesa is a name and stays as it is in every language.
const methodMessages: Record<Exclude<TransactionView['method'], 'mpesa'>, MessageDescriptor> = {
  crypto: msg`Crypto`,
  trade: msg`Trade`,
  adjustment: msg`Adjustment`,
};

export const emptyMessages: Record<EmptyCase, MessageDescriptor> = {
  deposit: msg`No deposit transactions found`,
  withdrawal: msg`No withdrawal transactions found`,
  purchase: msg`No purchase transactions found`,
  sale: msg`No sale transactions found`,
  filtered: msg`No transactions match your filters`,
  none: msg`You have no transactions yet`,
};

export function methodLabel(i18n: I18n, method: TransactionView['method']): string {
  return method === 'mpesa' ? 'M-Pesa' : i18n._(methodMessages[method]);
}

/** "Deposit · Crypto": what happened and how. */
export function describeKind(
  i18n: I18n,
  transaction: Pick<TransactionView, 'type' | 'method'>,
): string {
  const type = i18n._(typeMessages[transaction.type]);
  return transaction.method === 'trade'
    ? type
    : `${type} · ${methodLabel(i18n, transaction.method)}`;
}
