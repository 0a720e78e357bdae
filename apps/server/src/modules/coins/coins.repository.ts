import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface CoinRow {
  id: string;
  name: string;
  symbol: string;
  deposit_address: string;
  icon_url: string | null;
  active: boolean;
}

export function listActiveCoins(db: Queryable) {
  return db.query<CoinRow>('SELECT * FROM coins WHERE active ORDER BY symbol');
}

export async function insertCoin(
  tx: Tx,
  coin: { name: string; symbol: string; depositAddress: string; iconUrl: string | null },
) {
  const result = await tx.query<CoinRow>(
    `INSERT INTO coins (id, name, symbol, deposit_address, icon_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [newId('coin'), coin.name, coin.symbol, coin.depositAddress, coin.iconUrl],
  );
  return result.rows[0];
}
