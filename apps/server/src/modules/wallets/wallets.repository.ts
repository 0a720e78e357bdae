import type { Queryable } from '../../db/database.js';

export interface WalletRow {
  currency: string;
  /** Null for a currency with a balance but no coin row (KES, or a coin that was deleted). */
  name: string | null;
  icon_url: string | null;
  deposit_address: string | null;
  active: boolean;
  available_minor: bigint;
  held_minor: bigint;
}

/**
 * The user's wallets in one statement (one snapshot): every active coin, every currency the user
 * has money in (an inactive coin, KES), each with its available and held balance (0 when the
 * user has no account yet). A currency the user owns is never hidden, whatever the coin's state:
 * hiding it would hide money. Ordering is left to the service (KES first, then by symbol).
 */
export async function listWalletRows(q: Queryable, userId: string): Promise<WalletRow[]> {
  const { rows } = await q.query<WalletRow>(
    `WITH balances AS (
       SELECT currency,
              COALESCE(SUM(balance_minor) FILTER (WHERE kind = 'available'), 0)::bigint AS available_minor,
              COALESCE(SUM(balance_minor) FILTER (WHERE kind = 'held'), 0)::bigint AS held_minor
       FROM ledger_accounts WHERE owner_user_id = $1 GROUP BY currency
     )
     SELECT COALESCE(c.symbol, b.currency) AS currency, c.name, c.icon_url, c.deposit_address,
            COALESCE(c.active, false) AS active,
            COALESCE(b.available_minor, 0)::bigint AS available_minor,
            COALESCE(b.held_minor, 0)::bigint AS held_minor
     FROM coins c FULL JOIN balances b ON b.currency = c.symbol
     WHERE c.active OR COALESCE(b.available_minor, 0) + COALESCE(b.held_minor, 0) > 0
     ORDER BY 1`,
    [userId],
  );
  return rows;
}
