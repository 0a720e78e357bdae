import pg from 'pg';
import { assertListenChannel, type Listening, type NotificationHandlers } from './database.js';

const RETRY_MIN_MS = 250;
// Capped low: while the database is away each try is one refused connection, and once it is back
// subscribers should hear "refetch" within seconds, not after a long backoff.
const RETRY_MAX_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * LISTEN needs a connection of its own for as long as the process lives, so it is a plain client
 * outside the pool. When it drops (server restart, network), it reconnects with a growing pause
 * and reports onReconnect: notifications sent while it was away are gone for good, and whoever
 * listens must tell its own clients to re-fetch.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  assertListenChannel(channel);
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect() {
    // No statement or idle-in-transaction timeout here: the connection is idle for good, and
    // outside any transaction, by design. Keepalive notices a peer that vanished without a word.
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    next.on('error', () => reconnectLater(next));
    next.on('end', () => reconnectLater(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    failures = 0;
  }

  function reconnectLater(dead: pg.Client) {
    if (closed || client !== dead) return;
    client = undefined;
    dead.removeAllListeners('notification');
    void dead.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (closed || retryTimer) return;
    const pauseMs = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => handlers.onReconnect?.(),
        () => schedule(),
      );
    }, pauseMs);
  }

  // The first connection must work: a server that cannot listen should fail at start, loudly.
  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
