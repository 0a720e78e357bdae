import type { Queryable } from '../../db/database.js';

/**
 * The current sequence of each named channel (realtime_channels, bumped by the outbox at each
 * commit); a channel nothing was ever published on is absent, which means sequence 0.
 */
export async function readChannelSequences(
  db: Queryable,
  channels: readonly string[],
): Promise<Map<string, number>> {
  const current = new Map<string, number>();
  if (channels.length === 0) return current;
  const { rows } = await db.query<{ channel: string; seq: bigint }>(
    'SELECT channel, seq FROM realtime_channels WHERE channel = ANY($1::text[])',
    [channels],
  );
  // Sequences count commits on one channel: far below 2^53, so a number is exact.
  for (const row of rows) current.set(row.channel, Number(row.seq));
  return current;
}
