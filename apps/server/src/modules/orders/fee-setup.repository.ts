import type { Tx } from '../../db/database.js';

export interface FeeSetupRow {
  excise_rate_bps: number;
  /** Null when the pair has no fee account yet (the row then only carries the rate). */
  currency: string | null;
  kind: 'fee_revenue' | 'excise_payable' | null;
  account_id: string | null;
}

/**
 * Everything a charging pair's fills need besides the parties, in ONE statement (it used to take
 * seven, each a round trip while the pair was locked): the excise rate in force at `at` and the
 * pair's own fee_revenue and excise_payable accounts in both currencies (migration 0017). The rate
 * row is share-locked as before, so an admin's new rate (lockExciseRates) waits for fees in flight.
 */
export async function readFeeSetup(tx: Tx, pairId: string, at: Date): Promise<FeeSetupRow[]> {
  const { rows } = await tx.query<FeeSetupRow>(
    `WITH rate AS (
       SELECT rate_bps FROM excise_rates WHERE effective_from <= $2
        ORDER BY effective_from DESC LIMIT 1 FOR SHARE
     )
     SELECT COALESCE((SELECT rate_bps FROM rate), 0) AS excise_rate_bps,
            a.currency, a.kind, a.id AS account_id
       FROM (SELECT 1) AS one
       LEFT JOIN ledger_accounts a
         ON a.pair_id = $1 AND a.kind IN ('fee_revenue', 'excise_payable')
            AND a.owner_user_id IS NULL`,
    [pairId, at],
  );
  return rows;
}
