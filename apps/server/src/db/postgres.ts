import pg from 'pg';
import { isCheckoutTimeout, isConnectionError } from './connection-errors.js';
import { listenOnPostgres } from './pg-listener.js';
import { createPipelining, joinStatements, type Statement } from './pipeline.js';
import { registeredStatement } from './prepared-statements.js';
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
import { plannerStartupOptions } from './planner-settings.js';

const INT8_OID = 20;

/** How long anything may wait on the database server; 0 turns a session timeout off. */
export interface PostgresLimits {
  /** Waiting for a pooled connection, or for a new one to open. */
  checkoutTimeoutMs: number;
  /** One statement of an application session (PostgreSQL's statement_timeout). */
  statementTimeoutMs: number;
  /** An open transaction doing nothing (idle_in_transaction_session_timeout). */
  idleInTransactionTimeoutMs: number;
}

export interface PostgresOptions {
  poolSize?: number;
  limits?: Partial<PostgresLimits>;
  /** Told about every connection that failed (cut, reset, server gone): for the log. */
  onConnectionError?: (error: Error) => void;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  checkoutTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** TCP keepalive finds a peer that vanished without a word (a failed-over host) in seconds. */
const KEEPALIVE_DELAY_MS = 10_000;

function createPool(connectionString: string, options: PostgresOptions): pg.Pool {
  // Per-pool parsers, so this process's other pg users keep the library's defaults.
  const parseText = (oid: number): ((value: string) => unknown) =>
    oid === INT8_OID
      ? (value) => BigInt(value)
      : (pg.types.getTypeParser(oid, 'text') as (value: string) => unknown);
  const types = { getTypeParser: parseText as typeof pg.types.getTypeParser };
  const limits = { ...DEFAULT_POSTGRES_LIMITS, ...options.limits };
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    types,
    connectionTimeoutMillis: limits.checkoutTimeoutMs,
    // Sent as startup parameters, so every session of the pool has them from its first statement.
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // The planner's settings (planner-settings.ts). A DATABASE_URL that names `options` of its
    // own replaces these: node-postgres lets the URL's parameters win.
    options: plannerStartupOptions(),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  const report = (error: Error) => options.onConnectionError?.(error);
  // The pool listens for errors only while a client is idle: it removes its listener at checkout.
  // A connection cut while checked out (mid-transaction) would then emit 'error' with nobody
  // listening, and Node ends the process. This listener stays for the client's whole life; the
  // query in progress fails on its own, and the transaction helper throws the client away.
  pool.on('connect', (client) => client.on('error', report));
  // An idle client that loses its connection is dropped by the pool; a new one replaces it.
  pool.on('error', report);
  return pool;
}

/** "cached plan must not change result type": a column was added under a prepared SELECT *. */
const FEATURE_NOT_SUPPORTED = '0A000';

async function run<T extends object>(
  client: pg.Pool | pg.PoolClient,
  text: string,
  params?: readonly unknown[],
): Promise<QueryResult<T>> {
  const values = params as unknown[] | undefined;
  const name = registeredStatement(text)?.name;
  // A registered statement (prepared-statements.ts) is a named extended-protocol query:
  // node-postgres parses it once per connection. Its names differ from the SQL PREPAREs'.
  const result = await (name === undefined
    ? client.query<T & pg.QueryResultRow>(text, values)
    : client
        .query<T & pg.QueryResultRow>({ name: `${name}_q`, text, values })
        .catch((error: { code?: string }) => {
          // A migration that added a column while this connection kept a plan of `SELECT *`:
          // the statement still answers, unnamed, until the connection is replaced.
          if (error.code !== FEATURE_NOT_SUPPORTED) throw error;
          return client.query<T & pg.QueryResultRow>(text, values);
        }));
  return { rows: result.rows, rowCount: result.rowCount ?? 0 };
}

/** Every result of one simple-protocol message (pg answers one result or an array of them). */
async function runText(client: pg.PoolClient, text: string): Promise<QueryResult<Row>[]> {
  const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(results) ? results : [results]).map((result) => ({
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? 0,
  }));
}

/**
 * Per connection: the registered statements it has prepared or has queued to prepare
 * (prepared-statements.ts), and those still to send a PREPARE for.
 */
const preparedOn = new WeakMap<
  pg.PoolClient,
  { have: Set<string>; toPrepare: Map<string, string> }
>();

/**
 * Connections whose prepared statements are uncertain: a message that carried PREPAREs failed,
 * and PREPARE is not transactional (it stays after a ROLLBACK), so which of them ran is
 * unknown. Such a connection is closed when it goes back to the pool (rare: a first use only).
 */
const uncertainPrepared = new WeakSet<pg.PoolClient>();

/**
 * EXECUTE by name inside simple-protocol messages on one connection. A registered statement
 * the connection has not prepared yet is prepared by a PREPARE in the same message that first
 * runs it, after the transaction's BEGIN (a statement in front of `BEGIN ISOLATION LEVEL` would
 * make it fail) and before the statements. One message, one call: node-postgres deprecates
 * queuing a second query on a busy connection, and pg 9 refuses it.
 */
