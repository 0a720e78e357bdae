import { isDatabaseUnavailable } from './connection-errors.js';
import { isRetryableError, type Tx } from './database.js';
import { releaseOutboxInto } from './realtime-outbox.js';

export type SavepointOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Whether an error inside a savepoint must end the whole transaction rather than only the
 * savepoint: a deadlock or serialization failure (the transaction helper retries the whole
 * transaction) and a database that cannot serve (a cut connection, a timeout). Anything else
 * (a refusal such as INSUFFICIENT_BALANCE, or a bug) belongs to the one piece of work alone.
 */
export function endsTransaction(error: unknown): boolean {
  return isRetryableError(error) || isDatabaseUnavailable(error);
}

/**
 * Runs `run` inside SAVEPOINT `name` of `tx`, on a Tx of its own whose commit hooks and
 * realtime messages stay with the savepoint: if `run` throws, everything it wrote, locked,
 * stored (an Idempotency-Key's answer) and published is rolled back with ROLLBACK TO SAVEPOINT
 * and its error comes back as the outcome; if it succeeds, its messages and hooks join the
 * transaction's and go out with its COMMIT (merged per channel, as one transaction's are).
 * The savepoint is not released (one round trip saved): an outer savepoint of a later piece of
 * work nests inside it, and ROLLBACK TO a later name keeps everything earlier.
 */
export async function runInSavepoint<T>(
  tx: Tx,
  name: string,
  run: (scope: Tx) => Promise<T>,
): Promise<SavepointOutcome<T>> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad savepoint name ${name}`);
  const hooks: (() => Promise<void>)[] = [];
  const scope: Tx = {
    inTransaction: true,
    query: (text, params) => tx.query(text, params),
    exec: (text) => tx.exec(text),
    pipeline: (fn) => tx.pipeline(fn),
    defer: (statements, onResult) => tx.defer(statements, onResult),
    // Only hooks call it, and a savepoint's hooks run at the transaction's commit, if at all.
    sendWithCommit: (statement) => tx.sendWithCommit(statement),
    beforeCommit: (hook) => {
      hooks.push(hook);
    },
  };
  try {
    // The SAVEPOINT leaves in one message with the first statement of `run` (Tx.pipeline):
    // a round trip less per request of a batch. Both are sent before any error is handled,
    // so a ROLLBACK TO below always finds the savepoint.
    const [, value] = await tx.pipeline(() =>
      Promise.all([tx.query(`SAVEPOINT ${name}`), run(scope)]),
    );
    releaseOutboxInto(scope, tx);
    for (const hook of hooks) tx.beforeCommit(hook);
    return { ok: true, value };
  } catch (error) {
    if (endsTransaction(error)) throw error;
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    return { ok: false, error };
  }
}
