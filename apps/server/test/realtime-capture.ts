import { afterAll, expect } from 'vitest';
import {
  REALTIME_NOTIFY_CHANNEL,
  type RealtimeNotification,
  type RealtimeTopic,
} from '@soko/shared';
import type { Database } from '../src/db/database.js';
import { publishOnCommit } from '../src/db/realtime-outbox.js';

/**
 * Listens to what the app publishes (the NOTIFY every server instance hears) for the tests of
 * who-publishes-what. `take()` answers everything committed before it was called without
 * sleeping on a guess: it commits a marker of its own and waits for it, and since one LISTEN
 * connection receives notifications in commit order, whatever committed earlier is in by then.
 * Every notification also has its sequence checked: each channel counts up by exactly one.
 */
const MARKER_CHANNEL = 'test:capture-marker';
const WAIT_MS = 10_000;

/** One transaction's event on one channel, topics sorted. */
export interface Published {
  channel: string;
  seq: number;
  topics: RealtimeTopic[];
}

export interface RealtimeCapture {
  /** Everything published since the previous take, in commit order. */
  take(): Promise<Published[]>;
  /** The same, merged per channel (topics sorted): what a subscriber of each channel learnt. */
  takeByChannel(): Promise<Record<string, RealtimeTopic[]>>;
  /** Channel → the sequences seen on it so far, in arrival order. */
  sequences: Map<string, number[]>;
}

export async function captureRealtime(db: Database): Promise<RealtimeCapture> {
  const received: RealtimeNotification[] = [];
  const sequences = new Map<string, number[]>();
  const listening = await db.listen(REALTIME_NOTIFY_CHANNEL, {
    onNotification: (payload) => {
      for (const notification of JSON.parse(payload) as RealtimeNotification[]) {
        received.push(notification);
        const seen = sequences.get(notification.c) ?? [];
        seen.push(notification.s);
        sequences.set(notification.c, seen);
      }
    },
  });
  // Registered after buildTestApp's, so it runs before the database closes (hooks unwind).
  afterAll(() => listening.close());

  async function take(): Promise<Published[]> {
    await db.transaction((tx) => {
      publishOnCommit(tx, MARKER_CHANNEL, []);
      return Promise.resolve();
    });
    const deadline = Date.now() + WAIT_MS;
    let markerAt = received.findIndex((n) => n.c === MARKER_CHANNEL);
    while (markerAt < 0) {
      if (Date.now() > deadline) throw new Error('the capture marker never arrived');
      await new Promise((resolve) => setTimeout(resolve, 5));
      markerAt = received.findIndex((n) => n.c === MARKER_CHANNEL);
    }
    const taken = received.splice(0, markerAt + 1).filter((n) => n.c !== MARKER_CHANNEL);
    for (const [channel, seqs] of sequences) {
      if (channel === MARKER_CHANNEL) continue;
      const first = seqs[0] ?? 1;
      expect(seqs, `sequences of ${channel}`).toEqual(seqs.map((_, index) => first + index));
    }
    return taken.map((n) => ({ channel: n.c, seq: n.s, topics: [...n.t].sort() }));
  }

  async function takeByChannel() {
    const merged: Record<string, Set<RealtimeTopic>> = {};
    for (const { channel, topics } of await take()) {
      const set = (merged[channel] ??= new Set());
      topics.forEach((topic) => set.add(topic));
    }
    return Object.fromEntries(
      Object.entries(merged).map(([channel, topics]) => [channel, [...topics].sort()]),
    );
  }

  return { take, takeByChannel, sequences };
}
