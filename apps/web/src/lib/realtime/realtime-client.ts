import {
  REALTIME_SILENCE_MS,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@soko/shared';
import { reconnectDelayMs } from './backoff';
import { ChannelRegistry } from './channel-registry';
import type { ChannelListener, OpenSocket, RealtimeSocket, RealtimeStatus } from './realtime-types';

export interface RealtimeClientOptions {
  url: string;
  openSocket: OpenSocket;
  /** For the jitter; tests pass a fixed value. */
  random?: () => number;
  now?: () => number;
  /** No message at all for this long (heartbeats come every 25 s) means the line is dead. */
  silenceMs?: number;
  /** Whether a first join can skip its refetch (answer-sequences.ts); without it, never. */
  cover?: (channel: string, seq: number) => Promise<boolean>;
}

/** The live socket and what this client knows about it; replaced whole on every reconnect. */
interface Connection {
  socket: RealtimeSocket;
  open: boolean;
  /** Who the server's welcome said this socket belongs to; undefined before the welcome. */
  welcomedUser: string | null | undefined;
  /** `userVersion` when this socket was opened: which session cookie its upgrade carried. */
  userVersion: number;
}

/**
 * The browser's end of the realtime push (issue 6), free of React so it can be tested with a fake
 * socket: one WebSocket per tab, any number of listeners per channel (the first subscribes, the
 * last unsubscribes), a sequence per channel to drop repeats and notice holes, resume from the
 * last sequence after a reconnect, capped backoff with jitter, and a status for the indicator.
 *
 * Listeners never get data, only "these topics changed" or "refetch everything on the channel":
 * the screens then ask the API again, so a message can never show a figure the API would not.
 */
export class RealtimeClient {
  private readonly channels: ChannelRegistry;
  private readonly changeListeners = new Set<() => void>();
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly silenceMs: number;
  private status: RealtimeStatus = 'connecting';
  private connection: Connection | null = null;
  private started = false;
  private stopped = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private lastMessageAt = 0;
  /** The signed-in user as the app's session says; undefined until the session is known. */
  private expectedUser: string | null | undefined;
  private userVersion = 0;

  constructor(private readonly options: RealtimeClientOptions) {
    this.channels = new ChannelRegistry(() => this.emitChange(), options.cover);
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.silenceMs = options.silenceMs ?? REALTIME_SILENCE_MS;
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  /** Live for this channel: the socket is up and the server confirmed the subscription. */
  isChannelLive(channel: string): boolean {
    return this.status === 'live' && this.channels.isJoined(channel);
  }

  /** Called whenever the status or a channel's joined state changes (for useSyncExternalStore). */
  onStateChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Follows a channel; the returned function stops. The socket opens with the first channel. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    if (this.channels.add(channel, listener) && this.connection?.open) {
      this.send(this.channels.subscribeMessage(channel));
    }
    if (!this.started && !this.stopped) {
      this.started = true;
      this.connect();
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (this.channels.remove(channel, listener) && this.connection?.open) {
        this.send({ type: 'unsubscribe', channel });
      }
    };
  }

  /**
   * The signed-in user changed (login, logout, another account). A socket's identity is fixed
   * by the cookie its upgrade carried, so a socket that belongs to someone else is replaced.
   */
  setUser(userId: string | null): void {
    if (userId === this.expectedUser) return;
    this.expectedUser = userId;
    this.userVersion += 1;
    const welcomed = this.connection?.welcomedUser;
    if (welcomed !== undefined && welcomed !== userId) this.restart();
  }

  /**
   * The tab became visible again or the browser came back online: try now rather than at the
   * end of a backoff, and drop a socket that went silent while the tab slept (timers in a hidden
   * tab are throttled, so the silence timer may not have fired yet).
   */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.connection) {
      const silentFor = this.now() - this.lastMessageAt;
      if (this.connection.open && silentFor >= this.silenceMs) this.abandon();
      return;
    }
    if (this.retryTimer !== undefined) this.connect();
  }

  /**
   * The browser says it has no network. A phone that loses its signal keeps a socket that simply
   * hears nothing, and until the silence limit (60 s) the header went on saying Live while nothing
   * could arrive. The socket is let go at once and the status says offline; the next try waits
   * for the backoff, or for the network to return (`wake`).
   */
  lost(): void {
    if (!this.started || this.stopped) return;
    this.abandon();
    this.setStatus('offline');
  }

  /** Closes the socket for good (the app is unmounting). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    this.retryTimer = undefined;
    const connection = this.connection;
    this.connection = null;
    connection?.socket.close();
  }

  private connect() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    // Handlers of a replaced socket must not touch the new one: each closure checks its own.
    const connection: Connection = {
      socket: { send: () => undefined, close: () => undefined },
      open: false,
      welcomedUser: undefined,
      userVersion: this.userVersion,
    };
    this.connection = connection;
    const current = () => this.connection === connection;
    connection.socket = this.options.openSocket(this.options.url, {
      onOpen: () => current() && this.handleOpen(connection),
      onMessage: (data) => current() && this.handleMessage(connection, data),
      onClose: () => current() && this.handleClose(),
    });
    // A socket that never opens (a black-holed network) counts as silent too.
    this.lastMessageAt = this.now();
    this.armSilenceTimer();
  }

  private handleOpen(connection: Connection) {
    connection.open = true;
    for (const channel of this.channels.names()) this.send(this.channels.subscribeMessage(channel));
  }

  private handleMessage(connection: Connection, data: string) {
    this.lastMessageAt = this.now();
    this.armSilenceTimer();
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(data) as RealtimeServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome':
        return this.handleWelcome(connection, message.userId);
      case 'subscribed':
        return this.channels.subscribed(message.channel, message.seq, message.resumed);
      case 'event':
        return this.channels.event(message.channel, message.seq, message.topics);
      case 'refetch':
        return this.channels.refetch(message.channel, message.seq);
      case 'unsubscribed':
      case 'error':
        // Refused (not signed in, not yours) or ended with the session: this channel falls back
        // to polling; a reconnect (a new user, a lost line) asks for it again.
        if (message.channel) this.channels.setJoined(message.channel, false);
        return;
      default:
        return; // heartbeat: arriving was the point.
    }
  }

  private handleWelcome(connection: Connection, userId: string | null) {
    connection.welcomedUser = userId;
    this.attempt = 0;
    // The session changed while this socket was opening: its upgrade carried the old cookie.
    const stale = connection.userVersion !== this.userVersion;
    if (stale && this.expectedUser !== undefined && userId !== this.expectedUser) {
      this.restart();
      return;
    }
    this.setStatus('live');
  }

  private handleClose() {
    const wasWelcomed = this.connection?.welcomedUser !== undefined;
    this.connection = null;
    clearTimeout(this.silenceTimer);
    this.channels.leaveAll();
    // A live line that drops is "reconnecting" for its first retry; a connect that fails means
    // the server cannot be reached, and the screens poll until it can.
    this.setStatus(wasWelcomed ? 'connecting' : 'offline', true);
    if (this.stopped) return;
    const delay = reconnectDelayMs(this.attempt, this.random());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** Gives up on the current socket without waiting for a close event that may never come. */
  private abandon() {
    const connection = this.connection;
    if (!connection) return;
    this.handleClose();
    connection.socket.close();
  }

  /** A new socket at once (a new session cookie), not a failure: no backoff. */
  private restart() {
    const connection = this.connection;
    this.connection = null;
    connection?.socket.close();
    this.channels.leaveAll();
    this.attempt = 0;
    this.setStatus('connecting', true);
    this.connect();
  }

  private armSilenceTimer() {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.abandon(), this.silenceMs);
  }

  private send(message: RealtimeClientMessage) {
    this.connection?.socket.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus, force = false) {
    if (this.status === status && !force) return;
    this.status = status;
    this.emitChange();
  }

  private emitChange() {
    for (const listener of [...this.changeListeners]) listener();
  }
}
