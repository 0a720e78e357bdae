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

/**
 * Where the next batch starts: after `at` (a window's end, as PostgreSQL writes the time, to the
 * microsecond), or at the period's start when undefined.
 */
export type MovementCursor = string | undefined;

export interface MovementBatchInput {
  userId: string;
  currency: string;
  startAt: Date;
  endAt: Date;
  lastEntryId: bigint;
  after: MovementCursor;
  /** How many of the trader's entries a window spans (it ends at the time of the last one). */
  entries: number;
}

/** $1 to $6 of both batch queries: whose entries, the period, the snapshot and the cursor. */
function rangeParams(input: Omit<MovementBatchInput, 'entries'>) {
  return [
    input.userId,
    input.currency,
    input.startAt,
    input.endAt,
    String(input.lastEntryId),
    input.after ?? null,
  ];
}

/** The cursor's lower bound on a time column: the period's start, or after the window's end. */
const AFTER_CURSOR = (column: string) =>
  `(CASE WHEN $6::text IS NULL THEN ${column} >= $3 ELSE ${column} > $6::timestamptz END)`;

/**
 * The next window of the period: from the cursor to the time of the `entries`-th of the trader's
 * entries after it (all of that instant included, so a movement is never split between windows).
 * Each of the trader's accounts and each side of its transfers is read in time order through its
 * own time index, at most `entries` of each, and the window ends at the `entries`-th of those
 * together: the first N of a union are among the first N of each part. Read through the
 * ledger_entries view, which puts both sides of every transfer together, PostgreSQL read and
 * sorted every entry left in the period for each window (96,000 of them for the first window of
 * a year of the bench's whale, 270 ms; 60 windows took most of the year's 14.5 s).
 * `endAt` is null when nothing is left; `last` says the window reached the period's end.
 */
export async function readMovementWindow(
  q: Queryable,
  input: MovementBatchInput,
): Promise<{ endAt: string | null; last: boolean }> {
  const { rows } = await q.query<{ end_at: string | null; entries: string }>(
    `WITH ${OWN_ACCOUNTS}
     SELECT max(w.created_at)::text AS end_at, count(*) AS entries FROM (
       SELECT s.created_at FROM own a CROSS JOIN LATERAL (
         (SELECT t.created_at FROM ledger_transfers t
           WHERE t.debit_account_id = a.id AND t.created_at < $4 AND 2 * t.seq <= $5::bigint
             AND ${AFTER_CURSOR('t.created_at')}
           ORDER BY t.created_at LIMIT $7)
         UNION ALL
         (SELECT t.created_at FROM ledger_transfers t
           WHERE t.credit_account_id = a.id AND t.created_at < $4 AND 2 * t.seq + 1 <= $5::bigint
             AND ${AFTER_CURSOR('t.created_at')}
           ORDER BY t.created_at LIMIT $7)
       ) s
       ORDER BY s.created_at
       LIMIT $7
     ) w`,
    [...rangeParams(input), input.entries],
  );
  const row = rows[0];
  return { endAt: row?.end_at ?? null, last: Number(row?.entries ?? 0) < input.entries };
}

/**
 * Every movement of one window (after the cursor, up to and including `windowEndAt`), oldest
 * first (time, then the first entry's id), with what describes each: the trade and pair, the
 * chain hash, the M-Pesa receipt. Windows of a bounded number of entries keep memory flat, and
 * each reads only its own entries: grouping everything left in the period for every batch made a
 * year of 60,000 movements cost the square of its length and pass the statement timeout
 * (bench:volume).
 */
export async function readMovementBatch(
  q: Queryable,
  input: Omit<MovementBatchInput, 'entries'> & { windowEndAt: string },
): Promise<MovementRow[]> {
  const { rows } = await q.query<MovementRow>(
    `WITH ${OWN_ACCOUNTS}, ${MOVES},
     movements AS (
       SELECT created_at, min(id) AS first_entry_id,
              COALESCE(sum(amount_minor) FILTER (WHERE code <> ALL ($8::text[])), 0)::bigint
                AS amount_minor,
              (-COALESCE(sum(amount_minor) FILTER (WHERE code = ANY ($8::text[])), 0))::bigint
                AS fee_minor,
              array_agg(DISTINCT code) AS codes,
              max(trade_id) AS trade_id, max(withdrawal_id) AS withdrawal_id,
              max(payment_id) AS payment_id, max(transaction_id) AS transaction_id,
              max(order_id) AS order_id
       FROM moves
       WHERE created_at <= $7::timestamptz
         AND (CASE WHEN $6::text IS NULL THEN true ELSE created_at > $6::timestamptz END)
       GROUP BY created_at, ref_key
     )
     SELECT m.*,
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
    [...rangeParams(input), input.windowEndAt, [...FEE_CODES]],
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
