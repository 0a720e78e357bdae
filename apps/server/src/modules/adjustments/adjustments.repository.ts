import type { AdjustmentReasonCode, AdjustmentStatus, AdjustmentsQuery } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

/** The adjustments module owns balance_adjustments. */
export interface AdjustmentRow {
  id: string;
  user_id: string;
  currency: string;
  /** Signed: negative debits the user. */
  amount_minor: bigint;
  reason_code: AdjustmentReasonCode;
  reason: string;
  status: AdjustmentStatus;
  proposed_by: string;
  transaction_id: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  reject_reason: string | null;
  created_at: Date;
}

/** The row with the names the admin screens show. */
export interface AdjustmentDetailRow extends AdjustmentRow {
  username: string;
  user_status: 'active' | 'suspended';
  proposer_username: string;
  decider_username: string | null;
}

const DETAIL_SELECT = `SELECT a.*, u.username, u.status AS user_status,
    p.username AS proposer_username, d.username AS decider_username
  FROM balance_adjustments a JOIN users u ON u.id = a.user_id
  JOIN users p ON p.id = a.proposed_by LEFT JOIN users d ON d.id = a.decided_by`;

export async function insertAdjustment(
  tx: Tx,
  input: {
    userId: string;
    currency: string;
    amountMinor: bigint;
    reasonCode: AdjustmentReasonCode;
    reason: string;
    proposedBy: string;
    at: Date;
  },
): Promise<AdjustmentRow> {
  const { rows } = await tx.query<AdjustmentRow>(
    `INSERT INTO balance_adjustments (id, user_id, currency, amount_minor, reason_code, reason,
       status, proposed_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8) RETURNING *`,
    [
      newId('adj'),
      input.userId,
      input.currency,
      input.amountMinor,
      input.reasonCode,
      input.reason,
      input.proposedBy,
      input.at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('adjustment insert returned nothing');
  return row;
}

/** Locks the adjustment: two admins deciding it at once apply one after the other. */
export async function lockAdjustment(tx: Tx, id: string): Promise<AdjustmentRow | undefined> {
  const { rows } = await tx.query<AdjustmentRow>(
    `SELECT * FROM balance_adjustments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function setAdjustmentDecision(
  tx: Tx,
  id: string,
  decision: {
    status: 'settled' | 'rejected';
    transactionId: string | null;
    decidedBy: string;
    rejectReason: string | null;
    at: Date;
  },
) {
  await tx.query(
    `UPDATE balance_adjustments
        SET status = $2, transaction_id = $3, decided_by = $4, reject_reason = $5, decided_at = $6
      WHERE id = $1`,
    [
      id,
      decision.status,
      decision.transactionId,
      decision.decidedBy,
      decision.rejectReason,
      decision.at,
    ],
  );
}

export async function findAdjustmentDetail(q: Queryable, id: string) {
  const { rows } = await q.query<AdjustmentDetailRow>(`${DETAIL_SELECT} WHERE a.id = $1`, [id]);
  return rows[0];
}

/** Newest first, optionally of one status and one user. */
export async function listAdjustments(q: Queryable, query: AdjustmentsQuery) {
  const { rows } = await q.query<AdjustmentDetailRow>(
    `${DETAIL_SELECT}
     WHERE ($1::text IS NULL OR a.status = $1) AND ($2::text IS NULL OR a.user_id = $2)
     ORDER BY a.created_at DESC, a.id DESC LIMIT $3`,
    [query.status ?? null, query.userId ?? null, query.limit],
  );
  return rows;
}

/** Whether a currency can hold a balance here: KES or a listed coin (active or not). */
export async function currencyExists(q: Queryable, currency: string): Promise<boolean> {
  if (currency === 'KES') return true;
  const { rows } = await q.query(`SELECT 1 FROM coins WHERE symbol = $1`, [currency]);
  return rows.length > 0;
}
