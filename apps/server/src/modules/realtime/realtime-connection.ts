import {
  MAX_CHANNELS_PER_SOCKET,
  parseChannel,
  REALTIME_MESSAGES,
  RealtimeClientMessage,
} from '@soko/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ChannelAccess, Refusal, RealtimeViewer } from './realtime-access.js';
import type { HubConnection, RealtimeHub } from './realtime-hub.js';
import type { createSequenceReader } from './realtime-sequences.js';

/** One browser's socket on this instance. */
export interface RealtimeClient extends HubConnection {
  readonly ws: WebSocket;
  /** Null for an anonymous socket, or once its session ended. */
  viewer: RealtimeViewer | null;
  /** Whether a pong (or any message) came since the last ping; one silent beat and it goes. */
  alive: boolean;
  /** Messages since the last heartbeat, to stop a client that floods us with joins. */
  messagesThisBeat: number;
}

/** More client messages than this within one heartbeat interval closes the socket (1008). */
export const MAX_MESSAGES_PER_BEAT = 200;

export interface ConnectionDeps {
  hub: RealtimeHub<RealtimeClient>;
  access: ChannelAccess;
  sequences: ReturnType<typeof createSequenceReader>;
  instanceId: string;
  heartbeatMs: number;
  log: FastifyBaseLogger;
}

function parseMessage(raw: RawData, isBinary: boolean): RealtimeClientMessage | undefined {
  if (isBinary) return undefined;
  try {
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as Uint8Array);
    const parsed = RealtimeClientMessage.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const UNKNOWN_CHANNEL: Refusal = { code: 'NOT_FOUND', message: REALTIME_MESSAGES.unknownChannel };
const TOO_MANY_CHANNELS: Refusal = {
  code: 'VALIDATION_ERROR',
  message: REALTIME_MESSAGES.tooManyChannels,
};

const tooMany = (client: RealtimeClient, channel: string) =>
  !client.subscriptions.has(channel) && client.subscriptions.size >= MAX_CHANNELS_PER_SOCKET;

/**
 * A join, checked in precedence order (a known channel, room for it, allowed for this session),
 * registered, then answered with the channel's current sequence.
 */
async function subscribe(
  deps: ConnectionDeps,
  client: RealtimeClient,
  channel: string,
  since: number | undefined,
) {
  const { hub, access } = deps;
  const refuse = (refusal: Refusal) => hub.send(client, { type: 'error', channel, ...refusal });
  const parsed = parseChannel(channel);
  if (!parsed) return refuse(UNKNOWN_CHANNEL);
  if (tooMany(client, channel)) return refuse(TOO_MANY_CHANNELS);
  const { refusal, viewer } = await access.check(parsed, client.viewer);
  client.viewer = viewer;
  if (client.closed) return;
  if (refusal) return refuse(refusal);
  // Checked again: other joins of this socket may have landed while the access was read.
  if (tooMany(client, channel)) return refuse(TOO_MANY_CHANNELS);
  const subscription = hub.subscribe(client, channel);
  try {
    hub.answerSubscribe(subscription, since, await deps.sequences.read(channel));
  } catch (error) {
    deps.log.error({ err: error, channel }, 'realtime subscribe failed');
    hub.forget(subscription);
    refuse({ code: 'INTERNAL_ERROR', message: 'Please try again.' });
  }
}

async function onMessage(
  deps: ConnectionDeps,
  client: RealtimeClient,
  raw: RawData,
  isBinary: boolean,
) {
  client.alive = true;
  client.messagesThisBeat += 1;
  if (client.messagesThisBeat > MAX_MESSAGES_PER_BEAT) {
    client.ws.close(1008, 'Too many messages');
    return;
  }
  const message = parseMessage(raw, isBinary);
  if (!message) {
    const { badMessage } = REALTIME_MESSAGES;
    deps.hub.send(client, { type: 'error', code: 'VALIDATION_ERROR', message: badMessage });
  } else if (message.type === 'unsubscribe') {
    deps.hub.unsubscribe(client, message.channel, 'REQUESTED');
  } else {
    await subscribe(deps, client, message.channel, message.since);
  }
}

/**
 * The protocol of packages/shared/src/realtime.ts on one socket: `welcome` first, then each
 * message is answered; a bad one gets an `error` and the socket stays open.
 */
export function createConnectionHandler(deps: ConnectionDeps) {
  const { hub, log } = deps;
  /** Takes over a freshly upgraded socket; handlers are attached before anything is awaited. */
  return function accept(ws: WebSocket, viewer: RealtimeViewer | null): RealtimeClient {
    const client: RealtimeClient = {
      socket: ws,
      ws,
      subscriptions: new Map(),
      closed: false,
      viewer,
      alive: true,
      messagesThisBeat: 0,
    };
    hub.addConnection(client);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (raw, isBinary) => {
      onMessage(deps, client, raw, isBinary).catch((error: unknown) => {
        log.error({ err: error }, 'realtime message failed');
      });
    });
    ws.on('close', () => hub.disconnect(client));
    hub.send(client, {
      type: 'welcome',
      instance: deps.instanceId,
      userId: viewer?.userId ?? null,
      heartbeatMs: deps.heartbeatMs,
    });
    return client;
  };
}
