import type { Queryable } from '../../db/database.js';

/**
 * The reads behind a statement. A statement follows the trader's total in one currency, their
 * available and held accounts together, so a transfer between those two (a hold, a release) is
 * no movement: it is left out of the rows, and it nets to zero in every balance.
 *
 * A movement is what one operation did to that total for one business reference: the ledger
 * entries with the same time (one applyLedger call writes all of its transfers at one instant)
 * and the same reference (the trade, withdrawal, M-Pesa payment, history entry or order). So a
 * fill and its trading fee, or a withdrawal's net and its fee, are one row; the fee codes are
 * summed apart into the row's fee.
 */

/** The transfer codes whose amounts are the platform's fee, shown in the fee column. */
export const FEE_CODES = ['fee', 'trade_fee'] as const;

/** The trader's own accounts in the currency (available and held), as a reusable CTE. */
const OWN_ACCOUNTS = `own AS (
  SELECT id FROM ledger_accounts
  WHERE owner_user_id = $1 AND currency = $2 AND kind IN ('available', 'held')
)`;

/** Entries on the trader's accounts that are movements (not between their own two accounts). */
const MOVES = `moves AS (
  SELECT e.id, e.created_at, e.amount_minor, t.code, t.trade_id, t.withdrawal_id, t.payment_id,
         t.transaction_id, t.order_id,
         COALESCE(t.trade_id, t.withdrawal_id, t.payment_id, t.transaction_id, t.order_id, t.id)
           AS ref_key
  FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
  WHERE e.account_id IN (SELECT id FROM own)
    AND e.created_at >= $3 AND e.created_at < $4 AND e.id <= $5
    AND NOT (t.debit_account_id IN (SELECT id FROM own) AND t.credit_account_id IN (SELECT id FROM own))
)`;

export interface StatementSummaryRow {
  opening_minor: bigint;
  closing_minor: bigint;
  movements: bigint;
  /** The newest entry this summary saw: later batches read nothing newer (see the service). */
  last_entry_id: bigint;
}

/**
 * Opening and closing totals and the number of movements, in one statement (one snapshot). The
 * totals are the accounts' balances less the entries at or after each boundary, rather than a
 * stored balance-after: an entry's time is its operation's clock, so by time (not by id) is how
 * the period is cut. A balance is the sum of its entries (a ledger invariant, written in the same
 * transaction), so this is the sum of the entries before each boundary; read this way a
 * statement reads only the entries since its start, where summing from the first entry read a
 * trader's whole history twice (1.8 s for a month of the bench's whale, 65,000 history rows).
 * The last entry seen is the newest since the start: the batches read nothing older, and an
 * entry committed after this snapshot on these (locked) accounts has a higher id still.
 */
export async function readStatementSummary(
  q: Queryable,
  input: { userId: string; currency: string; startAt: Date; endAt: Date },
): Promise<StatementSummaryRow> {
  const { rows } = await q.query<StatementSummaryRow>(
    `WITH ${OWN_ACCOUNTS},
     since AS (
       SELECT COALESCE(max(e.id), 0)::bigint AS last_id,
              COALESCE(sum(e.amount_minor), 0)::bigint AS since_start,
              COALESCE(sum(e.amount_minor) FILTER (WHERE e.created_at >= $4), 0)::bigint AS since_end
       FROM ledger_entries e WHERE e.account_id IN (SELECT id FROM own) AND e.created_at >= $3
     ),
     seen AS (SELECT last_id FROM since),
     totals AS (
       SELECT b.balance - since.since_start AS opening, b.balance - since.since_end AS closing
       FROM since,
            (SELECT COALESCE(sum(balance_minor), 0)::bigint AS balance
               FROM ledger_accounts WHERE id IN (SELECT id FROM own)) b
     ),
     ${MOVES.replace('$5', '(SELECT last_id FROM seen)')}
     SELECT totals.opening AS opening_minor, totals.closing AS closing_minor,
            (SELECT count(*) FROM (SELECT 1 FROM moves GROUP BY created_at, ref_key) g)::bigint
              AS movements,
            (SELECT last_id FROM seen) AS last_entry_id
     FROM totals`,
    [input.userId, input.currency, input.startAt, input.endAt],
  );
  const row = rows[0];
  if (!row) throw new Error('the statement summary returned no row');
  return row;
}

