import type {
  AdminTransactionsQuery,
  AdminWithdrawalsQuery,
  PaymentProvider,
  PaymentStatus,
} from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { TRADE_FEE_COLUMN, likePrefix, type HistoryEntryRow } from '../transactions/index.js';
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

/** LIKE treats % and _ as wildcards; a search for "a_b" means those three characters. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type TransactionFilters = Pick<AdminTransactionsQuery, 'q' | 'status' | 'type'>;

/** Search: the owner's username or email (contains), a currency symbol, or an id prefix. */
/** Only these two words ever reach the SQL text (the query schema allows nothing else). */
function direction(order: 'newest' | 'oldest'): 'ASC' | 'DESC' {
  return order === 'oldest' ? 'ASC' : 'DESC';
}

function transactionsWhere(filters: TransactionFilters) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.status) {
    params.push(filters.status);
    conditions.push(`t.status = $${params.length}`);
  }
  if (filters.type) {
    params.push(filters.type);
    conditions.push(`t.type = $${params.length}`);
  }
  if (filters.q) {
    params.push(
      likeContains(filters.q),
      filters.q.toUpperCase(),
      likePrefix(filters.q.toLowerCase()),
    );
    const [contains, symbol, prefix] = [params.length - 2, params.length - 1, params.length];
    // An M-Pesa reference or receipt number (upper case, like the symbol) finds its payment.
    conditions.push(
      `(lower(u.username) LIKE $${contains} ESCAPE '\\' OR lower(u.email) LIKE $${contains} ESCAPE '\\'
        OR t.currency = $${symbol} OR t.id LIKE $${prefix} ESCAPE '\\'
        OR p.reference = $${symbol} OR p.receipt_number = $${symbol})`,
    );
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const TRANSACTIONS_FROM = `FROM transactions t JOIN users u ON u.id = t.user_id
  LEFT JOIN withdrawals w ON w.transaction_id = t.id
  LEFT JOIN payments p ON p.transaction_id = t.id`;

/**
 * What the filters need to be evaluated: the owner and the payment only for a search (every row
 * has its owner, a foreign key, so without one the join changes no count and no page).
 */
function filterFrom(filters: TransactionFilters) {
  return filters.q
    ? `FROM transactions t JOIN users u ON u.id = t.user_id
       LEFT JOIN payments p ON p.transaction_id = t.id`
    : 'FROM transactions t';
}

/**
 * Every user's transactions, newest first, the id breaking ties. The page's ids are chosen first
 * and only its rows are joined to their owner, withdrawal, payment and trade fee: with everything
 * in one SELECT each row an OFFSET skips paid for the joins and the fee's look-up, so a deep page
 * cost as much as all the rows before it.
 */
export async function listAdminTransactions(q: Queryable, query: AdminTransactionsQuery) {
  const where = transactionsWhere(query);
  const n = where.params.length;
  const order = `t.created_at ${direction(query.order)}, t.id ${direction(query.order)}`;
  const { rows } = await q.query<HistoryEntryRow & OwnerColumns & PaymentColumns>(
    `WITH page AS (
       SELECT t.id ${filterFrom(query)} ${where.sql}
        ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2})
     SELECT t.*, w.id AS withdrawal_id, ${TRADE_FEE_COLUMN},
       u.username AS owner_username, u.email AS owner_email,
       u.status AS owner_status,
       ${PAYMENT_SELECT}
     ${TRANSACTIONS_FROM} WHERE t.id IN (SELECT id FROM page)
     ORDER BY ${order}`,
    [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return rows;
}

export async function countAdminTransactions(q: Queryable, filters: TransactionFilters) {
  const where = transactionsWhere(filters);
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count ${filterFrom(filters)} ${where.sql}`,
    where.params,
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
