import type { CoinNetwork } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface CoinRow {
  id: string;
  name: string;
  symbol: string;
  deposit_address: string;
  network: CoinNetwork;
  icon_url: string | null;
  active: boolean;
}

export function listActiveCoins(db: Queryable) {
  return db.query<CoinRow>('SELECT * FROM coins WHERE active ORDER BY symbol');
}

export async function insertCoin(
  tx: Tx,
  coin: {
    name: string;
    symbol: string;
    depositAddress: string;
    network?: CoinNetwork;
    iconUrl: string | null;
  },
) {
  const result = await tx.query<CoinRow>(
    `INSERT INTO coins (id, name, symbol, deposit_address, network, icon_url)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [
      newId('coin'),
      coin.name,
      coin.symbol,
      coin.depositAddress,
      coin.network ?? 'other',
      coin.iconUrl,
    ],
  );
  return result.rows[0];
}

/** The symbol and network of a coin (inactive ones too: holders must be able to leave). */
export async function findCoinNetwork(q: Queryable, symbol: string) {
  const { rows } = await q.query<{ symbol: string; network: CoinNetwork }>(
    `SELECT symbol, network FROM coins WHERE symbol = $1`,
    [symbol],
  );
  return rows[0];
}
