import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface TransactionRow {
  id: string;
  user_id: string;
  type: 'deposit' | 'withdrawal' | 'purchase' | 'sale';
  method: 'crypto' | 'mpesa' | 'trade';
  currency: string;
  amount_minor: bigint;
  fee_minor: bigint;
  status: 'pending' | 'approved' | 'rejected' | 'forfeited' | 'completed';
  proof_file_id: string | null;
  tx_hash: string | null;
  withdrawal_address: string | null;
  description: string | null;
  secondary_currency: string | null;
  secondary_amount_minor: bigint | null;
  reject_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Joined in by the queries that list rows: the withdrawal this row belongs to, if any. */
  withdrawal_id?: string | null;
}

export interface NewTransaction {
  userId: string;
  type: TransactionRow['type'];
  method: TransactionRow['method'];
  currency: string;
  amountMinor: bigint;
  feeMinor?: bigint;
  status: TransactionRow['status'];
  proofFileId?: string | null;
  txHash?: string | null;
  withdrawalAddress?: string | null;
  description?: string | null;
  secondaryCurrency?: string | null;
  secondaryAmountMinor?: bigint | null;
  at: Date;
}

export async function insertTransaction(tx: Tx, row: NewTransaction): Promise<TransactionRow> {
  const { rows } = await tx.query<TransactionRow>(
    `INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, fee_minor, status,
       proof_file_id, tx_hash, withdrawal_address, description, secondary_currency,
       secondary_amount_minor, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     RETURNING *`,
    [
      newId('txn'),
      row.userId,
      row.type,
      row.method,
      row.currency,
      row.amountMinor,
      row.feeMinor ?? 0n,
      row.status,
      row.proofFileId ?? null,
      row.txHash ?? null,
      row.withdrawalAddress ?? null,
      row.description ?? null,
      row.secondaryCurrency ?? null,
      row.secondaryAmountMinor ?? null,
      row.at,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('transaction insert returned nothing');
  return inserted;
}

export async function lockTransaction(tx: Tx, id: string) {
  const { rows } = await tx.query<TransactionRow>(
    `SELECT t.*, w.id AS withdrawal_id FROM transactions t
     LEFT JOIN withdrawals w ON w.transaction_id = t.id
     WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  return rows[0];
}

export async function findTransaction(q: Queryable, id: string) {
  const { rows } = await q.query<TransactionRow>(
    `SELECT t.*, w.id AS withdrawal_id FROM transactions t
     LEFT JOIN withdrawals w ON w.transaction_id = t.id WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

export async function setTransactionDecision(
  tx: Tx,
  id: string,
  decision: {
    status: TransactionRow['status'];
    decidedBy: string;
    txHash?: string | null;
    rejectReason?: string | null;
    at: Date;
  },
) {
  const { rows } = await tx.query<TransactionRow>(
    `UPDATE transactions SET status = $2, decided_by = $3, decided_at = $4, updated_at = $4,
       tx_hash = COALESCE($5, tx_hash), reject_reason = $6
     WHERE id = $1 RETURNING *`,
    [
      id,
      decision.status,
      decision.decidedBy,
      decision.at,
      decision.txHash ?? null,
      decision.rejectReason ?? null,
    ],
  );
  return rows[0];
}
