import { randomBytes } from 'node:crypto';
import {
  REALTIME_NOTIFY_CHANNEL,
  RealtimeTopicSchema,
  type RealtimeNotification,
} from '@soko/shared';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database, Listening } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createChannelAccess } from './realtime-access.js';
import { createConnectionHandler, type RealtimeClient } from './realtime-connection.js';
import { startHeartbeats } from './realtime-heartbeat.js';
import { RealtimeHub } from './realtime-hub.js';
import { readChannelSequences } from './realtime.repository.js';
import { createSequenceReader } from './realtime-sequences.js';

/** What the outbox NOTIFYs (db/realtime-outbox.ts); checked, since a payload is just text. */
const Notifications = z.array(
  z.object({
    c: z.string().min(1),
    s: z.number().int().positive(),
    t: z.array(RealtimeTopicSchema),
    at: z.string(),
  }),
);

/** Sockets that do not answer the going-away close within this long are cut. */
const CLOSE_GRACE_MS = 1_000;

/** Parses one NOTIFY payload; undefined (and a warning) when it is not what the outbox sends. */
function parseNotifications(payload: string, log: FastifyBaseLogger) {
  try {
    return Notifications.parse(JSON.parse(payload)) satisfies RealtimeNotification[];
  } catch {
    log.warn({ payload: payload.slice(0, 200) }, 'realtime: ignored a malformed notification');
    return undefined;
  }
}

/** The LISTEN connection came back: anything sent meanwhile is lost, so everyone re-fetches. */
async function resync(hub: RealtimeHub<RealtimeClient>, db: Database, log: FastifyBaseLogger) {
  const channels = hub.listenerReconnected();
  let current = new Map<string, number>();
  try {
    current = await readChannelSequences(db, channels);
  } catch (error) {
    log.warn({ err: error }, 'realtime: could not read sequences after a reconnect');
  }
  hub.refetchAll(current);
}

/** Says goodbye (1001) to every socket; one that does not answer within the grace is cut. */
async function closeSockets(clients: RealtimeClient[]) {
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.ws.readyState === WebSocket.CLOSED) return resolve();
          const cut = setTimeout(() => client.ws.terminate(), CLOSE_GRACE_MS);
          client.ws.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
          client.ws.close(1001, 'Server going away');
        }),
    ),
  );
}

/**
 * The realtime push of one instance: the LISTEN connection feeds the hub, the hub fans events
 * out to this instance's sockets, heartbeats find dead sockets and ended sessions. Instances
 * share nothing but PostgreSQL: each hears every commit's NOTIFY and serves its own sockets.
 */
export function createRealtimeService(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { config, db, log } = deps;
  const instanceId = `${process.pid.toString(36)}-${randomBytes(4).toString('hex')}`;
  const hub = new RealtimeHub<RealtimeClient>({ maxBufferBytes: config.realtime.maxBufferBytes });
  const access = createChannelAccess(deps);
  const sequences = createSequenceReader(db);
  const accept = createConnectionHandler({
    hub,
    access,
    sequences,
    instanceId,
    heartbeatMs: config.realtime.heartbeatMs,
    log,
  });
  let listening: Listening | undefined;
  let heartbeats: { stop(): void } | undefined;

  return {
    instanceId,
    /** Hands a freshly upgraded socket to the protocol. */
    accept,
    /** The channels' current sequences (0 for one never published on), batched per tick. */
    async readSequences(channels: string[]): Promise<Map<string, number>> {
      const seqs = await Promise.all(channels.map((channel) => sequences.read(channel)));
      return new Map(channels.map((channel, i) => [channel, seqs[i] ?? 0]));
    },
    /** Whether this instance holds as many sockets as REALTIME_MAX_SOCKETS allows. */
    isFull: () => hub.stats().sockets >= config.realtime.maxSockets,
    /** Counters for diagnostics and the benchmark: sockets, subscriptions, drops, deliveries. */
    stats: () => hub.stats(),

    async start() {
      if (listening) return;
      listening = await db.listen(REALTIME_NOTIFY_CHANNEL, {
        onNotification: (payload) => {
          for (const notification of parseNotifications(payload, log) ?? []) {
            hub.deliver(notification);
          }
        },
        onReconnect: () => void resync(hub, db, log),
      });
      heartbeats = startHeartbeats({
        hub,
        access,
        clock: deps.clock,
        intervalMs: config.realtime.heartbeatMs,
        log,
      });
    },

    /** Stops the beats and the LISTEN, then says goodbye (1001) to every socket. */
    async close() {
      heartbeats?.stop();
      heartbeats = undefined;
      const current = listening;
      listening = undefined;
      await current?.close();
      await closeSockets([...hub.connections()]);
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
