import { REALTIME_NOTIFY_CHANNEL, type RealtimeTopic } from '@soko/shared';
import type { Tx } from './database.js';
import { prepared } from './prepared-statements.js';

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

/**
 * NOTIFY payloads must stay under 8000 bytes; one transaction touches a handful of channels (a
 * batch of takes a few dozen). Messages are cut into payloads of about this many bytes at most,
 * plus one message (each well under 500 bytes).
 */
const PAYLOAD_BUDGET_BYTES = 7_000;

/**
 * Bumps the channels' sequences and sends the messages in ONE statement (one round trip fewer
 * while the transaction holds its locks, the busiest channel rows among them): the bumped rows
 * become JSON messages in channel order, cut into payloads by their running length, one
 * pg_notify each. The messages are what the LISTEN side parses ({c, s, t, at}).
 */
function flushOutbox(tx: Tx, outbox: Map<string, Set<RealtimeTopic>>): Promise<void> {
  const channels = [...outbox.keys()].sort();
  if (channels.length === 0) return Promise.resolve();
  const topics = channels.map((channel) => JSON.stringify([...(outbox.get(channel) ?? [])]));
  // Sent with COMMIT (one message): the channel rows every publisher bumps, the `market` row
  // above all, are then held by this transaction for its commit alone.
  tx.sendWithCommit({
    text: prepared(`WITH wanted AS (
       SELECT channel, topics::json AS topics, n
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS c (channel, topics, n)
     ), bumped AS (
       INSERT INTO realtime_channels (channel, seq, updated_at)
       SELECT channel, 1, clock_timestamp() FROM wanted ORDER BY n
       ON CONFLICT (channel) DO UPDATE
         SET seq = realtime_channels.seq + 1, updated_at = EXCLUDED.updated_at
       RETURNING channel, seq, updated_at
     ), messages AS (
       SELECT w.n, json_build_object('c', b.channel, 's', b.seq, 't', w.topics,
                'at', to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                AS message
         FROM bumped b JOIN wanted w ON w.channel = b.channel
     ), sized AS (
       SELECT n, message,
              sum(octet_length(message::text) + 1) OVER (ORDER BY n) AS upto_bytes
         FROM messages
     )
     SELECT pg_notify($3, json_agg(message ORDER BY n)::text)
       FROM sized GROUP BY (upto_bytes - 1) / $4 ORDER BY min(n)`),
    params: [channels, topics, REALTIME_NOTIFY_CHANNEL, PAYLOAD_BUDGET_BYTES],
  });
  return Promise.resolve();
}
