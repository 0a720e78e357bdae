import type {
  AdminTransactionsQuery,
  AdminWithdrawalsQuery,
  PaymentProvider,
  PaymentStatus,
} from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { TRADE_FEE_COLUMN, likePrefix, type HistoryEntryRow } from '../transactions/index.js';
import { usersNamedBy } from '../search/index.js';
import type { WithdrawalRow } from '../withdrawals/index.js';

/** The owner's name and email, joined in for the admin screens. */
export interface OwnerColumns {
  owner_username: string;
  owner_email: string;
  owner_status: 'active' | 'suspended';
}

/** The M-Pesa payment behind an mpesa row (issue 5), joined in for the admin screens. */
export interface PaymentColumns {
  payment_reference: string | null;
  payment_status: PaymentStatus | null;
  payment_provider: PaymentProvider | null;
  payment_provider_status: string | null;
  payment_provider_reference: string | null;
  payment_receipt_number: string | null;
  payment_phone: string | null;
  payment_error: string | null;
  payment_review_reason: string | null;
  payment_completed_at: Date | null;
}

const PAYMENT_SELECT = `p.reference AS payment_reference, p.status AS payment_status,
  p.provider AS payment_provider, p.provider_status AS payment_provider_status,
  p.provider_reference AS payment_provider_reference, p.receipt_number AS payment_receipt_number,
  p.phone AS payment_phone, p.error AS payment_error, p.review_reason AS payment_review_reason,
  p.completed_at AS payment_completed_at`;

type TransactionFilters = Pick<AdminTransactionsQuery, 'q' | 'status' | 'type'>;

/** Only these two words ever reach the SQL text (the query schema allows nothing else). */
function direction(order: 'newest' | 'oldest'): 'ASC' | 'DESC' {
  return order === 'oldest' ? 'ASC' : 'DESC';
}

/**
 * Transaction ids are minted as `txn_` and a ULID (lib/ids.ts), so only a search that could
 * begin such an id is looked for among the ids: that look-up reads every id (the primary key's
 * collation cannot serve LIKE 'prefix%'), which the usual search, a name or a symbol, skips.
 */
function couldStartTransactionId(text: string): boolean {
  return 'txn_'.startsWith(text) || text.startsWith('txn_');
}

/**
 * The rows the filters keep, as their id and time. A search finds a row by its owner (`named`:
 * the search module's usersNamedBy, read first), its currency symbol, its M-Pesa payment's
 * reference or receipt number, or the start of its id, in one WHERE on transactions alone: with
 * the owners as a list PostgreSQL knows how many they are, and ORs the indexes
 * (transactions_user_idx, transactions_currency_idx, the payment's) for a few of them or reads
 * the table once for many. With the users and payments joined into the WHERE, every row was read
 * and joined (1.2 s for 804,000 rows in bench:volume); as a union of one read per kind of match,
 * a text naming nearly every user ("trader") read and sorted most rows twice (2.3 s).
 */
function matchingRows(filters: TransactionFilters, named: readonly string[]) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filters.status) conditions.push(`t.status = ${param(filters.status)}`);
  if (filters.type) conditions.push(`t.type = ${param(filters.type)}`);
  if (filters.q) {
    const text = filters.q.toLowerCase();
    const symbol = param(filters.q.toUpperCase());
    const ways = [
      `t.user_id = ANY (${param(named)}::text[])`,
      `t.currency = ${symbol}`,
      // An M-Pesa reference or receipt number (upper case, like the symbol) finds its payment.
      `t.id = ANY (ARRAY(SELECT transaction_id FROM payments
        WHERE reference = ${symbol} OR receipt_number = ${symbol}))`,
    ];
    if (couldStartTransactionId(text))
      ways.push(`t.id LIKE ${param(likePrefix(text))} ESCAPE '\\'`);
    conditions.push(`(${ways.join(' OR ')})`);
  }
  // The pending queue is the newest rows, read oldest first: the planner, which takes a status
  // to be spread evenly in time, would walk transactions_created_idx from the oldest and pass
  // every decided row first (307 ms in bench:volume, against 2 ms through
  // transactions_status_idx). OFFSET 0 keeps the subquery whole, so it reads the few pending
  // rows by their index and sorts them. Other statuses are common or spread out: the walk finds
  // a page of them at once.
  const fence = filters.status === 'pending' ? ' OFFSET 0' : '';
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  return { sql: `SELECT t.id, t.created_at FROM transactions t${where}${fence}`, params };
}

