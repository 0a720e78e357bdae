import pg from 'pg';
import { listenOnPostgres } from './pg-listener.js';
import {
  createCommitHooks,
  DEFAULT_TRANSACTION_RETRIES,
  withRetries,
  type Database,
  type QueryResult,
  type Row,
  type TransactionOptions,
  type Tx,
} from './database.js';

const INT8_OID = 20;

export function createPostgresDatabase(connectionString: string, poolSize = 10): Database {
  // Per-pool parsers, so this process's other pg users keep the library's defaults.
  const parseText = (oid: number): ((value: string) => unknown) =>
    oid === INT8_OID
      ? (value) => BigInt(value)
      : (pg.types.getTypeParser(oid, 'text') as (value: string) => unknown);
  const types = { getTypeParser: parseText as typeof pg.types.getTypeParser };
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);

  const run = async <T extends object>(
    client: pg.Pool | pg.PoolClient,
    text: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>> => {
    const result = await client.query<T & pg.QueryResultRow>(text, params as unknown[]);
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };

  return {
    kind: 'postgres',
    query: <T extends object = Row>(text: string, params?: readonly unknown[]) =>
      run<T>(pool, text, params),
    exec: async (text: string) => {
      await pool.query(text);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) {
      return withRetries(async () => {
        const client = await pool.connect();
        try {
          await client.query(
            `BEGIN ISOLATION LEVEL ${(options.isolation ?? 'read committed').toUpperCase()}`,
          );
          const hooks = createCommitHooks();
          const tx: Tx = {
            inTransaction: true,
            beforeCommit: hooks.add,
            query: <R extends object = Row>(text: string, params?: readonly unknown[]) =>
              run<R>(client, text, params),
            exec: async (text: string) => {
              await client.query(text);
            },
          };
          const value = await fn(tx);
          await hooks.run();
          await client.query('COMMIT');
          return value;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }, options.maxRetries ?? DEFAULT_TRANSACTION_RETRIES);
    },
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
