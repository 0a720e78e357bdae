import type { Check } from './invariant-check.js';

/**
 * Invariants of orders, holds and trades (issue 4), each a query returning the rows that break
 * it. They run with the ledger's checks after every server test and in `npm run ledger:check`.
 *
 * The hold rule enforced for a resting order (status open or partially_filled):
 * - it has exactly one pending hold, in the base for a sell and in the quote for a buy;
 * - a sell holds exactly its amount_minor;
 * - a buy holds at least quoteTotalCeil(amount_minor, price_minor), and at most that plus one
 *   minor unit per fill it made as a maker: a maker buy pays each fill's floor (the taker's
 *   rounding) out of a hold sized by the ceiling, and that rounding is released when it finishes.
 */
const CEIL_TOTAL = (amount: string, price: string) =>
  `ceil(${amount}::numeric * ${price}::numeric / 100000000)`;

export const TRADING_CHECKS: Check[] = [
  {
    name: 'every resting order has exactly one pending hold of what it still needs',
    sql: `SELECT o.id, o.side, o.amount_minor::text AS amount_minor,
                 count(h.id) AS holds, max(h.remaining_minor)::text AS held_minor
          FROM orders o
          JOIN trading_pairs p ON p.id = o.pair_id
          LEFT JOIN ledger_holds h ON h.order_id = o.id AND h.status = 'pending'
          WHERE o.status IN ('open', 'partially_filled')
          GROUP BY o.id, o.side, o.amount_minor, o.price_minor, p.base, p.quote
          HAVING count(h.id) <> 1
              OR max(h.currency) <> CASE WHEN o.side = 'sell' THEN p.base ELSE p.quote END
              OR (o.side = 'sell' AND max(h.remaining_minor) <> o.amount_minor)
              OR (o.side = 'buy' AND (
                    max(h.remaining_minor) < ${CEIL_TOTAL('o.amount_minor', 'o.price_minor')}
                 OR max(h.remaining_minor) > ${CEIL_TOTAL('o.amount_minor', 'o.price_minor')}
                      + (SELECT count(*) FROM trades t WHERE t.maker_order_id = o.id)))`,
  },
  {
    name: 'no hold is left on a filled or cancelled order',
    sql: `SELECT h.id, o.id AS order_id, o.status FROM ledger_holds h
          JOIN orders o ON o.id = h.order_id
          WHERE h.status = 'pending' AND o.status IN ('filled', 'cancelled')`,
  },
  {
    name: 'what an order traded equals its original amount less what is left',
    sql: `SELECT o.id, o.status, o.original_amount_minor::text AS original_minor,
                 o.amount_minor::text AS amount_minor,
                 COALESCE(SUM(t.amount_minor), 0)::text AS traded_minor
          FROM orders o
          LEFT JOIN trades t ON t.maker_order_id = o.id OR t.taker_order_id = o.id
          GROUP BY o.id
          HAVING COALESCE(SUM(t.amount_minor), 0) <> o.original_amount_minor - o.amount_minor
              OR (o.status = 'open' AND count(t.id) > 0)
              OR (o.status = 'partially_filled' AND count(t.id) = 0)`,
  },
  {
    name: 'each trade moved its amount and its quote once, in fill transfers named by it',
    sql: `SELECT t.id FROM trades t
          JOIN trading_pairs p ON p.id = t.pair_id
          LEFT JOIN ledger_transfers f ON f.trade_id = t.id AND f.code = 'fill'
          GROUP BY t.id, t.amount_minor, t.quote_amount_minor, p.base, p.quote
          HAVING COUNT(*) FILTER (WHERE f.code = 'fill' AND f.currency = p.base
                                    AND f.amount_minor = t.amount_minor) <> 1
              OR COUNT(*) FILTER (WHERE f.code = 'fill' AND f.currency = p.quote
                                    AND f.amount_minor = t.quote_amount_minor) <> 1
              OR COUNT(f.id) <> 2`,
  },
  {
    name: 'a fill went from the seller to the buyer, and the quote back',
    sql: `SELECT t.id FROM trades t
          JOIN trading_pairs p ON p.id = t.pair_id
          JOIN ledger_transfers f ON f.trade_id = t.id AND f.code = 'fill'
          JOIN ledger_accounts d ON d.id = f.debit_account_id
          JOIN ledger_accounts c ON c.id = f.credit_account_id
          WHERE c.kind <> 'available'
             OR (f.currency = p.base AND (d.owner_user_id <> t.seller_user_id
                                          OR c.owner_user_id <> t.buyer_user_id))
             OR (f.currency = p.quote AND (d.owner_user_id <> t.buyer_user_id
                                           OR c.owner_user_id <> t.seller_user_id))
             OR (t.taker_side = 'buy') <> (t.buyer_user_id = t.taker_user_id)`,
  },
  {
    name: 'each trade shows as a completed purchase and a completed sale',
    sql: `SELECT t.id FROM trades t
          LEFT JOIN transactions x ON x.trade_id = t.id
          GROUP BY t.id, t.buyer_user_id, t.seller_user_id, t.amount_minor
          HAVING COUNT(*) FILTER (WHERE x.type = 'purchase' AND x.user_id = t.buyer_user_id
                                    AND x.amount_minor = t.amount_minor AND x.status = 'completed') <> 1
              OR COUNT(*) FILTER (WHERE x.type = 'sale' AND x.user_id = t.seller_user_id
                                    AND x.amount_minor = t.amount_minor AND x.status = 'completed') <> 1
              OR COUNT(x.id) <> 2`,
  },
  {
    name: 'no book is crossed between different owners',
    sql: `SELECT b.pair_id, b.id AS bid_id, a.id AS ask_id,
                 b.price_minor::text AS bid_minor, a.price_minor::text AS ask_minor
          FROM orders b JOIN orders a ON a.pair_id = b.pair_id
          WHERE b.side = 'buy' AND a.side = 'sell'
            AND b.status IN ('open', 'partially_filled') AND a.status IN ('open', 'partially_filled')
            AND b.price_minor >= a.price_minor AND b.user_id <> a.user_id
          LIMIT 20`,
  },
  {
    name: 'no resting order is dust (worth under one quote minor unit at its price)',
    sql: `SELECT id FROM orders
          WHERE status IN ('open', 'partially_filled')
            AND amount_minor::numeric * price_minor::numeric < 100000000`,
  },
];
