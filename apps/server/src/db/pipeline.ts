import { escapeLiteral } from 'pg';
import type { QueryResult, Row, Statement } from './database.js';

export type { Statement };

/**
 * Statements sent together in one round trip (issue 18). Inside `Tx.pipeline(fn)`, statements
 * that `fn` issues on the transaction without awaiting one another (`Promise.all` of writes
 * whose results none of them needs) leave in ONE message: the simple query protocol runs
 * several statements from one string, in order, inside the open transaction, and the first
 * that fails stops the rest and fails them all (the transaction is then aborted, exactly as if
 * that statement had been sent alone). A statement awaited on its own still goes alone, with
 * its parameters bound as usual, so a pipeline changes nothing for sequential code.
 *
 * The simple protocol has no bound parameters, so the values are written into the text as
 * quoted literals: strings escaped by node-postgres's escapeLiteral, arrays as array
 * literals, dates as ISO instants, bigints as digits. A quoted literal is of unknown type, as an
 * unbound parameter is, so each takes the type its place in the statement gives it. Only values
 * of those kinds are inlined; a statement with any other value (a Buffer, an object), or whose
 * text has a `$` inside its own quoted strings or dollar quotes, makes the group go one
 * statement at a time, as without a pipeline.
 */

class NotInlinable extends Error {}

/** node-postgres's own quoting (quotes doubled; with a backslash, an E'' string with it doubled). */
const quote = (text: string): string => escapeLiteral(text);

function scalarText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new NotInlinable();
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  throw new NotInlinable();
}

function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (Array.isArray(value)) throw new NotInlinable();
    const text = scalarText(value);
    return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

/** One value as an SQL literal (NULL or a quoted string of unknown type). */
export function sqlLiteral(value: unknown): string {
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  const text = scalarText(value);
  return text === null ? 'NULL' : quote(text);
}

/** Whether a `$n` could sit inside the text's own quoted or dollar-quoted strings. */
function hasQuotedPlaceholder(text: string): boolean {
  if (text.includes('$$')) return true;
  return (text.match(/'(?:[^']|'')*'/g) ?? []).some((literal) => /\$\d/.test(literal));
}

/** The statement with its $n placeholders replaced by the literals of its parameters. */
export function inlineParameters(statement: Statement): string {
  if (hasQuotedPlaceholder(statement.text)) throw new NotInlinable();
  const params = statement.params ?? [];
  const literals = params.map(sqlLiteral);
  return statement.text.replace(/\$(\d+)/g, (match, digits: string) => {
    const literal = literals[Number(digits) - 1];
    if (literal === undefined)
      throw new Error(`statement has ${match} but ${params.length} params`);
    return literal;
  });
}

/**
 * A prepared statement run by name with its values inlined (prepared-statements.ts): the
 * literals are the same as inlineParameters writes, and each takes its parameter's type.
 */
