import type { FeeKind } from '@soko/shared';
import type { Queryable } from '../../db/database.js';

/**
 * Reads for the revenue report (read-only: the fees are written by the orders and approvals
 * modules through the ledger). Every sum is in minor units of its currency.
 */
export interface KindSumRow {
  kind: FeeKind;
  currency: string;
  amount_minor: bigint;
}

/**
 * Trading fees of [start, end) by kind: the buyer paid in the base, the seller in the quote, and
 * the taker is the buyer when taker_side is 'buy'. Withdrawal fees are their 'fee' transfers.
 */
export async function feeSumsByKind(q: Queryable, start: Date, end: Date): Promise<KindSumRow[]> {
  const { rows } = await q.query<KindSumRow>(
    `WITH sides AS (
       SELECT CASE WHEN t.taker_side = 'buy' THEN 'taker' ELSE 'maker' END AS kind,
              p.base AS currency, t.buyer_fee_minor AS fee
         FROM trades t JOIN trading_pairs p ON p.id = t.pair_id
        WHERE t.created_at >= $1 AND t.created_at < $2
       UNION ALL
       SELECT CASE WHEN t.taker_side = 'sell' THEN 'taker' ELSE 'maker' END,
              p.quote, t.seller_fee_minor
         FROM trades t JOIN trading_pairs p ON p.id = t.pair_id
        WHERE t.created_at >= $1 AND t.created_at < $2
       UNION ALL
       SELECT 'withdrawal', f.currency, f.amount_minor
         FROM ledger_transfers f
        WHERE f.code = 'fee' AND f.created_at >= $1 AND f.created_at < $2
     )
     SELECT kind, currency, SUM(fee)::bigint AS amount_minor FROM sides
      GROUP BY kind, currency HAVING SUM(fee) > 0
      ORDER BY currency, kind`,
    [start, end],
  );
  return rows;
}

/** The excise moved to excise payable in [start, end), per currency. */
export async function exciseSums(
  q: Queryable,
  start: Date,
  end: Date,
): Promise<{ currency: string; amount_minor: bigint }[]> {
  const { rows } = await q.query<{ currency: string; amount_minor: bigint }>(
    `SELECT currency, SUM(amount_minor)::bigint AS amount_minor FROM ledger_transfers
      WHERE code = 'excise' AND created_at >= $1 AND created_at < $2
      GROUP BY currency ORDER BY currency`,
    [start, end],
  );
  return rows;
}

/** The last trade price (KES cents per whole coin) of each coin's KES pair at or before `at`. */
export async function kesPricesAt(
  q: Queryable,
  currencies: string[],
  at: Date,
): Promise<Map<string, bigint>> {
  const { rows } = await q.query<{ base: string; price_minor: bigint }>(
    `SELECT p.base, last.price_minor
       FROM trading_pairs p
       JOIN LATERAL (
         SELECT t.price_minor FROM trades t
          WHERE t.pair_id = p.id AND t.created_at <= $2
          ORDER BY t.created_at DESC, t.id DESC LIMIT 1
       ) last ON true
      WHERE p.quote = 'KES' AND p.base = ANY($1::text[])`,
    [currencies, at],
  );
  return new Map(rows.map((row) => [row.base, row.price_minor]));
}
