import type { CoinNetwork } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface CoinRecord {
  id: string;
  name: string;
  symbol: string;
  deposit_address: string;
  network: CoinNetwork;
  icon_url: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Why a coin is in use, each reason on its own so the answer can say which one applies. */
export interface CoinUsage {
  /** Some account (a user's, or custody/fee revenue) has a non-zero balance in it. */
  has_balance: boolean;
  /** Some transactions row (deposit, withdrawal, trade leg) is in it. */
  has_history: boolean;
  /** Some order, open or finished, is on a pair of it (orders keep their pair, and so the coin). */
  has_orders: boolean;
}

export type AdminCoinRecord = CoinRecord & CoinUsage;

/**
 * A coin is in use while money or history refers to its symbol: deleting it would orphan those
 * rows (they name the currency by symbol, without a foreign key), so it can only be deactivated.
 * Written once as SQL over the coin alias `c`, and used by every read below.
 * A coin with pairs but no orders is not in use: its pairs go with it (deletePairsOfCoin).
 */
const USAGE_COLUMNS = `
  EXISTS (SELECT 1 FROM ledger_accounts la
           WHERE la.currency = c.symbol AND la.balance_minor <> 0) AS has_balance,
  EXISTS (SELECT 1 FROM transactions t
           WHERE t.currency = c.symbol OR t.secondary_currency = c.symbol) AS has_history,
  EXISTS (SELECT 1 FROM orders o JOIN trading_pairs p ON p.id = o.pair_id
           WHERE p.base = c.symbol OR p.quote = c.symbol) AS has_orders`;

/** Every coin, inactive ones too, by symbol. */
export async function listAdminCoins(db: Queryable): Promise<AdminCoinRecord[]> {
  const { rows } = await db.query<AdminCoinRecord>(
    `SELECT c.*, ${USAGE_COLUMNS} FROM coins c ORDER BY c.symbol`,
  );
  return rows;
}

export async function findAdminCoin(
  db: Queryable,
  id: string,
): Promise<AdminCoinRecord | undefined> {
  const { rows } = await db.query<AdminCoinRecord>(
    `SELECT c.*, ${USAGE_COLUMNS} FROM coins c WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}

/** Locks the coin for the rest of the transaction, so concurrent admin changes queue up. */
export async function lockCoin(tx: Tx, id: string): Promise<CoinRecord | undefined> {
  const { rows } = await tx.query<CoinRecord>('SELECT * FROM coins WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function insertAdminCoin(
  tx: Tx,
  coin: { name: string; symbol: string; depositAddress: string; network?: CoinNetwork; at: Date },
): Promise<CoinRecord> {
  const { rows } = await tx.query<CoinRecord>(
    `INSERT INTO coins (id, name, symbol, deposit_address, network, icon_url, active, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, NULL, true, $6, $6) RETURNING *`,
    [newId('coin'), coin.name, coin.symbol, coin.depositAddress, coin.network ?? 'other', coin.at],
  );
  const row = rows[0];
  if (!row) throw new Error('coin insert returned nothing');
  return row;
}

/** Writes the editable columns (the symbol never changes once created). */
export async function updateCoin(
  tx: Tx,
  id: string,
  values: {
    name: string;
    depositAddress: string;
    network: CoinNetwork;
    active: boolean;
    iconUrl: string | null;
  },
  at: Date,
): Promise<CoinRecord> {
  const { rows } = await tx.query<CoinRecord>(
    `UPDATE coins SET name = $2, deposit_address = $3, active = $4, icon_url = $5, updated_at = $6,
            network = $7
      WHERE id = $1 RETURNING *`,
    [id, values.name, values.depositAddress, values.active, values.iconUrl, at, values.network],
  );
  const row = rows[0];
  if (!row) throw new Error(`coin ${id} vanished inside its own transaction`);
  return row;
}

/** Deletes the coin; its trading pairs go first, through the pairs module (deletePairsOfCoin). */
export async function deleteCoin(tx: Tx, id: string): Promise<void> {
  await tx.query('DELETE FROM coins WHERE id = $1', [id]);
}
