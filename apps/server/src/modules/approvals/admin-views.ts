import {
  FIAT_CURRENCY,
  formatMinor,
  scaleOf,
  type AdminPaymentDetails,
  type AdminStats,
  type AdminTransactionView,
  type AdminWithdrawalView,
} from '@soko/shared';
import { toTransactionView, type HistoryEntryRow } from '../transactions/index.js';
import { toWithdrawalView, type WithdrawalRow } from '../withdrawals/index.js';
import type {
  CurrencySumRow,
  OwnerColumns,
  PaymentColumns,
  StatsCounts,
} from './admin-money.repository.js';

/** An admin sees the whole phone number and the provider's ids (the owner sees them masked). */
function paymentDetails(row: Partial<PaymentColumns>): AdminPaymentDetails | null {
  if (!row.payment_reference || !row.payment_status || !row.payment_provider) return null;
  return {
    reference: row.payment_reference,
    status: row.payment_status,
    provider: row.payment_provider,
    providerStatus: row.payment_provider_status ?? null,
    providerReference: row.payment_provider_reference ?? null,
    receiptNumber: row.payment_receipt_number ?? null,
    phone: row.payment_phone ?? '',
    error: row.payment_error ?? null,
    reviewReason: row.payment_review_reason ?? null,
    completedAt: row.payment_completed_at ? row.payment_completed_at.toISOString() : null,
  };
}

function ownerOf(row: OwnerColumns & { user_id: string }) {
  return {
    id: row.user_id,
    username: row.owner_username,
    email: row.owner_email,
    status: row.owner_status,
  };
}

export function toAdminTransactionView(
  row: HistoryEntryRow & OwnerColumns & Partial<PaymentColumns>,
): AdminTransactionView {
  return {
    ...toTransactionView(row),
    user: ownerOf(row),
    payment: paymentDetails(row),
  };
}

export function toAdminWithdrawalView(row: WithdrawalRow & OwnerColumns): AdminWithdrawalView {
  return {
    ...toWithdrawalView(row),
    user: ownerOf(row),
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
