import type { Check } from './invariant-check.js';

/**
 * Invariants of the operator's controls (issue 14, decisions.md 19 to 21), each a query
 * returning the rows that break it; they run with the ledger's after every server test and in
 * `npm run ledger:check`.
 */
export const CONTROL_CHECKS: Check[] = [
  {
    name: 'a settled adjustment has two distinct approvers, neither its own user',
    sql: `SELECT a.id, a.user_id,
                 count(DISTINCT f.admin_user_id) FILTER (WHERE f.admin_user_id <> a.user_id) AS approvers,
                 bool_or(f.admin_user_id = a.user_id) AS approved_by_user
          FROM balance_adjustments a
          LEFT JOIN four_eyes_approvals f ON f.subject_type = 'adjustment' AND f.subject_id = a.id
          WHERE a.status = 'settled'
          GROUP BY a.id, a.user_id
          HAVING count(DISTINCT f.admin_user_id) FILTER (WHERE f.admin_user_id <> a.user_id) < 2
              OR coalesce(bool_or(f.admin_user_id = a.user_id), false)`,
  },
  {
    name: 'a settled adjustment moved its amount exactly once, any other adjustment never',
    sql: `SELECT a.id, a.status, count(t.id) AS transfers
          FROM balance_adjustments a
          LEFT JOIN ledger_transfers t ON t.transaction_id = a.transaction_id AND t.code = 'adjustment'
          GROUP BY a.id, a.status, a.amount_minor
          HAVING (a.status = 'settled' AND (count(t.id) <> 1 OR max(t.amount_minor) <> abs(a.amount_minor)))
              OR (a.status <> 'settled' AND count(t.id) <> 0)
          UNION ALL
          SELECT t.id, 'orphan transfer', 1 FROM ledger_transfers t
          WHERE t.code = 'adjustment' AND NOT EXISTS (
            SELECT 1 FROM balance_adjustments a
            WHERE a.transaction_id = t.transaction_id AND a.status = 'settled')`,
  },
  {
    name: 'no active order of a suspended user',
    sql: `SELECT o.id, o.user_id, o.status FROM orders o JOIN users u ON u.id = o.user_id
          WHERE u.status = 'suspended' AND o.status IN ('open', 'partially_filled')`,
  },
];
