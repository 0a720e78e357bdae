import type { Check } from './invariant-check.js';

/**
 * Invariants of M-Pesa payments (issue 5), each a query returning the rows that break it. They
 * run with the ledger's checks after every server test and in `npm run ledger:check`.
 * A deposit moves money once, on completion (mpesa_deposit). A withdrawal holds its amount from
 * the start; completion posts the hold to M-Pesa clearing (mpesa_withdrawal_settle), failure or
 * cancellation voids it (mpesa_withdrawal_release); each exactly once and for the whole amount.
 */
export const PAYMENT_CHECKS: Check[] = [
  {
    name: 'a completed M-Pesa deposit is credited exactly once with its amount, any other never',
    sql: `SELECT p.reference, p.status, COUNT(t.id) AS credits FROM payments p
          LEFT JOIN ledger_transfers t ON t.payment_id = p.id AND t.code = 'mpesa_deposit'
          WHERE p.type = 'deposit'
          GROUP BY p.id, p.reference, p.status, p.amount_minor
          HAVING (p.status = 'completed' AND (COUNT(t.id) <> 1 OR SUM(t.amount_minor) <> p.amount_minor))
              OR (p.status <> 'completed' AND COUNT(t.id) <> 0)`,
  },
  {
    name: 'a deposit payment has no hold and no withdrawal transfer',
    sql: `SELECT p.reference FROM payments p
          WHERE p.type = 'deposit'
            AND (p.hold_id IS NOT NULL
              OR EXISTS (SELECT 1 FROM ledger_holds h WHERE h.payment_id = p.id)
              OR EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.payment_id = p.id
                         AND t.code <> 'mpesa_deposit'))`,
  },
  {
    name: 'an M-Pesa withdrawal has one hold of its amount, and only withdrawal transfers',
    sql: `SELECT p.reference FROM payments p LEFT JOIN ledger_holds h ON h.id = p.hold_id
          WHERE p.type = 'withdrawal'
            AND (h.id IS NULL OR h.payment_id IS DISTINCT FROM p.id OR h.amount_minor <> p.amount_minor
              OR h.currency <> 'KES'
              OR EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.payment_id = p.id
                         AND t.code NOT IN ('mpesa_withdrawal_hold', 'mpesa_withdrawal_settle',
                                            'mpesa_withdrawal_release')))`,
  },
  {
    name: 'an M-Pesa withdrawal moved exactly its amount as its status says',
    sql: `SELECT p.reference, p.status FROM payments p
          LEFT JOIN ledger_holds h ON h.id = p.hold_id
          LEFT JOIN ledger_transfers t ON t.payment_id = p.id
          WHERE p.type = 'withdrawal'
          GROUP BY p.id, p.reference, p.status, p.amount_minor, h.status, h.remaining_minor
          HAVING COALESCE(SUM(t.amount_minor) FILTER (WHERE t.code = 'mpesa_withdrawal_hold'), 0) <> p.amount_minor
              OR COUNT(*) FILTER (WHERE t.code = 'mpesa_withdrawal_hold') <> 1
              OR (p.status IN ('pending', 'queued') AND (h.status IS DISTINCT FROM 'pending'
                    OR h.remaining_minor <> p.amount_minor
                    OR COUNT(*) FILTER (WHERE t.code IN ('mpesa_withdrawal_settle', 'mpesa_withdrawal_release')) <> 0))
              OR (p.status = 'completed' AND (h.status IS DISTINCT FROM 'posted'
                    OR COALESCE(SUM(t.amount_minor) FILTER (WHERE t.code = 'mpesa_withdrawal_settle'), 0) <> p.amount_minor
                    OR COUNT(*) FILTER (WHERE t.code = 'mpesa_withdrawal_release') <> 0))
              OR (p.status IN ('failed', 'canceled') AND (h.status IS DISTINCT FROM 'voided'
                    OR COALESCE(SUM(t.amount_minor) FILTER (WHERE t.code = 'mpesa_withdrawal_release'), 0) <> p.amount_minor
                    OR COUNT(*) FILTER (WHERE t.code = 'mpesa_withdrawal_settle') <> 0))`,
  },
  {
    name: 'no pending hold on a final payment',
    sql: `SELECT p.reference, p.status, h.id AS hold_id FROM payments p
          JOIN ledger_holds h ON h.payment_id = p.id
          WHERE h.status = 'pending' AND p.status IN ('completed', 'failed', 'canceled')`,
  },
  {
    name: 'a payment and its history row agree on owner, amount and status',
    sql: `SELECT p.reference, p.status, x.status AS transaction_status FROM payments p
          JOIN transactions x ON x.id = p.transaction_id
          WHERE x.user_id <> p.user_id OR x.type <> p.type OR x.method <> 'mpesa'
             OR x.currency <> 'KES' OR x.amount_minor <> p.amount_minor
             OR x.status <> CASE p.status WHEN 'completed' THEN 'completed'
                                          WHEN 'failed' THEN 'rejected'
                                          WHEN 'canceled' THEN 'rejected'
                                          ELSE 'pending' END`,
  },
  {
    name: 'every M-Pesa withdrawal transfer belongs to a withdrawal payment',
    sql: `SELECT t.id, t.code FROM ledger_transfers t
          LEFT JOIN payments p ON p.id = t.payment_id
          WHERE t.code IN ('mpesa_withdrawal_hold', 'mpesa_withdrawal_settle', 'mpesa_withdrawal_release')
            AND (p.id IS NULL OR p.type <> 'withdrawal')`,
  },
];
