import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>,
): Promise<Database> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl, config.dbPoolSize);
  return createPgliteDatabase(path.join(config.dataDir, 'pgdata'));
}
