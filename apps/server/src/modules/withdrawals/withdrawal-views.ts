import { bpsToPercent, formatMinor, scaleOf, type WithdrawalView } from '@soko/shared';
import type { WithdrawalRow } from './withdrawals.repository.js';

/** The wire shape of a withdrawals row: gross, fee and net as exact decimals of the coin. */
export function toWithdrawalView(row: WithdrawalRow): WithdrawalView {
  const scale = scaleOf(row.currency);
  return {
    id: row.id,
    transactionId: row.transaction_id,
    currency: row.currency,
    gross: formatMinor(row.gross_minor, scale),
    fee: formatMinor(row.fee_minor, scale),
    amount: formatMinor(row.amount_minor, scale),
    feePercent: bpsToPercent(row.fee_bps),
    address: row.user_address,
    status: row.status,
    txHash: row.tx_hash,
    rejectReason: row.status === 'rejected' ? (row.reject_reason ?? null) : null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}
