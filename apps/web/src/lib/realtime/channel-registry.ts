import type { RealtimeClientMessage, RealtimeTopic } from '@soko/shared';
import { judgeSequence } from './channel-sequence';
import type { ChannelChange, ChannelListener } from './realtime-types';

interface ChannelState {
  listeners: Set<ChannelListener>;
  /** The server confirmed the subscription on the current socket. */
  joined: boolean;
}

/**
 * The channels a tab follows, with their listeners and the last sequence seen on each: which
 * events are new, repeated or missing, and who hears of them. It knows nothing of the socket;
 * RealtimeClient feeds it the server's answers and sends what it asks for.
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();
  /** Kept after a channel's last listener leaves, so a later join resumes instead of refetching. */
  private readonly lastSeqs = new Map<string, number>();

  /**
   * `onJoinedChange` runs whenever a channel becomes live or stops being live. `cover` says
   * whether the tab's data already holds a channel's changes up to a sequence
   * (answer-sequences.ts); without it, every first join refetches.
   */
  constructor(
    private readonly onJoinedChange: () => void,
    private readonly cover?: (channel: string, seq: number) => Promise<boolean>,
  ) {}

  names(): string[] {
    return [...this.channels.keys()];
  }

  isJoined(channel: string): boolean {
    return this.channels.get(channel)?.joined ?? false;
  }

  /** Adds a listener; true when it is the channel's first, so the server must be asked. */
  add(channel: string, listener: ChannelListener): boolean {
    const existing = this.channels.get(channel);
    if (existing) {
      existing.listeners.add(listener);
      return false;
    }
    this.channels.set(channel, { listeners: new Set([listener]), joined: false });
    return true;
  }

  /** Removes a listener; true when it was the channel's last, so the server can be told. */
  remove(channel: string, listener: ChannelListener): boolean {
    const state = this.channels.get(channel);
    if (!state?.listeners.delete(listener) || state.listeners.size > 0) return false;
    this.channels.delete(channel);
    if (state.joined) this.onJoinedChange();
    return true;
  }

  /** The subscribe message for a channel, resuming from its last sequence when there is one. */
  subscribeMessage(channel: string): RealtimeClientMessage {
    const since = this.lastSeqs.get(channel);
    return since === undefined
      ? { type: 'subscribe', channel }
      : { type: 'subscribe', channel, since };
  }

  /** The socket is gone: no channel is joined until the next one confirms it again. */
  leaveAll() {
    for (const state of this.channels.values()) state.joined = false;
  }

  setJoined(channel: string, joined: boolean) {
    const state = this.channels.get(channel);
    if (!state || state.joined === joined) return;
    state.joined = joined;
    this.onJoinedChange();
  }

  subscribed(channel: string, seq: number, resumed: boolean) {
    if (!this.channels.has(channel)) return;
    if (!resumed) {
      // A fresh join: what the screen shows may predate `seq`, so fetch it again unless the
      // answers it came from say it does not; count from here either way.
      this.lastSeqs.set(channel, seq);
      this.refetchUnlessCovered(channel, seq);
    } else if ((this.lastSeqs.get(channel) ?? 0) < seq) {
      // Resumed: the missed events were replayed just before this, each counted as it came.
      this.lastSeqs.set(channel, seq);
    }
    this.setJoined(channel, true);
  }

  event(channel: string, seq: number, topics: RealtimeTopic[]) {
    // A channel let go of: its events are not counted, so a later join replays them.
    if (!this.channels.has(channel)) return;
    const verdict = judgeSequence(this.lastSeqs.get(channel), seq);
    if (verdict === 'duplicate') return;
    this.lastSeqs.set(channel, seq);
    this.deliver(channel, verdict === 'gap' ? { kind: 'refetch' } : { kind: 'topics', topics });
  }

  refetch(channel: string, seq: number) {
    if (!this.channels.has(channel)) return;
    this.lastSeqs.set(channel, seq);
    this.deliver(channel, { kind: 'refetch' });
    // It also answers a resume the server could not replay: the channel is joined all the same.
    this.setJoined(channel, true);
  }

  private refetchUnlessCovered(channel: string, seq: number) {
    if (!this.cover) {
      this.deliver(channel, { kind: 'refetch' });
      return;
    }
    void this.cover(channel, seq).then(
      (covered) => covered || this.deliver(channel, { kind: 'refetch' }),
      () => this.deliver(channel, { kind: 'refetch' }),
    );
  }

  private deliver(channel: string, change: ChannelChange) {
    for (const listener of [...(this.channels.get(channel)?.listeners ?? [])]) {
      try {
        listener(change);
      } catch (error) {
        // One screen's bug must not stop the others from hearing about the change.
        console.error('A realtime listener failed', error);
      }
    }
  }
}