function executeByNameOn(client: pg.PoolClient) {
  const state = preparedOn.get(client) ?? {
    have: new Set<string>(),
    toPrepare: new Map<string, string>(),
  };
  preparedOn.set(client, state);
  const { have, toPrepare } = state;
  return {
    executeAs: (statement: Statement): string | undefined => {
      const registered = registeredStatement(statement.text);
      if (registered?.parameterCount !== (statement.params?.length ?? 0)) return undefined;
      const { name } = registered;
      if (!have.has(name)) {
        have.add(name);
        toPrepare.set(name, statement.text);
      }
      return name;
    },
    /**
     * Sends one message: the BEGIN if it is still to go, the PREPAREs its statements need, then
     * the statements. Answers the statements' results only.
     */
    send: async (text: string, begin?: string): Promise<QueryResult<Row>[]> => {
      const prepares = [...toPrepare].map(([name, body]) => `PREPARE ${name} AS ${body}`);
      toPrepare.clear();
      const before = begin === undefined ? prepares : [begin, ...prepares];
      if (before.length === 0) return runText(client, text);
      try {
        return (await runText(client, [...before, text].join(';\n'))).slice(before.length);
      } catch (error) {
        if (prepares.length > 0) uncertainPrepared.add(client);
        throw error;
      }
    },
  };
}

/**
 * A transaction's BEGIN, sent in the same message as the transaction's first statement
 * (issue 18): one round trip less for every transaction, which is one less while a pair is
 * locked for a batch. The first statement is then sent with its values inlined (pipeline.ts);
 * one whose values cannot be inlined goes after a BEGIN of its own, as before. A transaction
 * that sends nothing never begins, and has nothing to commit or roll back.
 */
function lazyBegin(
  client: pg.PoolClient,
  beginText: string,
  byName: ReturnType<typeof executeByNameOn>,
) {
  let pending: string | undefined = beginText;
  return {
    get begun() {
      return pending === undefined;
    },
    /** The BEGIN to send in front of the next message, if it is still to go. */
    take(): string | undefined {
      const begin = pending;
      pending = undefined;
      return begin;
    },
    async one(statement: Statement): Promise<QueryResult<Row>> {
      if (pending === undefined) return run<Row>(client, statement.text, statement.params);
      const alone = joinStatements([statement], byName.executeAs);
      const begin = pending;
      pending = undefined;
      if (alone === undefined) {
        await client.query(begin);
        return run<Row>(client, statement.text, statement.params);
      }
      const results = await byName.send(alone, begin);
      const result = results[0];
      if (!result) throw new Error('a statement sent with BEGIN returned no result');
      return result;
    },
  };
}

/** One try of a transaction on one pooled connection; notes when COMMIT went out. */
async function attempt<T>(
  pool: pg.Pool,
  fn: (tx: Tx) => Promise<T>,
  options: TransactionOptions,
  progress: { commitSent: boolean },
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const byName = executeByNameOn(client);
  const begin = lazyBegin(
    client,
    `BEGIN ISOLATION LEVEL ${(options.isolation ?? 'read committed').toUpperCase()}`,
    byName,
  );
  try {
    const hooks = createCommitHooks();
    const pipelining = createPipelining(
      (statement) => begin.one(statement),
      (text) => byName.send(text, begin.take()),
      byName.executeAs,
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
        await byName.send(text, begin.take());
      },
    };
    const value = await fn(tx);
    await hooks.run();
    const deferred = pipelining.takeHeld();
    const last = [...deferred.map((d) => d.statement), ...withCommit];
    // Nothing sent and nothing to send: the transaction never began, so it has nothing to commit.
    if (!begin.begun && last.length === 0) return value;
    // From here the outcome may be unknown: a cut while the last statements and COMMIT are on
    // their way is never retried (the caller answers 503, an Idempotency-Key retry finds out).
    progress.commitSent = true;
    const together = joinStatements([...last, { text: 'COMMIT' }], byName.executeAs);
    const results: QueryResult<Row>[] = [];
    if (together === undefined) {
      for (const statement of last) results.push(await begin.one(statement));
      await client.query('COMMIT');
    } else {
      results.push(...(await byName.send(together, begin.take())));
    }
    deferred.forEach((d, index) => {
      const result = results[index];
      if (result) d.onResult?.(result);
    });
    return value;
  } catch (error) {
    // A cut connection has already rolled back on the server (PostgreSQL aborts the
    // transaction of a session that ends); only a live one needs the ROLLBACK, and only a
    // transaction that began.
    if (isConnectionError(error)) broken = error as Error;
    else if (begin.begun) {
      await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
    }
    throw error;
  } finally {
    // With an error the pool destroys the client instead of lending out a dead connection.
    client.release(
      broken ??
        (uncertainPrepared.has(client) ? new Error('prepared statements unknown') : undefined),
    );
  }
}

export function createPostgresDatabase(
  connectionString: string,
  poolSizeOrOptions: number | PostgresOptions = {},
): Database {
  const options =
    typeof poolSizeOrOptions === 'number' ? { poolSize: poolSizeOrOptions } : poolSizeOrOptions;
  const pool = createPool(connectionString, options);

  /**
   * A connection cut before COMMIT went out rolled everything back, so the work runs once more on
   * a fresh connection (what a deadlock retry already does). A cut during COMMIT leaves the
   * outcome unknown: it is never retried here, the request answers 503, and the client's retry
   * with its Idempotency-Key finds the stored answer if the commit did land.
   */
  async function attemptWithReconnect<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions) {
    const progress = { commitSent: false };
    try {
      return await attempt(pool, fn, options, progress);
    } catch (error) {
      const retry = isConnectionError(error) && !isCheckoutTimeout(error) && !progress.commitSent;
      if (!retry) throw error;
      return attempt(pool, fn, options, { commitSent: false });
    }
  }

  return {
    kind: 'postgres',
    query: <T extends object = Row>(text: string, params?: readonly unknown[]) =>
      run<T>(pool, text, params),
    exec: async (text: string) => {
      await pool.query(text);
    },
    transaction: <T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) =>
      withRetries(
        () => attemptWithReconnect(fn, options),
        options.maxRetries ?? DEFAULT_TRANSACTION_RETRIES,
      ),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
