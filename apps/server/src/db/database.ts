/**
 * One query layer over two engines: embedded PGlite (no DATABASE_URL) and a PostgreSQL server
 * through node-postgres. Both speak the same SQL with $1 placeholders, and both parse int8 into
 * bigint so amounts never pass through a JavaScript number.
 */
export type Row = Record<string, unknown>;

/** A statement and its parameters, for what sends several at once (db/pipeline.ts). */
export interface Statement {
  text: string;
  params?: readonly unknown[];
}

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T extends object = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations, test resets). */
  exec(text: string): Promise<void>;
}

/**
 * A handle that exists only inside a transaction. Repository write functions take a Tx, so no
 * write (and no money movement) can happen outside one.
 */
export interface Tx extends Queryable {
  readonly inTransaction: true;
  /**
   * Runs `hook` inside this transaction just before COMMIT, after the caller's work, in the order
   * registered. The realtime outbox uses it so its notification is the last statement: the rows it
   * locks are held only for the commit itself, and a rolled-back transaction notifies nobody.
   */
  beforeCommit(hook: () => Promise<void>): void;
  /**
   * Runs `fn`; the statements it issues on this transaction without awaiting each other leave
   * together in one round trip, in the order issued (db/pipeline.ts). Sequential statements
   * inside it go one by one, as outside.
   */
  pipeline<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Writes whose answer nobody reads, already decided in memory under locks this transaction
   * holds: they leave in front of the transaction's next statement, in the same message, or with
   * its COMMIT (db/pipeline.ts), saving their own round trip. If they fail, the whole
   * transaction fails (no savepoint rolls back past them) and nothing commits. `onResult`, if
   * given, gets the last statement's answer once it has run.
   */
  defer(statements: readonly Statement[], onResult?: (result: QueryResult<Row>) => void): void;
  /**
   * For a beforeCommit hook only: a statement whose answer nobody reads, sent in the same message
   * as COMMIT on PostgreSQL (db/pipeline.ts), so the rows it locks are held for the commit alone,
   * with no round trip to the server in between; on PGlite it runs last, before its commit. If it
   * fails, the transaction rolls back as if it had been sent alone.
   */
  sendWithCommit(statement: Statement): void;
}

/** What a LISTEN connection reports: each payload, and when it had to reconnect (events lost). */
export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** The connection dropped and was opened again: anything sent meanwhile was missed. */
  onReconnect?(): void;
}

export interface Listening {
  close(): Promise<void>;
}

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: IsolationLevel;
  /** How many times a serialization failure or deadlock is retried before giving up. */
  maxRetries?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** LISTENs on a NOTIFY channel (PostgreSQL: a dedicated connection that reconnects by itself). */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  close(): Promise<void>;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
export const DEFAULT_TRANSACTION_RETRIES = 5;

export function isRetryableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint;
}

/**
 * How many transaction attempts this process has lost to each retryable cause (retried, or the
 * last one given up). Locking in one global order
 * should make deadlocks impossible, so a test reads `deadlocks` to prove none happened (a retry
 * would otherwise hide them).
 */
export const transactionRetryCounts = { deadlocks: 0, serializationFailures: 0 };

/** Runs `attempt` again on serialization failures and deadlocks, a bounded number of times. */
export async function withRetries<T>(attempt: () => Promise<T>, maxRetries: number): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableError(error)) throw error;
      if ((error as { code?: unknown }).code === '40P01') transactionRetryCounts.deadlocks += 1;
      else transactionRetryCounts.serializationFailures += 1;
      if (tries >= maxRetries) throw error;
      // A short, growing, jittered pause lets the competing transaction finish first.
      const pauseMs = 5 * 2 ** tries + Math.floor(Math.random() * 10);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/** The beforeCommit hooks of one transaction attempt; a retried attempt starts with none. */
export function createCommitHooks() {
  const hooks: (() => Promise<void>)[] = [];
  return {
    add: (hook: () => Promise<void>) => {
      hooks.push(hook);
    },
    run: async () => {
      // A hook may register another (it is still before COMMIT), so read the length each time.
      for (let index = 0; index < hooks.length; index += 1) await hooks[index]?.();
    },
  };
}

/** Only plain identifiers may be LISTENed on (the name is spliced into the statement). */
export function assertListenChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad LISTEN channel ${channel}`);
}
