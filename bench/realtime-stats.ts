import { SOCKET_DROPPED, SOCKET_SUBSCRIBED, type WorkerResults } from './realtime-protocol.js';

/**
 * Latency samples of the realtime bench, kept compactly: 5,000 subscribers × a hundred or more
 * events is half a million samples or more, so they live in typed arrays (8 bytes each) rather
 * than arrays of boxed numbers, travel from the workers as transferred buffers, and are sorted
 * once at the end.
 */
export class SampleBuffer {
  private values: Float64Array;
  private length = 0;

  constructor(initialCapacity = 4096) {
    this.values = new Float64Array(Math.max(1, initialCapacity));
  }

  get count() {
    return this.length;
  }

  add(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  /** The samples as one exactly-sized array (a copy, so it may be transferred to another thread). */
  toArray(): Float64Array {
    return this.values.slice(0, this.length);
  }
}

/** Several threads' samples as one array. */
export function concatSamples(parts: readonly Float64Array[]): Float64Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const all = new Float64Array(total);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** The nearest-rank percentile (p in 0..100] of samples sorted in ascending order; NaN for none. */
export function percentileOfSorted(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  min: number;
}

/** Sorts the samples in place (numerically: typed arrays sort by value) and summarises them. */
export function summarize(samples: Float64Array): LatencySummary {
  samples.sort();
  let sum = 0;
  for (const value of samples) sum += value;
  return {
    count: samples.length,
    p50: percentileOfSorted(samples, 50),
    p95: percentileOfSorted(samples, 95),
    p99: percentileOfSorted(samples, 99),
    max: samples.length > 0 ? (samples[samples.length - 1] ?? Number.NaN) : Number.NaN,
    min: samples.length > 0 ? (samples[0] ?? Number.NaN) : Number.NaN,
    mean: samples.length > 0 ? sum / samples.length : Number.NaN,
  };
}

/** How the events reached the subscribers, over every thread's sockets. */
export interface DeliveryFigures {
  latency: LatencySummary;
  /**
   * Per event: its quickest delivery (commit to the first subscriber: NOTIFY and the hub's
   * start), its slowest, and the spread between them (one fan-out over every socket).
   */
  perEvent: { first: LatencySummary; last: LatencySummary; spread: LatencySummary };
  /** Sockets that subscribed. */
  subscribed: number;
  /** Sockets that never subscribed (connect error, refusal, timeout). */
  failed: number;
  /** Sockets that subscribed, then were closed before the end. */
  dropped: number;
  /** The channel's last seq any socket saw: what every live socket should have reached. */
  finalSeq: number;
  /** Events published on the channel after the subscriptions (finalSeq − subscribed seq). */
  eventsExpected: { min: number; max: number };
  eventsReceived: { min: number; max: number };
  /** Events the live sockets should have had and did not, in all, and how many sockets missed any. */
  missed: number;
  socketsMissing: number;
  /** Events that arrived out of order or after a skipped seq, in all. */
  gaps: number;
  refetches: number;
  errors: Record<string, number>;
  closeCodes: Record<string, number>;
  loopDelayMs: { p99: number; max: number };
}

function mergeCounts(into: Record<string, number>, from: Record<string, number>) {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

/** Every thread's quickest and slowest delivery of each event, combined per event. */
function perEventFigures(parts: readonly WorkerResults[]): DeliveryFigures['perEvent'] {
  const events = new Map<number, [first: number, last: number]>();
  for (const part of parts) {
    part.eventSeqs.forEach((seq, i) => {
      const first = part.eventFirstMs[i] ?? Number.NaN;
      const last = part.eventLastMs[i] ?? Number.NaN;
      const known = events.get(seq);
      events.set(
        seq,
        known ? [Math.min(known[0], first), Math.max(known[1], last)] : [first, last],
      );
    });
  }
  const spreads = [...events.values()];
  return {
    first: summarize(Float64Array.from(spreads, ([first]) => first)),
    last: summarize(Float64Array.from(spreads, ([, last]) => last)),
    spread: summarize(Float64Array.from(spreads, ([first, last]) => last - first)),
  };
}

export function deliveryFigures(parts: readonly WorkerResults[]): DeliveryFigures {
  let finalSeq = -1;
  for (const part of parts) for (const seq of part.lastSeq) finalSeq = Math.max(finalSeq, seq);
  const figures: DeliveryFigures = {
    latency: summarize(concatSamples(parts.map((part) => part.samples))),
    perEvent: perEventFigures(parts),
    subscribed: 0,
    failed: 0,
    dropped: 0,
    finalSeq,
    eventsExpected: { min: Number.POSITIVE_INFINITY, max: 0 },
    eventsReceived: { min: Number.POSITIVE_INFINITY, max: 0 },
    missed: 0,
    socketsMissing: 0,
    gaps: 0,
    refetches: 0,
    errors: {},
    closeCodes: {},
    loopDelayMs: { p99: 0, max: 0 },
  };
  for (const part of parts) {
    figures.refetches += part.refetches;
    mergeCounts(figures.errors, part.errors);
    mergeCounts(figures.closeCodes, part.closeCodes);
    figures.loopDelayMs.p99 = Math.max(figures.loopDelayMs.p99, part.loopDelayMs.p99);
    figures.loopDelayMs.max = Math.max(figures.loopDelayMs.max, part.loopDelayMs.max);
    part.states.forEach((state, i) => {
      if (state === SOCKET_DROPPED) figures.dropped += 1;
      if (state !== SOCKET_SUBSCRIBED && state !== SOCKET_DROPPED) figures.failed += 1;
      if (state === SOCKET_SUBSCRIBED || state === SOCKET_DROPPED) figures.subscribed += 1;
      if (state !== SOCKET_SUBSCRIBED) return;
      const expected = finalSeq - (part.subscribedSeq[i] ?? 0);
      const got = part.received[i] ?? 0;
      figures.eventsExpected.min = Math.min(figures.eventsExpected.min, expected);
      figures.eventsExpected.max = Math.max(figures.eventsExpected.max, expected);
      figures.eventsReceived.min = Math.min(figures.eventsReceived.min, got);
      figures.eventsReceived.max = Math.max(figures.eventsReceived.max, got);
      figures.missed += Math.max(0, expected - got);
      if (expected > got) figures.socketsMissing += 1;
      figures.gaps += part.gaps[i] ?? 0;
    });
  }
  return figures;
}
