import type { RealtimeNotification, RealtimeServerMessage } from '@soko/shared';
import { createEventRings, type RingEvent } from './event-rings.js';

/** The part of a ws WebSocket the hub uses, so tests can hand it fakes. */
export interface RealtimeSocket {
  send(data: Buffer, options: { binary: false }): void;
  readonly bufferedAmount: number;
  terminate(): void;
}

export interface HubConnection {
  readonly socket: RealtimeSocket;
  /** channel → subscription, at most MAX_CHANNELS_PER_SOCKET (the connection handler checks). */
  readonly subscriptions: Map<string, HubSubscription>;
  /** Set once the socket is gone (closed, dropped as slow, or dead); nothing is sent after. */
  closed: boolean;
}

export interface HubSubscription {
  readonly channel: string;
  readonly connection: HubConnection;
  /** The last sequence this client was told about (by an event, `subscribed` or `refetch`). */
  seq: number;
  /** Events that arrived while the subscribe answer was prepared; null once it went out. */
  pending: RingEvent[] | null;
  /** Something was lost while pending (gap, reconnect, too many events): answer `refetch`. */
  lost: boolean;
}

export interface HubOptions {
  /** A socket with more than this waiting in its send buffer is dropped (REALTIME_MAX_BUFFER_BYTES). */
  maxBufferBytes: number;
  eventsPerChannel?: number;
  maxChannels?: number;
}

const TEXT = { binary: false } as const;
const encode = (message: RealtimeServerMessage) => Buffer.from(JSON.stringify(message));

/**
 * Who follows which channel on this instance, and the delivery of each event to them. An event is
 * serialized once and the same bytes go to every subscriber. Sending never waits: a socket whose
 * send buffer is over the limit is a slow client and is terminated, so one phone on a bad line
 * cannot hold memory for, or slow down, the thousands of others.
 */
export class RealtimeHub<C extends HubConnection = HubConnection> {
  private readonly eventsPerChannel: number;
  private readonly rings: ReturnType<typeof createEventRings>;
  private readonly subscribers = new Map<string, Set<HubSubscription>>();
  private readonly connectionSet = new Set<C>();
  private readonly counters = { droppedSlowClients: 0, eventsDelivered: 0 };
  readonly encode = encode;

  constructor(private readonly options: HubOptions) {
    this.eventsPerChannel = options.eventsPerChannel ?? 64;
    this.rings = createEventRings({
      eventsPerChannel: this.eventsPerChannel,
      maxChannels: options.maxChannels ?? 2_000,
    });
  }

  addConnection(connection: C) {
    this.connectionSet.add(connection);
  }

  connections() {
    return this.connectionSet.values();
  }

  /** Forgets a connection and its subscriptions (its socket closed or is being closed). */
  disconnect(connection: HubConnection) {
    connection.closed = true;
    for (const subscription of connection.subscriptions.values()) this.detach(subscription);
    connection.subscriptions.clear();
    this.connectionSet.delete(connection as C);
  }

  /** Sends bytes (encoded once for many, like the heartbeat), unless the client is too slow. */
  sendEncoded(connection: HubConnection, data: Buffer): boolean {
    if (connection.closed) return false;
    if (connection.socket.bufferedAmount > this.options.maxBufferBytes) {
      this.counters.droppedSlowClients += 1;
      this.disconnect(connection);
      connection.socket.terminate();
      return false;
    }
    connection.socket.send(data, TEXT);
    return true;
  }

  /** Sends one message to one connection (welcome, errors, answers). */
  send(connection: HubConnection, message: RealtimeServerMessage) {
    return this.sendEncoded(connection, encode(message));
  }

  /**
   * Registers a subscription before its current sequence is read, so no event can fall in the
   * gap between the read and the answer: events that arrive meanwhile are held back.
   */
  subscribe(connection: HubConnection, channel: string): HubSubscription {
    const existing = connection.subscriptions.get(channel);
    if (existing) this.detach(existing);
    const subscription: HubSubscription = { channel, connection, seq: 0, pending: [], lost: false };
    connection.subscriptions.set(channel, subscription);
    const set = this.subscribers.get(channel) ?? new Set<HubSubscription>();
    set.add(subscription);
    this.subscribers.set(channel, set);
    return subscription;
  }

  /** Drops a subscription without a word to the client (its join failed). */
  forget(subscription: HubSubscription) {
    const { connection, channel } = subscription;
    this.detach(subscription);
    if (connection.subscriptions.get(channel) === subscription) {
      connection.subscriptions.delete(channel);
    }
  }

  /** Ends a subscription and tells the client why (also when it did not hold one). */
  unsubscribe(connection: HubConnection, channel: string, reason: 'REQUESTED' | 'SESSION_ENDED') {
    const subscription = connection.subscriptions.get(channel);
    if (subscription) this.forget(subscription);
    this.send(connection, { type: 'unsubscribed', channel, reason });
  }

