import { createHash } from 'node:crypto';

/**
 * Statements planned once per connection (issue 18). Every statement sent with its values
 * inlined (pipeline.ts) or through an unnamed extended-protocol query is parsed and planned
 * again each time: measured with pg_stat_statements on the trading benchmark, planning was about
 * 1 ms of PostgreSQL's CPU per take (0.36 ms for the ledger's transfers statement alone, 0.26 ms
 * for the session lookup that runs on every request), about a fifth of its execution time.
 *
 * A hot statement's fixed text is registered here with `prepared(text)`. On PostgreSQL each
 * connection then prepares it the first time it needs it (a PREPARE in that same message, once
 * per connection: postgres.ts), and runs it afterwards by name: EXECUTE with its values inlined inside a
 * simple-protocol message, or a named extended-protocol query. PostgreSQL keeps the plan (and
 * re-plans by itself when a table it uses changes). PGlite runs every statement as before.
 *
 * Only texts that never vary belong here (not ones built with a row count or a column list):
 * each registered text becomes one prepared statement on every connection.
 */
export interface RegisteredStatement {
  name: string;
  /** How many parameters PREPARE gives it: the highest $n in its text, counted once here. */
  parameterCount: number;
}

const registered = new Map<string, RegisteredStatement>();

/** Registers `text` as planned once per connection, and answers it unchanged. */
export function prepared(text: string): string {
  if (!registered.has(text)) {
    const digest = createHash('sha1').update(text).digest('hex').slice(0, 16);
    registered.set(text, { name: `soko_${digest}`, parameterCount: placeholderCount(text) });
  }
  return text;
}

/** The registered statement behind a text, if its text is registered. */
export function registeredStatement(text: string): RegisteredStatement | undefined {
  return registered.get(text);
}

/** How many $n placeholders a text numbers up to (what PREPARE gives it as parameters). */
export function placeholderCount(text: string): number {
  let highest = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) highest = Math.max(highest, Number(match[1]));
  return highest;
}
