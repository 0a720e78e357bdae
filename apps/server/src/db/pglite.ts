import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  assertListenChannel,
  createCommitHooks,
  DEFAULT_TRANSACTION_RETRIES,
  withRetries,
  type Database,
  type QueryResult,
  type Row,
  type TransactionOptions,
  type Tx,
} from './database.js';
import { createPipelining, type Statement } from './pipeline.js';
import { plannerSetStatements } from './planner-settings.js';

const INT8_OID = 20;

/**
 * Embedded PostgreSQL. PGlite has a single connection, so transactions run one at a time; that is
 * the price of needing nothing installed. Pass no directory for an in-memory database (tests),
 * and a dumped data directory to start from a copy of it instead of running initdb (tests).
 */
export async function createPgliteDatabase(
  directory?: string,
  loadDataDir?: Blob,
): Promise<Database> {
  if (directory) mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create(directory, {
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
    loadDataDir,
  });
  // PGlite has one session: its planner settings are set once, here.
  await pglite.exec(plannerSetStatements());

  const toResult = <T>(result: { rows: T[]; affectedRows?: number }): QueryResult<T> => ({
    rows: result.rows,
    rowCount: result.affectedRows ?? result.rows.length,
  });

  return {
    kind: 'pglite',
    query: async <T extends object = Row>(text: string, params?: readonly unknown[]) =>
      toResult(await pglite.query<T>(text, params as unknown[])),
    exec: async (text: string) => {
      await pglite.exec(text);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) {
      return withRetries(
        () =>
          pglite.transaction(async (inner) => {
            if (options.isolation) {
              await inner.query(
                `SET TRANSACTION ISOLATION LEVEL ${options.isolation.toUpperCase()}`,
              );
            }
            const hooks = createCommitHooks();
            const pipelining = createPipelining(
              async (statement) =>
                toResult(await inner.query<Row>(statement.text, statement.params as unknown[])),
              async (text) => (await inner.exec(text)).map((result) => toResult<Row>(result)),
            );
            const withCommit: Statement[] = [];
            const tx: Tx = {
              inTransaction: true,
              beforeCommit: hooks.add,
              sendWithCommit: (statement) => withCommit.push(statement),
              pipeline: pipelining.pipeline,
              defer: pipelining.defer,
              query: async <R extends object = Row>(text: string, params?: readonly unknown[]) =>
                (await pipelining.query({ text, params })) as QueryResult<R>,
              exec: async (text: string) => {
                await pipelining.flushHeld();
                await inner.exec(text);
              },
            };
            const value = await fn(tx);
            await hooks.run();
            // No round trip to save in-process: the statements simply run last.
            await pipelining.flushHeld();
            for (const statement of withCommit) {
              await inner.query(statement.text, statement.params as unknown[]);
            }
            return value;
          }),
        options.maxRetries ?? DEFAULT_TRANSACTION_RETRIES,
      );
    },
    // One process, one connection: NOTIFY reaches this process's listeners at commit, and a
    // connection that cannot drop never needs onReconnect.
    async listen(channel, handlers) {
      assertListenChannel(channel);
      const unlisten = await pglite.listen(channel, (payload) => handlers.onNotification(payload));
      return { close: () => unlisten() };
    },
    close: () => pglite.close(),
  };
}
