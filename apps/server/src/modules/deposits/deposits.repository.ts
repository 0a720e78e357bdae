import type { Queryable, Tx } from '../../db/database.js';

export interface DepositCoinRow {
  symbol: string;
  name: string;
  active: boolean;
}

export async function findCoinBySymbol(q: Queryable, symbol: string) {
  const { rows } = await q.query<DepositCoinRow>(
    `SELECT symbol, name, active FROM coins WHERE symbol = $1`,
    [symbol],
  );
  return rows[0];
}

/**
 * The coin row, share-locked until the deposit commits: an admin deleting the coin takes
 * FOR UPDATE first, so it waits for this deposit and then sees it as "in use" (deactivates).
 */
export async function lockCoinForDeposit(tx: Tx, symbol: string) {
  const { rows } = await tx.query<DepositCoinRow>(
    `SELECT symbol, name, active FROM coins WHERE symbol = $1 FOR SHARE`,
    [symbol],
  );
  return rows[0];
}

/**
 * Serialises one user's deposit requests (the pending cap is counted under it). An advisory
 * lock rather than a row lock on users: inserting rows that reference the user must not wait.
 */
export async function lockUserDeposits(tx: Tx, userId: string) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `crypto-deposit:${userId}`,
  ]);
}

export async function countPendingCryptoDeposits(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT COUNT(*) AS count FROM transactions
     WHERE user_id = $1 AND type = 'deposit' AND method = 'crypto' AND status = 'pending'`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0n);
}

/** Whether a deposit of this coin that was not rejected already claims the chain hash. */
export async function depositHashTaken(q: Queryable, currency: string, txHash: string) {
  const { rows } = await q.query(
    `SELECT 1 FROM transactions
     WHERE type = 'deposit' AND currency = $1 AND lower(tx_hash) = lower($2) AND status <> 'rejected'
     LIMIT 1`,
    [currency, txHash],
  );
  return rows.length > 0;
}

/** Who owns a transaction's proof, and which stored file it is. */
export async function findProofOfTransaction(q: Queryable, transactionId: string) {
  const { rows } = await q.query<{ user_id: string; proof_file_id: string | null }>(
    `SELECT user_id, proof_file_id FROM transactions WHERE id = $1`,
    [transactionId],
  );
  return rows[0];
}
