import {
  REALTIME_NOTIFY_CHANNEL,
  type RealtimeNotification,
  type RealtimeTopic,
} from '@soko/shared';
import type { Tx } from './database.js';

/**
 * The transactional outbox of realtime events. Anything that changes what a browser shows calls
 * publishOnCommit(tx, channel, topics) inside its transaction; the changes of one transaction are
 * merged per channel and sent once, just before COMMIT, as the transaction's last statement:
 *   - the channels' sequence rows are bumped in channel order (no deadlock between publishers),
 *     and their row locks are held only for the commit itself;
 *   - pg_notify is transactional: a rolled-back transaction notifies nobody, and a committed one
 *     reaches every instance's LISTEN connection in commit order.
 */
const outboxes = new WeakMap<Tx, Map<string, Set<RealtimeTopic>>>();

export function publishOnCommit(tx: Tx, channel: string, topics: readonly RealtimeTopic[]) {
  let outbox = outboxes.get(tx);
  if (!outbox) {
    const created = new Map<string, Set<RealtimeTopic>>();
    outboxes.set(tx, created);
    tx.beforeCommit(() => flushOutbox(tx, created));
    outbox = created;
  }
  const merged = outbox.get(channel) ?? new Set<RealtimeTopic>();
  for (const topic of topics) merged.add(topic);
  outbox.set(channel, merged);
}

/**
 * A savepoint's work succeeded (db/savepoint.ts): what it published joins its transaction's
 * outbox, merged per channel, and its own flush (a commit hook handed on to the transaction)
 * finds nothing left to send. A savepoint rolled back never gets here, so its messages are
 * dropped with its rows.
 */
export function releaseOutboxInto(savepoint: Tx, tx: Tx) {
  const pending = outboxes.get(savepoint);
  if (!pending) return;
  outboxes.delete(savepoint);
  for (const [channel, topics] of pending) publishOnCommit(tx, channel, [...topics]);
  pending.clear();
}

/** NOTIFY payloads must stay under 8000 bytes; one transaction touches a handful of channels. */
const MAX_PAYLOAD_BYTES = 7_500;

async function flushOutbox(tx: Tx, outbox: Map<string, Set<RealtimeTopic>>) {
  const channels = [...outbox.keys()].sort();
  if (channels.length === 0) return;
  const { rows } = await tx.query<{ channel: string; seq: bigint; at: string }>(
    `INSERT INTO realtime_channels (channel, seq, updated_at)
     SELECT channel, 1, clock_timestamp() FROM unnest($1::text[]) WITH ORDINALITY AS c(channel, n)
     ORDER BY n
     ON CONFLICT (channel) DO UPDATE
       SET seq = realtime_channels.seq + 1, updated_at = EXCLUDED.updated_at
     RETURNING channel, seq, to_char(updated_at AT TIME ZONE 'UTC',
       'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`,
    [channels],
  );
  const notifications: RealtimeNotification[] = rows.map((row) => ({
    c: row.channel,
    s: Number(row.seq),
    t: [...(outbox.get(row.channel) ?? [])],
    at: row.at,
  }));
  for (const batch of splitBySize(notifications)) {
    await tx.query('SELECT pg_notify($1, $2)', [REALTIME_NOTIFY_CHANNEL, JSON.stringify(batch)]);
  }
}

function splitBySize(notifications: RealtimeNotification[]) {
  const batches: RealtimeNotification[][] = [];
  let current: RealtimeNotification[] = [];
  let size = 2;
  for (const notification of notifications) {
    const length = JSON.stringify(notification).length + 1;
    if (current.length > 0 && size + length > MAX_PAYLOAD_BYTES) {
      batches.push(current);
      current = [];
      size = 2;
    }
    current.push(notification);
    size += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
