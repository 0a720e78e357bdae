import type { Check } from './invariant-check.js';

/**
 * Invariants of fees and excise (issue 15, decisions.md 24), each a query returning the rows that
 * break it. They run with the ledger's checks after every server test and in `npm run
 * ledger:check`.
 *
 * - A trade's fee rows (buyer_fee_minor in the base, seller_fee_minor in the quote) are exactly
 *   what its trade_fee transfers moved, from that side's available account to fee_revenue.
 * - Every fee (a trade side's trade_fee, a withdrawal's fee) carries excise transfers, with the
 *   same reference, of exactly exciseHalfUp(fee, rate in force at the fee's time), fee_revenue to
 *   excise_payable of its currency. So each excise_payable balance equals the excise of every fee
 *   in that currency at its date's rate, to the minor unit.
 * - fee_revenue is credited only by fees and debited only by excise; excise_payable is credited
 *   only by excise.
 * - A trade's fee and excise never move through another pair's fee accounts (migration 0017;
 *   trades before it used the currency's unsharded accounts, which stay in the ledger, and the
 *   fill path now always uses the pair's own, see orders-fees.test.ts), a withdrawal's only
 *   through the unsharded ones: so a pair's fee accounts hold only its trades' fees, and the
 *   currency's revenue is the sum over all its fee accounts.
 */
const RATE_AT = (instant: string) =>
  `COALESCE((SELECT r.rate_bps FROM excise_rates r WHERE r.effective_from <= ${instant}
             ORDER BY r.effective_from DESC LIMIT 1), 0)`;

/** exciseHalfUp in SQL: floor((fee × rate × 2 + 10000) / 20000). */
const EXCISE_OF = (fee: string, rate: string) =>
  `floor((${fee}::numeric * ${rate} * 2 + 10000) / 20000)`;

export const FEE_CHECKS: Check[] = [
  {
    name: "a trade's fee rows equal its trade_fee transfers, each from the side that received",
    sql: `SELECT t.id, t.buyer_fee_minor::text AS buyer_fee, t.seller_fee_minor::text AS seller_fee
          FROM trades t
          JOIN trading_pairs p ON p.id = t.pair_id
          LEFT JOIN ledger_transfers f ON f.trade_id = t.id AND f.code = 'trade_fee'
          LEFT JOIN ledger_accounts d ON d.id = f.debit_account_id
          LEFT JOIN ledger_accounts c ON c.id = f.credit_account_id
          GROUP BY t.id, t.buyer_fee_minor, t.seller_fee_minor
          HAVING COALESCE(SUM(f.amount_minor) FILTER (
                   WHERE f.currency = p.base AND d.owner_user_id = t.buyer_user_id
                     AND d.kind = 'available' AND c.kind = 'fee_revenue'), 0) <> t.buyer_fee_minor
              OR COALESCE(SUM(f.amount_minor) FILTER (
                   WHERE f.currency = p.quote AND d.owner_user_id = t.seller_user_id
                     AND d.kind = 'available' AND c.kind = 'fee_revenue'), 0) <> t.seller_fee_minor
              OR COUNT(f.id) > 2`,
  },
  {
    name: "each trade fee bears exactly its excise at the rate of the trade's date",
    // One pass over the fee transfers, grouped, then joined to their trades. (A subquery per
    // trade was planned, on statistics a burst of trades had outdated, as an index scan of every
    // fee transfer for each trade: 18 s for 12,000 trades, and past the statement timeout after
    // the trading benchmark.)
    sql: `SELECT t.id, s.currency, s.fee::text AS fee, s.excise::text AS excise
          FROM (
            SELECT f.trade_id, f.currency,
                   COALESCE(SUM(f.amount_minor) FILTER (WHERE f.code = 'trade_fee'), 0) AS fee,
                   COALESCE(SUM(f.amount_minor) FILTER (WHERE f.code = 'excise'), 0) AS excise
            FROM ledger_transfers f
            WHERE f.trade_id IS NOT NULL AND f.code IN ('trade_fee', 'excise')
            GROUP BY f.trade_id, f.currency
          ) s
          JOIN trades t ON t.id = s.trade_id
          WHERE s.excise <> ${EXCISE_OF('s.fee', RATE_AT('t.created_at'))}`,
  },
  {
    name: "each withdrawal fee bears exactly its excise at the rate of the settlement's date",
    // Grouped in one pass, as the trades' check above (a withdrawal without fee transfers has
    // neither fee nor excise, so it can break nothing).
    sql: `SELECT s.withdrawal_id AS id, s.fee::text AS fee, s.excise::text AS excise
          FROM (
            SELECT f.withdrawal_id,
                   COALESCE(SUM(f.amount_minor) FILTER (WHERE f.code = 'fee'), 0) AS fee,
                   COALESCE(SUM(f.amount_minor) FILTER (WHERE f.code = 'excise'), 0) AS excise,
                   MIN(f.created_at) FILTER (WHERE f.code = 'fee') AS at
            FROM ledger_transfers f
            WHERE f.withdrawal_id IS NOT NULL AND f.code IN ('fee', 'excise')
            GROUP BY f.withdrawal_id
          ) s
          WHERE s.excise <> CASE WHEN s.at IS NULL THEN 0
                                 ELSE ${EXCISE_OF('s.fee', RATE_AT('s.at'))} END`,
  },
  {
    name: 'fee revenue takes only fees and gives only excise; excise payable takes only excise',
    sql: `SELECT f.id, f.code, d.kind AS debit_kind, c.kind AS credit_kind
          FROM ledger_transfers f
          JOIN ledger_accounts d ON d.id = f.debit_account_id
          JOIN ledger_accounts c ON c.id = f.credit_account_id
          WHERE (c.kind = 'fee_revenue' AND f.code NOT IN ('trade_fee', 'fee'))
             OR (d.kind = 'fee_revenue' AND f.code <> 'excise')
             OR (c.kind = 'excise_payable' AND f.code <> 'excise')
             OR (f.code = 'excise' AND (d.kind <> 'fee_revenue' OR c.kind <> 'excise_payable'
                                        OR num_nonnulls(f.trade_id, f.withdrawal_id) <> 1))
             OR (f.code = 'trade_fee' AND (c.kind <> 'fee_revenue' OR f.trade_id IS NULL))
          LIMIT 20`,
  },
  {
    name: "trade fees go to their own pair's fee accounts, withdrawal fees to the unsharded ones",
    sql: `SELECT f.id, f.code, a.id AS account_id, a.pair_id, t.pair_id AS trade_pair_id
          FROM ledger_transfers f
          JOIN ledger_accounts a ON a.id IN (f.debit_account_id, f.credit_account_id)
                               AND a.kind IN ('fee_revenue', 'excise_payable')
          LEFT JOIN trades t ON t.id = f.trade_id
          WHERE f.code IN ('trade_fee', 'fee', 'excise')
            AND (a.currency <> f.currency
                 OR (t.id IS NULL AND a.pair_id IS NOT NULL)
                 OR (t.id IS NOT NULL AND a.pair_id <> t.pair_id))
          LIMIT 20`,
  },
];
