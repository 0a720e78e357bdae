import type { Database, Queryable } from '../../db/database.js';
import { CONTROL_CHECKS } from './control-invariants.js';
import { PAYMENT_CHECKS } from './payment-invariants.js';
import { TRADING_CHECKS } from './trading-invariants.js';
import { FEE_CHECKS } from './fee-invariants.js';
import type { Check } from './invariant-check.js';

/**
 * The ledger's invariants, each a query that returns the rows breaking it (so an empty answer
 * means the invariant holds). They run after every server test and as `npm run ledger:check`.
 */
const LEDGER_CHECKS: Check[] = [
  {
    name: 'balances of each currency sum to zero',
    sql: `SELECT currency, SUM(balance_minor)::text AS sum_minor FROM ledger_accounts
          GROUP BY currency HAVING SUM(balance_minor) <> 0`,
  },
  {
    name: 'every balance equals the sum of its entries',
    sql: `SELECT a.id, a.balance_minor::text AS balance_minor,
                 COALESCE(SUM(e.amount_minor), 0)::text AS entries_minor
          FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
          GROUP BY a.id HAVING a.balance_minor <> COALESCE(SUM(e.amount_minor), 0)`,
  },
  // A transfer is read as its two entries (the ledger_entries view, migration 0023), so each
  // transfer has exactly one debit and one credit of its amount by construction; what can still
  // go wrong is the balances, which these checks compare with those entries.
  {
    // An operation writes all its transfers in one statement (applyLedger): their entries must
    // still read, in id order, as each account's running balance.
    name: "each entry keeps its account's balance after it",
    sql: `SELECT id, account_id, balance_after_minor::text AS balance_after_minor FROM (
            SELECT id, account_id, balance_after_minor,
                   SUM(amount_minor) OVER (PARTITION BY account_id ORDER BY id) AS running_minor
            FROM ledger_entries) e
          WHERE balance_after_minor <> running_minor`,
  },
  {
    name: 'no user or revenue balance is negative',
    sql: `SELECT id, kind, balance_minor::text AS balance_minor FROM ledger_accounts
          WHERE kind NOT IN ('custody', 'mpesa_clearing', 'adjustments') AND balance_minor < 0`,
  },
  {
    name: 'transfers stay within one currency',
    sql: `SELECT t.id FROM ledger_transfers t
          JOIN ledger_accounts d ON d.id = t.debit_account_id
          JOIN ledger_accounts c ON c.id = t.credit_account_id
          WHERE d.currency <> t.currency OR c.currency <> t.currency`,
  },
  {
    name: 'each held balance equals what its pending holds still hold',
    sql: `SELECT a.id, a.balance_minor::text AS balance_minor,
                 COALESCE(SUM(h.remaining_minor) FILTER (WHERE h.status = 'pending'), 0)::text AS holds_minor
          FROM ledger_accounts a LEFT JOIN ledger_holds h ON h.held_account_id = a.id
          WHERE a.kind = 'held'
          GROUP BY a.id
          HAVING a.balance_minor <> COALESCE(SUM(h.remaining_minor) FILTER (WHERE h.status = 'pending'), 0)`,
  },
  {
    name: 'no hold is left on a finished withdrawal',
    sql: `SELECT h.id, w.id AS withdrawal_id, w.status FROM ledger_holds h
          JOIN withdrawals w ON w.id = h.withdrawal_id
          WHERE h.status = 'pending' AND w.status <> 'pending'`,
  },
  {
    name: 'a pending withdrawal holds its gross amount',
    sql: `SELECT w.id FROM withdrawals w LEFT JOIN ledger_holds h ON h.withdrawal_id = w.id
          WHERE w.status = 'pending'
            AND (h.id IS NULL OR h.status <> 'pending' OR h.remaining_minor <> w.gross_minor)`,
  },
  {
    name: 'a decided withdrawal moved exactly its gross amount out of the hold',
    sql: `SELECT w.id, w.status FROM withdrawals w
          LEFT JOIN ledger_transfers t ON t.withdrawal_id = w.id
           AND t.code IN ('withdrawal_settle', 'fee', 'withdrawal_release')
          WHERE w.status <> 'pending'
          GROUP BY w.id, w.status, w.gross_minor, w.fee_minor
          HAVING (w.status = 'approved' AND (
                    COALESCE(SUM(t.amount_minor) FILTER (WHERE t.code = 'withdrawal_settle'), 0) <> w.gross_minor - w.fee_minor
                 OR COALESCE(SUM(t.amount_minor) FILTER (WHERE t.code = 'fee'), 0) <> w.fee_minor
                 OR COUNT(*) FILTER (WHERE t.code = 'withdrawal_release') <> 0))
              OR (w.status = 'rejected' AND (
                    COALESCE(SUM(t.amount_minor) FILTER (WHERE t.code = 'withdrawal_release'), 0) <> w.gross_minor
                 OR COUNT(*) FILTER (WHERE t.code IN ('withdrawal_settle', 'fee')) <> 0))`,
  },
  {
    name: 'an approved crypto deposit is credited exactly once, any other deposit never',
    sql: `SELECT x.id, x.status, COUNT(t.id) AS credits FROM transactions x
          LEFT JOIN ledger_transfers t ON t.transaction_id = x.id AND t.code = 'deposit'
          WHERE x.type = 'deposit' AND x.method = 'crypto'
          GROUP BY x.id, x.status, x.amount_minor
          HAVING (x.status = 'approved' AND (COUNT(t.id) <> 1 OR SUM(t.amount_minor) <> x.amount_minor))
              OR (x.status <> 'approved' AND COUNT(t.id) <> 0)`,
  },
];

