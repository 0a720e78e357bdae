import type { Queryable } from '../db/database.js';

/**
 * Fixed-window request counters in PostgreSQL (table rate_limit_windows), shared by every
 * instance. One statement counts a hit and says where the window stands: a window that has
 * ended starts again at 1. It runs on its own, outside any request transaction, so a refused or
 * rolled-back request still counts.
 */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetsInMs: number;
}

export async function countHit(q: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const { rows } = await q.query<{ hits: number; resets_in_ms: number }>(
    `INSERT INTO rate_limit_windows AS w (key, hits, resets_at)
     VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN w.resets_at <= now() THEN 1 ELSE w.hits + 1 END,
       resets_at = CASE WHEN w.resets_at <= now() THEN EXCLUDED.resets_at ELSE w.resets_at END
     RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS resets_in_ms`,
    [key.slice(0, 200), windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: row.hits, resetsInMs: row.resets_in_ms };
}

/** Ended windows are only clutter (countHit restarts them anyway); this clears them in batches. */
export async function deleteEndedWindows(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM rate_limit_windows WHERE key IN (
       SELECT key FROM rate_limit_windows WHERE resets_at < now() LIMIT 10000)`,
  );
}
