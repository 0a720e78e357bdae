import {
  REALTIME_SILENCE_MS,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  type RealtimeTopic,
} from '@soko/shared';
import { reconnectDelayMs } from './backoff';
import { judgeSequence } from './channel-sequence';

/**
 * The browser's end of the realtime push (issue 6), free of React so it can be tested with a fake
 * socket: one WebSocket per tab, any number of listeners per channel (the first subscribes, the
 * last unsubscribes), a sequence per channel to drop repeats and notice holes, resume from the
 * last sequence after a reconnect, capped backoff with jitter, and a status for the indicator.
 *
 * Listeners never get data, only "these topics changed" or "refetch everything on the channel":
 * the screens then ask the API again, so a message can never show a figure the API would not.
 */
export type RealtimeStatus = 'connecting' | 'live' | 'offline';

export type ChannelChange =
  | { kind: 'topics'; topics: RealtimeTopic[] }
  /** Events were missed (a hole, a reconnect too late to replay): refetch every topic. */
  | { kind: 'refetch' };

export type ChannelListener = (change: ChannelChange) => void;

/** What the client needs from a socket; browser-socket.ts adapts the DOM WebSocket to it. */
export interface RealtimeSocket {
  send(data: string): void;
  close(): void;
}

export interface RealtimeSocketHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(): void;
}

export type OpenSocket = (url: string, handlers: RealtimeSocketHandlers) => RealtimeSocket;

export interface RealtimeClientOptions {
  url: string;
  openSocket: OpenSocket;
  /** For the jitter; tests pass a fixed value. */
  random?: () => number;
  now?: () => number;
  /** No message at all for this long (heartbeats come every 25 s) means the line is dead. */
  silenceMs?: number;
}

interface ChannelState {
  listeners: Set<ChannelListener>;
  /** The server confirmed the subscription on the current socket. */
  joined: boolean;
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

export class RealtimeClient {
  private readonly channels = new Map<string, ChannelState>();
  /** Kept after a channel's last listener leaves, so a later join resumes instead of refetching. */
  private readonly lastSeqs = new Map<string, number>();
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
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.silenceMs = options.silenceMs ?? REALTIME_SILENCE_MS;
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  /** Live for this channel: the socket is up and the server confirmed the subscription. */
  isChannelLive(channel: string): boolean {
    return this.status === 'live' && (this.channels.get(channel)?.joined ?? false);
  }

  /** Called whenever the status or a channel's joined state changes (for useSyncExternalStore). */
  onStateChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Follows a channel; the returned function stops. The socket opens with the first channel. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    let state = this.channels.get(channel);
    if (!state) {
      state = { listeners: new Set(), joined: false };
      this.channels.set(channel, state);
      if (this.connection?.open) this.sendSubscribe(channel);
    }
    state.listeners.add(listener);
    if (!this.started && !this.stopped) {
      this.started = true;
      this.connect();
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.release(channel, listener);
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

  private release(channel: string, listener: ChannelListener) {
    const state = this.channels.get(channel);
    if (!state) return;
    state.listeners.delete(listener);
    if (state.listeners.size > 0) return;
    this.channels.delete(channel);
    if (this.connection?.open) this.send({ type: 'unsubscribe', channel });
    if (state.joined) this.emitChange();
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
    for (const channel of this.channels.keys()) this.sendSubscribe(channel);
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
        return this.handleSubscribed(message.channel, message.seq, message.resumed);
      case 'event':
        return this.handleEvent(message.channel, message.seq, message.topics);
      case 'refetch':
        return this.handleRefetch(message.channel, message.seq);
      case 'unsubscribed':
      case 'error':
        // Refused (not signed in, not yours) or ended with the session: this channel falls back
        // to polling; a reconnect (a new user, a lost line) asks for it again.
        if (message.channel) this.setJoined(message.channel, false);
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

  private handleSubscribed(channel: string, seq: number, resumed: boolean) {
    if (!this.channels.has(channel)) return;
    if (!resumed) {
      // A fresh join: what the screen shows may predate `seq`, so fetch it again, count from here.
      this.lastSeqs.set(channel, seq);
      this.deliver(channel, { kind: 'refetch' });
    } else if ((this.lastSeqs.get(channel) ?? 0) < seq) {
      // Resumed: the missed events were replayed just before this, each counted as it came.
      this.lastSeqs.set(channel, seq);
    }
    this.setJoined(channel, true);
  }

  private handleEvent(channel: string, seq: number, topics: RealtimeTopic[]) {
    // A channel let go of: its events are not counted, so a later join replays them.
    if (!this.channels.has(channel)) return;
    const verdict = judgeSequence(this.lastSeqs.get(channel), seq);
    if (verdict === 'duplicate') return;
    this.lastSeqs.set(channel, seq);
    this.deliver(channel, verdict === 'gap' ? { kind: 'refetch' } : { kind: 'topics', topics });
  }

  private handleRefetch(channel: string, seq: number) {
    if (!this.channels.has(channel)) return;
    this.lastSeqs.set(channel, seq);
    this.deliver(channel, { kind: 'refetch' });
    // It also answers a resume the server could not replay: the channel is joined all the same.
    this.setJoined(channel, true);
  }

  private handleClose() {
    const wasWelcomed = this.connection?.welcomedUser !== undefined;
    this.connection = null;
    clearTimeout(this.silenceTimer);
    for (const state of this.channels.values()) state.joined = false;
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
    for (const state of this.channels.values()) state.joined = false;
    this.attempt = 0;
    this.setStatus('connecting', true);
    this.connect();
  }

  private armSilenceTimer() {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.abandon(), this.silenceMs);
  }

  private sendSubscribe(channel: string) {
    const since = this.lastSeqs.get(channel);
    this.send(
      since === undefined ? { type: 'subscribe', channel } : { type: 'subscribe', channel, since },
    );
  }

  private send(message: RealtimeClientMessage) {
    this.connection?.socket.send(JSON.stringify(message));
  }

  private deliver(channel: string, change: ChannelChange) {
    const state = this.channels.get(channel);
    if (!state) return;
    for (const listener of [...state.listeners]) {
      try {
        listener(change);
      } catch (error) {
        // One screen's bug must not stop the others from hearing about the change.
        console.error('A realtime listener failed', error);
      }
    }
  }

  private setJoined(channel: string, joined: boolean) {
    const state = this.channels.get(channel);
    if (!state || state.joined === joined) return;
    state.joined = joined;
    this.emitChange();
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