export interface MovementRow {
  created_at: Date;
  /**
   * created_at as PostgreSQL writes it, to the microsecond, for the next batch's cursor: a Date
   * keeps milliseconds, and an entry at 12.345678 s would be read again after one at 12.345 s.
   */
  cursor_at: string;
  first_entry_id: bigint;
  amount_minor: bigint;
  fee_minor: bigint;
  codes: string[];
  trade_id: string | null;
  withdrawal_id: string | null;
  payment_id: string | null;
  transaction_id: string | null;
  order_id: string | null;
  /** The trade's side for this trader, its size and price (a fill). */
  trade_buyer: boolean | null;
  trade_amount_minor: bigint | null;
  trade_price_minor: bigint | null;
  pair_base: string | null;
  pair_quote: string | null;
  /** The chain transaction id (a crypto deposit's or withdrawal's). */
  tx_hash: string | null;
  history_type: string | null;
  history_description: string | null;
  payment_type: string | null;
  payment_receipt: string | null;
  payment_reference: string | null;
}

export interface MovementCursor {
  /** A movement's cursor_at. */
  at: string;
  entryId: bigint;
}

/**
 * The next `limit` movements after `after`, oldest first (time, then the first entry's id), with
 * what describes each: the trade and pair, the chain hash, the M-Pesa receipt. Keyset paging:
 * each batch starts where the last ended, so a long period reads in flat memory.
 */
export async function readMovementBatch(
  q: Queryable,
  input: {
    userId: string;
    currency: string;
    startAt: Date;
    endAt: Date;
    lastEntryId: bigint;
    after: MovementCursor | undefined;
    limit: number;
  },
): Promise<MovementRow[]> {
  const afterAt = input.after?.at ?? input.startAt;
  const afterId = input.after?.entryId ?? -1n;
  const { rows } = await q.query<MovementRow>(
    `WITH ${OWN_ACCOUNTS}, ${MOVES},
     movements AS (
       SELECT created_at, min(id) AS first_entry_id,
              COALESCE(sum(amount_minor) FILTER (WHERE code <> ALL ($9::text[])), 0)::bigint
                AS amount_minor,
              (-COALESCE(sum(amount_minor) FILTER (WHERE code = ANY ($9::text[])), 0))::bigint
                AS fee_minor,
              array_agg(DISTINCT code) AS codes,
              max(trade_id) AS trade_id, max(withdrawal_id) AS withdrawal_id,
              max(payment_id) AS payment_id, max(transaction_id) AS transaction_id,
              max(order_id) AS order_id
       FROM moves WHERE created_at >= $6
       GROUP BY created_at, ref_key
       HAVING (created_at, min(id)) > ($6::timestamptz, $7::bigint)
       ORDER BY created_at, min(id)
       LIMIT $8
     )
     SELECT m.*, m.created_at::text AS cursor_at,
            (tr.buyer_user_id = $1) AS trade_buyer, tr.amount_minor AS trade_amount_minor,
            tr.price_minor AS trade_price_minor, p.base AS pair_base, p.quote AS pair_quote,
            COALESCE(w.tx_hash, h.tx_hash) AS tx_hash, h.type AS history_type,
            h.description AS history_description, pm.type AS payment_type,
            pm.receipt_number AS payment_receipt, pm.reference AS payment_reference
     FROM movements m
     LEFT JOIN trades tr ON tr.id = m.trade_id
     LEFT JOIN trading_pairs p ON p.id = tr.pair_id
     LEFT JOIN withdrawals w ON w.id = m.withdrawal_id
     LEFT JOIN transactions h ON h.id = m.transaction_id
     LEFT JOIN payments pm ON pm.id = m.payment_id
     ORDER BY m.created_at, m.first_entry_id`,
    [
      input.userId,
      input.currency,
      input.startAt,
      input.endAt,
      String(input.lastEntryId),
      afterAt,
      String(afterId),
      input.limit,
      [...FEE_CODES],
    ],
  );
  return rows;
}

/** KES, a listed coin (active or not), or a currency the trader has ever had an account in. */
export async function isKnownCurrency(q: Queryable, userId: string, currency: string) {
  const { rows } = await q.query<{ known: boolean }>(
    `SELECT $2 = 'KES'
         OR EXISTS (SELECT 1 FROM coins WHERE symbol = $2)
         OR EXISTS (SELECT 1 FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2)
       AS known`,
    [userId, currency],
  );
  return rows[0]?.known ?? false;
}

/** The name a statement is made out to. */
export async function findStatementHolder(q: Queryable, userId: string) {
  const { rows } = await q.query<{ username: string; email: string }>(
    `SELECT username, email FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}