/** Trading, fees, payments and the operator's controls keep their own checks (one file each). */
const CHECKS: Check[] = [
  ...LEDGER_CHECKS,
  ...TRADING_CHECKS,
  ...FEE_CHECKS,
  ...PAYMENT_CHECKS,
  ...CONTROL_CHECKS,
];

export interface InvariantViolation {
  invariant: string;
  rows: Record<string, unknown>[];
}

export interface LedgerReport {
  ok: boolean;
  violations: InvariantViolation[];
  checked: string[];
  totals: { accounts: number; transfers: number; holds: number };
}

/**
 * Runs every check. Give it a repeatable-read transaction (see checkLedgerSnapshot) so all the
 * checks see one moment of a ledger that may be moving.
 */
export async function checkLedgerInvariants(db: Queryable): Promise<LedgerReport> {
  const violations: InvariantViolation[] = [];
  for (const check of CHECKS) {
    const { rows } = await db.query<Record<string, unknown>>(check.sql);
    if (rows.length > 0) violations.push({ invariant: check.name, rows: rows.slice(0, 20) });
  }
  const { rows } = await db.query<{ accounts: bigint; transfers: bigint; holds: bigint }>(
    `SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts,
            (SELECT COUNT(*) FROM ledger_transfers) AS transfers,
            (SELECT COUNT(*) FROM ledger_holds) AS holds`,
  );
  const counts = rows[0];
  return {
    ok: violations.length === 0,
    violations,
    checked: CHECKS.map((c) => c.name),
    totals: {
      accounts: Number(counts?.accounts ?? 0),
      transfers: Number(counts?.transfers ?? 0),
      holds: Number(counts?.holds ?? 0),
    },
  };
}

function bigintAsText(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** A readable report for the command line and for failing tests. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines = [
    `Ledger: ${report.totals.accounts} accounts, ${report.totals.transfers} transfers, ${report.totals.holds} holds`,
  ];
  for (const name of report.checked) {
    const violation = report.violations.find((v) => v.invariant === name);
    lines.push(`${violation ? 'FAIL' : 'ok  '}  ${name}`);
    if (violation) {
      for (const row of violation.rows) lines.push(`        ${JSON.stringify(row, bigintAsText)}`);
    }
  }
  lines.push(
    report.ok ? 'All invariants hold.' : `${report.violations.length} invariant(s) broken.`,
  );
  return lines.join('\n');
}

/** All checks inside one repeatable-read snapshot. */
export function checkLedgerSnapshot(db: Database): Promise<LedgerReport> {
  return db.transaction((tx) => checkLedgerInvariants(tx), { isolation: 'repeatable read' });
}
