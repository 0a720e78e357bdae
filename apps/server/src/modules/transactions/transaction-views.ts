import { formatMinor, scaleOf, type TransactionView } from '@soko/shared';
import type { HistoryEntryRow } from './transactions.repository.js';

/**
 * The fee of a row and what is left after it, in the currency it was taken in. A trade's fee is
 * on its trade (read in by TRADE_FEE_COLUMN): a purchase pays it in the coin it bought, a sale in
 * the quote it got. Any other row's fee is its own fee_minor, in its own currency.
 */
function feeOf(row: HistoryEntryRow) {
  if (row.method !== 'trade') {
    return { currency: row.currency, feeMinor: row.fee_minor, grossMinor: row.amount_minor };
  }
  // A query that forgot the column would show every trade as free: fail loudly instead.
  if (row.trade_fee_minor === undefined)
    throw new Error(`trade row ${row.id} read without its fee`);
  const feeMinor = row.trade_fee_minor ?? 0n;
  if (row.type === 'purchase' || row.secondary_currency === null) {
    return { currency: row.currency, feeMinor, grossMinor: row.amount_minor };
  }
  return {
    currency: row.secondary_currency,
    feeMinor,
    grossMinor: row.secondary_amount_minor ?? 0n,
  };
}

/** The wire shape of a transactions row: amounts as exact decimal strings of their currency. */
export function toTransactionView(row: HistoryEntryRow): TransactionView {
  const scale = scaleOf(row.currency);
  const fee = feeOf(row);
  const feeScale = scaleOf(fee.currency);
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    currency: row.currency,
    amount: formatMinor(row.amount_minor, scale),
    fee: formatMinor(fee.feeMinor, feeScale),
    feeCurrency: fee.currency,
    net: formatMinor(fee.grossMinor - fee.feeMinor, feeScale),
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
