import type { CoinNetwork } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface WithdrawalRow {
  id: string;
  user_id: string;
  transaction_id: string;
  currency: string;
  gross_minor: bigint;
  fee_minor: bigint;
  /** The net amount sent to the address: gross − fee. */
  amount_minor: bigint;
  fee_bps: number;
  user_address: string;
  status: 'pending' | 'approved' | 'rejected';
  tx_hash: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  /** The transactions row's reason, where a query joins it (the owner's list does). */
  reject_reason?: string | null;
}

/**
 * Locks the user's row for the rest of a withdrawal request, so one user's requests run one at a
 * time: the pending-count limit cannot be passed by a burst, and the email check reads the row
 * as it is now. FOR NO KEY UPDATE, not FOR UPDATE: rows that merely reference the user (sessions,
 * ledger accounts, idempotency keys) take KEY SHARE locks, which this mode does not block.
 */
export async function lockUserForWithdrawal(tx: Tx, userId: string) {
  const { rows } = await tx.query<{ email_verified_at: Date | null; status: string }>(
    `SELECT email_verified_at, status FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function findCoinBySymbol(q: Queryable, symbol: string) {
  const { rows } = await q.query<{ symbol: string; active: boolean; network: CoinNetwork }>(
    `SELECT symbol, active, network FROM coins WHERE symbol = $1`,
    [symbol],
  );
  return rows[0];
}

export async function countPendingWithdrawals(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM withdrawals WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0n);
}

export async function insertWithdrawal(
  tx: Tx,
  row: {
    userId: string;
    transactionId: string;
    currency: string;
    grossMinor: bigint;
    feeMinor: bigint;
    netMinor: bigint;
    feeBps: number;
    address: string;
    at: Date;
  },
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals (id, user_id, transaction_id, currency, gross_minor, fee_minor,
       amount_minor, fee_bps, user_address, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10) RETURNING *`,
    [
      newId('wdr'),
      row.userId,
      row.transactionId,
      row.currency,
      row.grossMinor,
      row.feeMinor,
      row.netMinor,
      row.feeBps,
      row.address,
      row.at,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

/** The user's own withdrawals, newest first, at most `limit`, with an admin's rejection reason. */
export async function listUserWithdrawals(q: Queryable, userId: string, limit: number) {
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT w.*, t.reject_reason FROM withdrawals w JOIN transactions t ON t.id = w.transaction_id
     WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** The withdrawal behind a transactions row, locked (after that row: the fixed lock order). */
export async function lockWithdrawalByTransaction(tx: Tx, transactionId: string) {
  const { rows } = await tx.query<WithdrawalRow>(
    `SELECT * FROM withdrawals WHERE transaction_id = $1 FOR UPDATE`,
    [transactionId],
  );
  return rows[0];
}

export async function setWithdrawalDecision(
  tx: Tx,
  id: string,
  decision: { status: 'approved' | 'rejected'; txHash: string | null; decidedBy: string; at: Date },
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, tx_hash = $3, decided_by = $4, decided_at = $5
     WHERE id = $1 RETURNING *`,
    [id, decision.status, decision.txHash, decision.decidedBy, decision.at],
  );
  const updated = rows[0];
  if (!updated) throw new Error(`withdrawal ${id} vanished inside its own transaction`);
  return updated;
}
