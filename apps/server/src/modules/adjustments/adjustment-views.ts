import { formatMinor, scaleOf, type AdjustmentView, type ApprovalView } from '@soko/shared';
import type { AdjustmentDetailRow } from './adjustments.repository.js';

export function toAdjustmentView(
  row: AdjustmentDetailRow,
  approvals: ApprovalView[],
): AdjustmentView {
  return {
    id: row.id,
    user: { id: row.user_id, username: row.username, status: row.user_status },
    currency: row.currency,
    amount: formatMinor(BigInt(row.amount_minor), scaleOf(row.currency)),
    reasonCode: row.reason_code,
    reason: row.reason,
    status: row.status,
    proposedBy: { id: row.proposed_by, username: row.proposer_username },
    approvals,
    decidedBy:
      row.decided_by && row.decider_username
        ? { id: row.decided_by, username: row.decider_username }
        : null,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    rejectReason: row.reject_reason,
    transactionId: row.transaction_id,
    createdAt: row.created_at.toISOString(),
  };
}
