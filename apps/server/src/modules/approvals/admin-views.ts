import {
  FIAT_CURRENCY,
  formatMinor,
  scaleOf,
  type AdminStats,
  type AdminTransactionView,
  type AdminWithdrawalView,
} from '@soko/shared';
import { toTransactionView } from '../transactions/transaction-views.js';
import type { TransactionRow } from '../transactions/transactions.repository.js';
import { toWithdrawalView } from '../withdrawals/withdrawal-views.js';
import type { WithdrawalRow } from '../withdrawals/withdrawals.repository.js';
import type { CurrencySumRow, OwnerColumns, StatsCounts } from './admin-money.repository.js';

export function toAdminTransactionView(row: TransactionRow & OwnerColumns): AdminTransactionView {
  return {
    ...toTransactionView(row),
    user: { id: row.user_id, username: row.owner_username, email: row.owner_email },
  };
}

export function toAdminWithdrawalView(row: WithdrawalRow & OwnerColumns): AdminWithdrawalView {
  return {
    ...toWithdrawalView(row),
    user: { id: row.user_id, username: row.owner_username, email: row.owner_email },
  };
}

function amountOf(row: CurrencySumRow) {
  return {
    currency: row.currency,
    amount: formatMinor(BigInt(row.sum_minor), scaleOf(row.currency)),
  };
}

export function toAdminStats(counts: StatsCounts, sums: CurrencySumRow[]): AdminStats {
  const deposits = sums.filter((row) => row.type === 'deposit');
  const kes = deposits.find((row) => row.currency === FIAT_CURRENCY);
  return {
    users: Number(counts.users),
    pendingDeposits: Number(counts.pending_deposits),
    pendingWithdrawals: Number(counts.pending_withdrawals),
    approvedKesDeposits: formatMinor(kes ? BigInt(kes.sum_minor) : 0n, scaleOf(FIAT_CURRENCY)),
    approvedCoinDeposits: deposits.filter((row) => row !== kes).map(amountOf),
    approvedWithdrawals: sums.filter((row) => row.type === 'withdrawal').map(amountOf),
  };
}
