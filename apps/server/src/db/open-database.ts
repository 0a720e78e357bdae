import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';
import { describeDatabaseUrl, waitForDatabase } from './wait-for-database.js';

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize' | 'dbLimits'>;
type Hooks = { onConnectionError?: (error: Error) => void };

export async function openDatabase(config: DatabaseConfig, hooks: Hooks = {}): Promise<Database> {
  if (config.databaseUrl) {
    return createPostgresDatabase(config.databaseUrl, {
      poolSize: config.dbPoolSize,
      limits: config.dbLimits,
      ...hooks,
    });
  }
  return createPgliteDatabase(path.join(config.dataDir, 'pgdata'));
}

/**
 * The server's database once it answers: a PostgreSQL server that is not up yet (started with
 * it, failing over) is retried for DB_START_TIMEOUT_SECONDS, saying once on stderr that it waits.
 */
export async function openReadyDatabase(
  config: DatabaseConfig & Pick<Config, 'dbStartTimeoutMs'>,
  hooks: Hooks = {},
): Promise<Database> {
  const db = await openDatabase(config, hooks);
  if (!config.databaseUrl) return db;
  const address = describeDatabaseUrl(config.databaseUrl);
  try {
    await waitForDatabase(db, {
      timeoutMs: config.dbStartTimeoutMs,
      address,
      onWaiting: (reason) =>
        console.error(`PostgreSQL at ${address} is not reachable yet (${reason}); retrying`),
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
