import { parseChannel } from '@soko/shared';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { Clock } from '../../lib/clock.js';
import { isPrivateChannel, privateChannelRefusal, type ChannelAccess } from './realtime-access.js';
import type { RealtimeClient } from './realtime-connection.js';
import type { RealtimeHub } from './realtime-hub.js';

export interface HeartbeatDeps {
  hub: RealtimeHub<RealtimeClient>;
  access: ChannelAccess;
  clock: Clock;
  intervalMs: number;
  log: FastifyBaseLogger;
}

const privateChannelsOf = (client: RealtimeClient) =>
  [...client.subscriptions.keys()].filter((channel) => {
    const parsed = parseChannel(channel);
    return parsed !== null && isPrivateChannel(parsed);
  });

/**
 * Every beat, for every socket: one that did not answer the last ping is dead (a phone that
 * left the network never says goodbye) and is closed; the others get a ping and a `heartbeat`
 * message, which keeps proxies from timing out a quiet line and tells the browser the line is
 * up. One timer for all sockets, not one each.
 *
 * Then the sockets that follow a private channel have their sessions re-read, all in one query:
 * a logout, an expiry, a suspension or a lost admin role ends those subscriptions
 * (`unsubscribed` SESSION_ENDED) while the public ones carry on.
 */
export function startHeartbeats(deps: HeartbeatDeps) {
  const { hub, access, log } = deps;
  let revalidating = false;

  async function revalidate() {
    const holders = [...hub.connections()].filter(
      (client) => client.viewer !== null && privateChannelsOf(client).length > 0,
    );
    if (holders.length === 0) return;
    const sessionIds = new Set(holders.map((client) => client.viewer?.sessionId ?? ''));
    const viewers = await access.viewersOf([...sessionIds]);
    for (const client of holders) {
      if (client.closed || !client.viewer) continue;
      const viewer = viewers.get(client.viewer.sessionId) ?? null;
      client.viewer = viewer;
      for (const channel of privateChannelsOf(client)) {
        const parsed = parseChannel(channel);
        if (parsed && privateChannelRefusal(parsed, viewer)) {
          hub.unsubscribe(client, channel, 'SESSION_ENDED');
        }
      }
    }
  }

  function beat() {
    const heartbeat = hub.encode({ type: 'heartbeat', at: deps.clock.now().toISOString() });
    for (const client of hub.connections()) {
      if (!client.alive) {
        hub.disconnect(client);
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.messagesThisBeat = 0;
      if (client.ws.readyState !== WebSocket.OPEN) continue;
      client.ws.ping();
      hub.sendEncoded(client, heartbeat);
    }
    // A slow database must not pile up re-checks: skip this beat's if the last is still running.
    if (revalidating) return;
    revalidating = true;
    revalidate()
      .catch((error: unknown) => log.warn({ err: error }, 'realtime session re-check failed'))
      .finally(() => {
        revalidating = false;
      });
  }

  const timer = setInterval(beat, deps.intervalMs);
  // The server's own sockets keep the process alive; this timer alone must not.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