export function executeByName(name: string, statement: Statement): string {
  const literals = (statement.params ?? []).map(sqlLiteral);
  return literals.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${literals.join(', ')})`;
}

/**
 * Answers the name to EXECUTE a statement by, when the connection has it (or will have it)
 * prepared; undefined sends its text with the values inlined.
 */
export type ExecuteAs = (statement: Statement) => string | undefined;

/** The statements as one simple-protocol string, or undefined when a value cannot be inlined. */
export function joinStatements(
  statements: readonly Statement[],
  executeAs?: ExecuteAs,
): string | undefined {
  const render = (statement: Statement) => {
    const name = executeAs?.(statement);
    return name === undefined ? inlineParameters(statement) : executeByName(name, statement);
  };
  try {
    return statements.map((s) => render(s).trim().replace(/;$/, '')).join(';\n');
  } catch (error) {
    if (error instanceof NotInlinable) return undefined;
    throw error;
  }
}

/** A deferred statement, and who wants its answer once it has run (see createPipelining). */
export interface Deferred {
  statement: Statement;
  onResult?: ((result: QueryResult<Row>) => void) | undefined;
}

interface Queued {
  statement: Statement;
  resolve: (result: QueryResult<Row>) => void;
  reject: (error: unknown) => void;
}

/** Sends a group in one message (or, when it cannot be joined, one statement at a time). */
async function sendGroup(
  group: Queued[],
  sendOne: (statement: Statement) => Promise<QueryResult<Row>>,
  sendMany: (text: string, count: number) => Promise<QueryResult<Row>[]>,
  executeAs: ExecuteAs | undefined,
) {
  const text =
    group.length > 1
      ? joinStatements(
          group.map((q) => q.statement),
          executeAs,
        )
      : undefined;
  if (text === undefined) {
    // One statement (or values that cannot be inlined): in order, one at a time.
    for (const item of group) {
      try {
        item.resolve(await sendOne(item.statement));
      } catch (error) {
        for (const rest of group.slice(group.indexOf(item))) rest.reject(error);
        return;
      }
    }
    return;
  }
  try {
    const results = await sendMany(text, group.length);
    group.forEach((item, index) => {
      const result = results[index];
      if (result) item.resolve(result);
      else item.reject(new Error(`a pipelined statement returned no result (${index})`));
    });
  } catch (error) {
    for (const item of group) item.reject(error);
  }
}

/**
 * The query side of a transaction handle with pipelines: `query` sends at once outside a
 * pipeline; inside one it queues, and the statements queued in the same tick leave together.
 *
 * Deferred statements (`defer`, issue 18) are writes whose answer nobody reads, already decided
 * in memory under the locks the transaction holds: they leave in front of the transaction's
 * next statement, in the same message (or with its COMMIT, `takeHeld`). If a message that
 * carries deferred statements fails, the writes of work that already succeeded are lost, so the
 * transaction is lost with them: that error fails every statement sent after it, and the
 * commit, so no savepoint can roll back past it and nothing commits.
 */
export function createPipelining(
  sendOne: (statement: Statement) => Promise<QueryResult<Row>>,
  sendMany: (text: string, count: number) => Promise<QueryResult<Row>[]>,
  executeAs?: ExecuteAs,
) {
  let depth = 0;
  let queued: Queued[] = [];
  let held: Deferred[] = [];
  let lost: { error: Error } | undefined;

  /** Deferred statements as queue entries: their failure loses the transaction. */
  function takeHeldQueued(): Queued[] {
    const deferred = held;
    held = [];
    return deferred.map(({ statement, onResult }) => ({
      statement,
      resolve: (result: QueryResult<Row>) => onResult?.(result),
      reject: (error: unknown) => {
        lost ??= { error: error instanceof Error ? error : new Error(String(error)) };
      },
    }));
  }

  function flush() {
    const group = [...takeHeldQueued(), ...queued];
    queued = [];
    void sendGroup(group, sendOne, sendMany, executeAs);
  }

  return {
    query: (statement: Statement): Promise<QueryResult<Row>> => {
      if (lost) return Promise.reject(lost.error);
      if (depth === 0 && held.length === 0) return sendOne(statement);
      return new Promise((resolve, reject) => {
        const entry = { statement, resolve, reject };
        if (depth === 0) {
          void sendGroup([...takeHeldQueued(), entry], sendOne, sendMany, executeAs);
          return;
        }
        queued.push(entry);
        // Everything issued before the current synchronous run ends joins this group.
        if (queued.length === 1) queueMicrotask(flush);
      });
    },
    pipeline: async <T>(fn: () => Promise<T>): Promise<T> => {
      depth += 1;
      try {
        return await fn();
      } finally {
        depth -= 1;
      }
    },
    /** Writes to send in front of the next statement (see above). */
    defer: (statements: readonly Statement[], onResult?: (result: QueryResult<Row>) => void) => {
      if (lost) throw lost.error;
      // The answer, if wanted, is the last statement's, once it has run.
      held.push(
        ...statements.map((statement, index) => ({
          statement,
          onResult: index === statements.length - 1 ? onResult : undefined,
        })),
      );
      // Statements issued earlier in this tick and not yet sent go first: order is kept.
      if (queued.length > 0) queued.push(...takeHeldQueued());
    },
    /** Sends the deferred statements now, alone (before a raw exec, or a commit on PGlite). */
    flushHeld: async () => {
      if (held.length > 0) await sendGroup(takeHeldQueued(), sendOne, sendMany, executeAs);
      if (lost) throw lost.error;
    },
    /** For a commit that sends the deferred statements with it: they are the caller's now. */
    takeHeld: (): Deferred[] => {
      if (lost) throw lost.error;
      const deferred = held;
      held = [];
      return deferred;
    },
  };
}
