import {
  formatMinor,
  parseAmount,
  scaleOf,
  type AdminTransactionView,
  type AdminWithdrawalView,
} from '@soko/shared';

export type Decision = 'approve' | 'reject';

/**
 * What an admin decides about, the same whether it comes from the deposits queue, the
 * withdrawals queue or the transactions list. Amounts stay exact decimal strings.
 */
export interface DecisionSubject {
  /** Both decisions go through the transaction (a withdrawal through its transactionId). */
  transactionId: string;
  kind: 'deposit' | 'withdrawal';
  username: string;
  email: string;
  currency: string;
  /** A deposit's amount to credit; a withdrawal's gross (what leaves the balance). */
  amount: string;
  /** Withdrawals only: the platform's fee and what is sent to the address. */
  fee: string | null;
  net: string | null;
  address: string | null;
  /** The hash the trader gave with a deposit, to check on the chain. */
  txHash: string | null;
  /** A withdrawal whose owner is suspended: approving it needs their username typed back. */
  ownerSuspended: boolean;
}

/**
 * gross − fee, exactly, in the currency's scale. Null when either is not a decimal of that scale
 * (the screen then shows the gross and fee only, rather than a wrong net).
 */
export function netAmount(gross: string, fee: string, currency: string): string | null {
  const scale = scaleOf(currency);
  const grossParsed = parseAmount(gross, scale);
  const feeParsed = parseAmount(fee, scale);
  if (!grossParsed.ok || !feeParsed.ok) return null;
  return formatMinor(grossParsed.minor - feeParsed.minor, scale);
}

/**
 * Only pending crypto deposits and withdrawals wait for an admin. An M-Pesa payment is settled by
 * the provider's callback (approving one by hand would credit money that never arrived) and
 * trades settle themselves.
 */
export function canDecide(transaction: AdminTransactionView): boolean {
  return (
    transaction.status === 'pending' &&
    transaction.method === 'crypto' &&
    (transaction.type === 'deposit' || transaction.type === 'withdrawal')
  );
}

export function subjectFromTransaction(transaction: AdminTransactionView): DecisionSubject {
  const isWithdrawal = transaction.type === 'withdrawal';
  return {
    transactionId: transaction.id,
    kind: isWithdrawal ? 'withdrawal' : 'deposit',
    username: transaction.user.username,
    email: transaction.user.email,
    currency: transaction.currency,
    amount: transaction.amount,
    fee: isWithdrawal ? transaction.fee : null,
    net: isWithdrawal ? netAmount(transaction.amount, transaction.fee, transaction.currency) : null,
    address: transaction.withdrawalAddress,
    txHash: isWithdrawal ? null : transaction.txHash,
    ownerSuspended: isWithdrawal && transaction.user.status === 'suspended',
  };
}

export function subjectFromWithdrawal(withdrawal: AdminWithdrawalView): DecisionSubject {
  return {
    transactionId: withdrawal.transactionId,
    kind: 'withdrawal',
    username: withdrawal.user.username,
    email: withdrawal.user.email,
    currency: withdrawal.currency,
    amount: withdrawal.gross,
    fee: withdrawal.fee,
    net: withdrawal.amount,
    address: withdrawal.address,
    txHash: null,
    ownerSuspended: withdrawal.user.status === 'suspended',
  };
}
