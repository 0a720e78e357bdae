import type { Coin } from '@soko/shared';
import type { Database } from '../../db/database.js';
import { listActiveCoins } from './coins.repository.js';

export function createCoinsService(db: Database) {
  return {
    /** Active coins ordered by symbol. KES is a fiat currency, never a coin row. */
    async listCoins(): Promise<Coin[]> {
      const { rows } = await listActiveCoins(db);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        symbol: row.symbol,
        iconUrl: row.icon_url,
      }));
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;
