import type { Queryable, Statement, Tx } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';
import { newId } from '../../lib/ids.js';

/**
 * The history module owns every write to the `transactions` table: each row is a history entry
 * (a deposit, withdrawal, purchase or sale a user sees on their Transactions page). "Transaction"
 * alone means a database transaction (Tx) in this code base; the table and the HTTP paths keep
 * their names. Other modules write history entries only through these in-transaction functions.
 */
export interface HistoryEntryRow {
  id: string;
  user_id: string;
  type: 'deposit' | 'withdrawal' | 'purchase' | 'sale';
  method: 'crypto' | 'mpesa' | 'trade' | 'adjustment';
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
  /**
   * Joined in by the queries that read rows (TRADE_FEE_COLUMN): a trade row's fee, the trade's
   * buyer fee for a purchase, its seller fee for a sale; null for other rows.
   */
  trade_fee_minor?: bigint | null;
}

/**
 * The trading fee of a trade row (decisions.md 24), read from its trade: the fee lives on the
 * trade, once, and each side's history row shows its own half.
 */
export const TRADE_FEE_COLUMN = `(SELECT CASE WHEN t.type = 'purchase' THEN tr.buyer_fee_minor
    ELSE tr.seller_fee_minor END FROM trades tr WHERE tr.id = t.trade_id) AS trade_fee_minor`;

export interface NewHistoryEntry {
  userId: string;
  type: HistoryEntryRow['type'];
  method: HistoryEntryRow['method'];
  currency: string;
  amountMinor: bigint;
  feeMinor?: bigint;
  status: HistoryEntryRow['status'];
  proofFileId?: string | null;
  txHash?: string | null;
  withdrawalAddress?: string | null;
  description?: string | null;
  secondaryCurrency?: string | null;
  secondaryAmountMinor?: bigint | null;
  at: Date;
}

export async function insertHistoryEntry(tx: Tx, row: NewHistoryEntry): Promise<HistoryEntryRow> {
  const { rows } = await tx.query<HistoryEntryRow>(
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
  if (!inserted) throw new Error('history entry insert returned nothing');
  return inserted;
}

export async function lockHistoryEntry(tx: Tx, id: string) {
  const { rows } = await tx.query<HistoryEntryRow>(
    `SELECT t.*, w.id AS withdrawal_id, ${TRADE_FEE_COLUMN} FROM transactions t
     LEFT JOIN withdrawals w ON w.transaction_id = t.id
     WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  return rows[0];
}

export async function findHistoryEntry(q: Queryable, id: string) {
  const { rows } = await q.query<HistoryEntryRow>(
    `SELECT t.*, w.id AS withdrawal_id, ${TRADE_FEE_COLUMN} FROM transactions t
     LEFT JOIN withdrawals w ON w.transaction_id = t.id WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

export async function setHistoryEntryDecision(
  tx: Tx,
  id: string,
  decision: {
    status: HistoryEntryRow['status'];
    decidedBy: string;
    txHash?: string | null;
    rejectReason?: string | null;
    at: Date;
  },
) {
  const { rows } = await tx.query<HistoryEntryRow>(
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

/**
 * The fill in each party's history (product-spec.md section 3): the buyer's purchase and the
 * seller's sale of the base coin, with the quote as the secondary amount, both completed.
 */
export async function insertTradeHistoryEntries(tx: Tx, trade: TradeForHistory, pair: PairSymbols) {
  const statement = tradeHistoryStatement(trade, pair);
  await tx.query(statement.text, statement.params);
}

interface TradeForHistory {
  id: string;
  buyer_user_id: string;
  seller_user_id: string;
  amount_minor: bigint;
  quote_amount_minor: bigint;
  created_at: Date;
}

interface PairSymbols {
  base: string;
  quote: string;
}

/** insertTradeHistoryEntries' statement (for Tx.defer). */
export function tradeHistoryStatement(trade: TradeForHistory, pair: PairSymbols): Statement {
  // Both rows in one statement: one round trip fewer while the pair is locked.
  return {
    text: prepared(`INSERT INTO transactions (id, user_id, type, method, currency, amount_minor, status,
       description, secondary_currency, secondary_amount_minor, trade_id, created_at, updated_at)
     VALUES ($1, $2, 'purchase', 'trade', $5, $6, 'completed', $7, $9, $10, $11, $12, $12),
            ($3, $4, 'sale', 'trade', $5, $6, 'completed', $8, $9, $10, $11, $12, $12)`),
    params: [
      newId('txn'),
      trade.buyer_user_id,
      newId('txn'),
      trade.seller_user_id,
      pair.base,
      trade.amount_minor,
      `Bought ${pair.base} for ${pair.quote}`,
      `Sold ${pair.base} for ${pair.quote}`,
      pair.quote,
      trade.quote_amount_minor,
      trade.id,
      trade.created_at,
    ],
  };
}

/** Moves the payment's history row along with it (pending → completed | rejected). */
export async function setPaymentHistoryEntryStatus(
  tx: Tx,
  transactionId: string,
  change: { status: 'completed' | 'rejected'; reason: string | null; at: Date },
) {
  await tx.query(
    `UPDATE transactions SET status = $2, reject_reason = $3, decided_at = $4, updated_at = $4
     WHERE id = $1`,
    [transactionId, change.status, change.reason?.slice(0, 500) ?? null, change.at],
  );
}

/** Records who decided an entry and when, without changing it (the demo seed's deposits). */
export async function markHistoryEntryDecided(
  tx: Tx,
  id: string,
  decision: { decidedBy: string | null; at: Date },
) {
  await tx.query(`UPDATE transactions SET decided_by = $2, decided_at = $3 WHERE id = $1`, [
    id,
    decision.decidedBy,
    decision.at,
  ]);
}
