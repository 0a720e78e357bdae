import { formatMinor, scaleOf, type TransactionView } from '@soko/shared';
import type { HistoryEntryRow } from './transactions.repository.js';

/** The wire shape of a transactions row: amounts as exact decimal strings of their currency. */
export function toTransactionView(row: HistoryEntryRow): TransactionView {
  const scale = scaleOf(row.currency);
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    currency: row.currency,
    amount: formatMinor(row.amount_minor, scale),
    fee: formatMinor(row.fee_minor, scale),
    status: row.status,
    txHash: row.tx_hash,
    withdrawalAddress: row.withdrawal_address,
    description: row.description,
    secondaryCurrency: row.secondary_currency,
    secondaryAmount:
      row.secondary_amount_minor === null || row.secondary_currency === null
        ? null
        : formatMinor(row.secondary_amount_minor, scaleOf(row.secondary_currency)),
    proofUrl: row.proof_file_id ? `/api/transactions/${row.id}/proof` : null,
    rejectReason: row.reject_reason,
    withdrawalId: row.withdrawal_id ?? null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}
