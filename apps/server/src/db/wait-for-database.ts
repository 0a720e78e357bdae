import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './connection-errors.js';
import type { Database } from './database.js';

const FIRST_PAUSE_MS = 250;
const MAX_PAUSE_MS = 5_000;

/** The server could not use its database at start; the message is the whole story, one line. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** A connection string fit for a log line: everything but the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Waits for the database to answer `SELECT 1`, retrying with a growing pause (capped at 5 s)
 * while it is unreachable: a server started together with its database, or during a failover,
 * should not need a supervisor to try again. Gives up after `timeoutMs`. A failure that waiting
 * cannot cure (wrong password, no such database) gives up at once.
 */
export async function waitForDatabase(
  db: Database,
  options: { timeoutMs: number; address: string; onWaiting?: (reason: string) => void },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (let tries = 0; ; tries += 1) {
    try {
      await db.query('SELECT 1');
      return;
    } catch (error) {
      const reason = messageOf(error) || String((error as { code?: unknown }).code);
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseStartError(`Cannot use PostgreSQL at ${options.address}: ${reason}`);
      }
      const leftMs = deadline - Date.now();
      if (leftMs <= 0) {
        const seconds = Math.round(options.timeoutMs / 1000);
        throw new DatabaseStartError(
          `Could not reach PostgreSQL at ${options.address} within ${seconds} s (${reason}); ` +
            'giving up (DB_START_TIMEOUT_SECONDS).',
        );
      }
      if (tries === 0) options.onWaiting?.(reason);
      await sleep(Math.min(leftMs, FIRST_PAUSE_MS * 2 ** Math.min(tries, 5), MAX_PAUSE_MS));
    }
  }
}