  /**
   * Answers a subscribe once the channel's current sequence is known: a fresh join gets
   * `subscribed`; a resume gets the events it missed from the ring then `subscribed` resumed,
   * or `refetch` when the ring cannot vouch for them. Then the held-back events follow.
   */
  answerSubscribe(subscription: HubSubscription, since: number | undefined, current: number) {
    const { connection, channel } = subscription;
    if (connection.closed || connection.subscriptions.get(channel) !== subscription) return;
    const pending = subscription.pending ?? [];
    subscription.pending = null;
    const replay =
      since !== undefined && !subscription.lost
        ? this.replayFor(channel, since, current)
        : undefined;
    if (since === undefined && !subscription.lost) {
      subscription.seq = current;
      this.send(connection, { type: 'subscribed', channel, seq: current, resumed: false });
    } else if (replay && since !== undefined) {
      // Resumed: the client is told the last sequence it really has; later ones are on their way.
      subscription.seq = since;
      this.flush(subscription, replay);
      const seq = subscription.seq;
      this.send(connection, { type: 'subscribed', channel, seq, resumed: true });
    } else {
      subscription.seq = Math.max(subscription.seq, current);
      this.send(connection, { type: 'refetch', channel, seq: subscription.seq });
    }
    this.flush(subscription, pending);
  }

  /** One notification from the LISTEN connection, to every subscriber of its channel. */
  deliver(notification: RealtimeNotification) {
    const { c: channel, s: seq, t: topics, at } = notification;
    const data = encode({ type: 'event', channel, seq, topics, at });
    const outcome = this.rings.record(channel, seq, data);
    const set = this.subscribers.get(channel);
    if (outcome === 'stale' || !set) return;
    if (outcome === 'gap') return this.refetchChannel(set, channel, seq);
    const event = { seq, data };
    for (const subscription of set) {
      if (subscription.pending) this.holdBack(subscription, subscription.pending, event);
      else if (seq > subscription.seq) {
        subscription.seq = seq;
        if (this.sendEncoded(subscription.connection, data)) this.counters.eventsDelivered += 1;
      }
    }
  }

  /**
   * The LISTEN connection was lost and reopened: whatever was sent meanwhile is gone. Rings
   * start afresh, joins in progress will answer `refetch`; returns the channels to re-read.
   */
  listenerReconnected(): string[] {
    this.rings.clear();
    for (const set of this.subscribers.values()) {
      for (const subscription of set) if (subscription.pending) subscription.lost = true;
    }
    return [...this.subscribers.keys()];
  }

  /** Tells every subscriber to re-fetch, with the channel's current sequence where known. */
  refetchAll(currentSeqs: ReadonlyMap<string, number>) {
    for (const [channel, set] of this.subscribers) {
      for (const subscription of set) {
        if (subscription.pending) continue;
        subscription.seq = Math.max(subscription.seq, currentSeqs.get(channel) ?? 0);
        this.send(subscription.connection, { type: 'refetch', channel, seq: subscription.seq });
      }
    }
  }

  stats() {
    let subscriptions = 0;
    for (const set of this.subscribers.values()) subscriptions += set.size;
    return {
      sockets: this.connectionSet.size,
      subscriptions,
      channels: this.subscribers.size,
      ringChannels: this.rings.size,
      droppedSlowClients: this.counters.droppedSlowClients,
      eventsDelivered: this.counters.eventsDelivered,
    };
  }

  private detach(subscription: HubSubscription) {
    const set = this.subscribers.get(subscription.channel);
    set?.delete(subscription);
    if (set?.size === 0) this.subscribers.delete(subscription.channel);
  }

  /** Sends held-back or replayed events in order, each once, skipping what the client has. */
  private flush(subscription: HubSubscription, events: RingEvent[]) {
    for (const event of events) {
      if (event.seq <= subscription.seq) continue;
      subscription.seq = event.seq;
      if (this.sendEncoded(subscription.connection, event.data)) this.counters.eventsDelivered += 1;
    }
  }

  private holdBack(subscription: HubSubscription, pending: RingEvent[], event: RingEvent) {
    if (pending.length < this.eventsPerChannel) {
      pending.push(event);
      return;
    }
    // Too many while the answer was prepared: the client will re-fetch up to here instead.
    subscription.lost = true;
    subscription.seq = Math.max(subscription.seq, event.seq);
    pending.length = 0;
  }

  private refetchChannel(set: Set<HubSubscription>, channel: string, seq: number) {
    const data = encode({ type: 'refetch', channel, seq });
    for (const subscription of set) {
      subscription.seq = Math.max(subscription.seq, seq);
      if (subscription.pending) subscription.lost = true;
      else this.sendEncoded(subscription.connection, data);
    }
  }

  /** What a resuming client can be replayed: [] when it is up to date, undefined to refetch. */
  private replayFor(channel: string, since: number, current: number) {
    if (since === current) return [];
    if (since > current) return undefined;
    return this.rings.eventsAfter(channel, since);
  }
}
