/** One event as it went out: its sequence and its serialized `event` message. */
export interface RingEvent {
  seq: number;
  data: Buffer;
}

/** What recording a notification found: the next one, a hole before it, or an old one. */
export type RecordOutcome = 'next' | 'gap' | 'stale';

interface ChannelRing {
  /** The newest sequence seen on the channel. */
  lastSeq: number;
  /** The last few events, oldest first, contiguous up to lastSeq. */
  events: RingEvent[];
}

/**
 * The recent events of each channel, kept by one instance so a client that reconnects can be
 * replayed what it missed instead of re-fetching everything. A ring only ever holds a contiguous
 * run of sequences ending at the newest one this instance heard: the LISTEN connection hears
 * every commit in order, so everything after the ring's end is still on its way.
 *
 * Bounded twice: a few events per channel, and a few thousand channels, the least recently
 * updated going first (a Map keeps insertion order, and an update re-inserts).
 */
export function createEventRings(options: { eventsPerChannel: number; maxChannels: number }) {
  const rings = new Map<string, ChannelRing>();

  function keep(channel: string, ring: ChannelRing) {
    rings.delete(channel);
    rings.set(channel, ring);
    if (rings.size > options.maxChannels) {
      const oldest = rings.keys().next();
      if (!oldest.done) rings.delete(oldest.value);
    }
  }

  return {
    record(channel: string, seq: number, data: Buffer): RecordOutcome {
      const ring = rings.get(channel);
      if (ring && seq <= ring.lastSeq) return 'stale';
      if (ring && seq > ring.lastSeq + 1) {
        // Something was lost: the ring can no longer vouch for anything before this event.
        keep(channel, { lastSeq: seq, events: [] });
        return 'gap';
      }
      const next = ring ?? { lastSeq: seq, events: [] };
      next.lastSeq = seq;
      next.events.push({ seq, data });
      if (next.events.length > options.eventsPerChannel) next.events.shift();
      keep(channel, next);
      return 'next';
    },

    /**
     * The events after `since` when this ring can vouch for all of them (those it holds now,
     * and the rest still on their way); undefined when some are gone or were never heard.
     */
    eventsAfter(channel: string, since: number): RingEvent[] | undefined {
      const ring = rings.get(channel);
      if (!ring) return undefined;
      const firstHeld = ring.events[0]?.seq ?? ring.lastSeq + 1;
      if (since + 1 < firstHeld) return undefined;
      return ring.events.filter((event) => event.seq > since);
    },

    clear() {
      rings.clear();
    },

    get size() {
      return rings.size;
    },
  };
}