/**
 * Every user's transactions, newest first, the id breaking ties. The page's ids are chosen first
 * (without a search, a walk of transactions_created_idx) and only its rows are joined to their
 * owner, withdrawal, payment and trade fee: with everything in one SELECT each row an OFFSET
 * skips paid for the joins and the fee's look-up, so a deep page cost as much as all the rows
 * before it.
 */
export async function listAdminTransactions(
  q: Queryable,
  query: AdminTransactionsQuery,
  named?: readonly string[],
) {
  const matching = matchingRows(query, named ?? (await usersNamedBy(q, query.q)));
  const n = matching.params.length;
  const dir = direction(query.order);
  const { rows } = await q.query<HistoryEntryRow & OwnerColumns & PaymentColumns>(
    `WITH page AS (
       SELECT m.id FROM (${matching.sql}) m
        ORDER BY m.created_at ${dir}, m.id ${dir} LIMIT $${n + 1} OFFSET $${n + 2})
     SELECT t.*, w.id AS withdrawal_id, ${TRADE_FEE_COLUMN},
       u.username AS owner_username, u.email AS owner_email,
       u.status AS owner_status,
       ${PAYMENT_SELECT}
     FROM transactions t JOIN users u ON u.id = t.user_id
       LEFT JOIN withdrawals w ON w.transaction_id = t.id
       LEFT JOIN payments p ON p.transaction_id = t.id
     WHERE t.id IN (SELECT id FROM page)
     ORDER BY t.created_at ${dir}, t.id ${dir}`,
    [...matching.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countAdminTransactions(
  q: Queryable,
  filters: TransactionFilters,
  named?: readonly string[],
) {
  const matching = matchingRows(filters, named ?? (await usersNamedBy(q, filters.q)));
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM (${matching.sql}) m`,
    matching.params,
  );
  return Number(rows[0]?.count ?? 0n);
}

/** Every user's withdrawals, newest first, optionally of one status. */
export async function listAdminWithdrawals(q: Queryable, query: AdminWithdrawalsQuery) {
  const { rows } = await q.query<WithdrawalRow & OwnerColumns>(
    `SELECT w.*, u.username AS owner_username, u.email AS owner_email,
       u.status AS owner_status
     FROM withdrawals w JOIN users u ON u.id = w.user_id
     WHERE $1::text IS NULL OR w.status = $1
     ORDER BY w.created_at ${direction(query.order)}, w.id ${direction(query.order)} LIMIT $2 OFFSET $3`,
    [query.status ?? null, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countAdminWithdrawals(q: Queryable, status: string | undefined) {
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM withdrawals w WHERE $1::text IS NULL OR w.status = $1`,
    [status ?? null],
  );
  return Number(rows[0]?.count ?? 0n);
}

export interface StatsCounts {
  users: bigint;
  pending_deposits: bigint;
  pending_withdrawals: bigint;
}

/**
 * The dashboard's counts. Pending means waiting for an admin: crypto requests only (an M-Pesa
 * payment waits for the provider, not for a person).
 */
export async function readStatsCounts(q: Queryable): Promise<StatsCounts> {
  const { rows } = await q.query<StatsCounts>(
    `SELECT (SELECT count(*) FROM users) AS users,
            (SELECT count(*) FROM transactions
              WHERE type = 'deposit' AND method = 'crypto' AND status = 'pending') AS pending_deposits,
            (SELECT count(*) FROM transactions
              WHERE type = 'withdrawal' AND method = 'crypto' AND status = 'pending') AS pending_withdrawals`,
  );
  const counts = rows[0];
  if (!counts) throw new Error('stats counts returned nothing');
  return counts;
}

export interface CurrencySumRow {
  type: 'deposit' | 'withdrawal';
  currency: string;
  /** As text: a SUM of BIGINT is NUMERIC, which could exceed BIGINT in principle. */
  sum_minor: string;
}

/**
 * Sums per type and currency, never across currencies. Deposits count when approved (crypto)
 * or completed (M-Pesa); withdrawals count the net that was sent out (gross − fee).
 */
export async function readStatsSums(q: Queryable): Promise<CurrencySumRow[]> {
  const { rows } = await q.query<CurrencySumRow>(
    `SELECT type, currency,
            SUM(CASE WHEN type = 'withdrawal' THEN amount_minor - fee_minor ELSE amount_minor END)::text
              AS sum_minor
     FROM transactions
     WHERE type IN ('deposit', 'withdrawal') AND status IN ('approved', 'completed')
       AND method <> 'adjustment'
     GROUP BY type, currency ORDER BY type, currency`,
  );
  return rows;
}
