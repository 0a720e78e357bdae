import pg from 'pg';
import { Tally } from './stats.js';

/**
 * Samples what the bench database's busy backends are doing every `everyMs`: the wait event
 * (Lock:transactionid is a row lock, LWLock:WALWrite and IO:WALSync are commits waiting for the
 * disk, Client:ClientRead an idle-in-transaction backend waiting for the server's next
 * statement), or "CPU" when a backend is running. A cheap stand-in for a profiler.
 */
export async function startWaitSampler(url: string, database: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: url });
  // The database is dropped at the end even if the run failed half-way: no crash for that.
  client.on('error', () => undefined);
  await client.connect();
  const tally = new Tally();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; n: string }>(
        `SELECT COALESCE(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*) AS n
           FROM pg_stat_activity
          WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()
          GROUP BY 1`,
        [database],
      );
      for (const row of rows) tally.add(row.wait, Number(row.n));
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let stopping: Promise<{ tally: Tally; samples: number }> | undefined;
  return {
    /** Stops sampling (once, however often it is called) and answers what was seen. */
    stop() {
      running = false;
      stopping ??= loop
        .catch(() => undefined)
        .then(() => client.end().catch(() => undefined))
        .then(() => ({ tally, samples }));
      return stopping;
    },
  };
}
