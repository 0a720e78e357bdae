import pg from 'pg';
import { Tally } from './stats.js';

/**
 * Samples what the bench database's busy backends are doing every `everyMs`: the wait event
 * (Lock:transactionid is a row lock, LWLock:WALWrite and IO:WALSync are commits waiting for the
 * disk, Client:ClientRead an idle-in-transaction backend waiting for the server's next
 * statement), or "CPU" when a backend is running. A cheap stand-in for a profiler. For the
 * waits that say where a transaction stands still (a row lock, or waiting for the server), it
 * also tallies the statement: the one waiting for the lock, or the last one the backend ran
 * before waiting for the server (literals and savepoint numbers folded, so each kind of
 * statement counts once).
 */
const WHERE_WAITS = new Set(['Lock:transactionid', 'Lock:tuple', 'Client:ClientRead']);

/** A statement's first words with its literals and savepoint numbers folded. */
export function statementKind(query: string): string {
  return query
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/job_\d+/g, 'job_n')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 48);
}

export async function startWaitSampler(url: string, database: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: url });
  // The database is dropped at the end even if the run failed half-way: no crash for that.
  client.on('error', () => undefined);
  await client.connect();
  const tally = new Tally();
  const statements = new Tally();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; query: string }>(
        `SELECT COALESCE(wait_event_type || ':' || wait_event, 'CPU') AS wait, left(query, 400) AS query
           FROM pg_stat_activity
          WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()`,
        [database],
      );
      for (const row of rows) {
        tally.add(row.wait);
        if (WHERE_WAITS.has(row.wait)) statements.add(`${row.wait} @ ${statementKind(row.query)}`);
      }
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let stopping: Promise<{ tally: Tally; statements: Tally; samples: number }> | undefined;
  return {
    /** Stops sampling (once, however often it is called) and answers what was seen. */
    stop() {
      running = false;
      stopping ??= loop
        .catch(() => undefined)
        .then(() => client.end().catch(() => undefined))
        .then(() => ({ tally, statements, samples }));
      return stopping;
    },
  };
}
