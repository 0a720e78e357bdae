/**
 * The realtime bench's statistics: nearest-rank percentiles on typed arrays, the growing sample
 * buffer and the merge of the workers' samples. bench/ is outside the root test include:
 * run with `npx vitest run -c bench/realtime-vitest.config.ts`.
 */
import { describe, expect, test } from 'vitest';
import {
  SOCKET_DROPPED,
  SOCKET_FAILED,
  SOCKET_SUBSCRIBED,
  type WorkerResults,
} from './realtime-protocol.js';
import {
  SampleBuffer,
  concatSamples,
  deliveryFigures,
  percentileOfSorted,
  summarize,
} from './realtime-stats.js';

const oneToHundred = () => Float64Array.from({ length: 100 }, (_, i) => i + 1);

describe('percentileOfSorted (nearest rank)', () => {
  test.each([
    [50, 50],
    [95, 95],
    [99, 99],
    [100, 100],
    [0.5, 1],
    [1, 1],
  ])('p%s of 1..100 is %s', (p, expected) => {
    expect(percentileOfSorted(oneToHundred(), p)).toBe(expected);
  });

  test('p95 of a small sample is the value at rank ceil(0.95 n)', () => {
    // 7 samples: rank ceil(6.65) = 7, the largest; p50: rank ceil(3.5) = 4.
    const sorted = Float64Array.from([1, 2, 3, 4, 5, 6, 70]);
    expect(percentileOfSorted(sorted, 95)).toBe(70);
    expect(percentileOfSorted(sorted, 50)).toBe(4);
  });

  test('no samples gives NaN, one sample is every percentile', () => {
    expect(percentileOfSorted(new Float64Array(0), 50)).toBeNaN();
    expect(percentileOfSorted(Float64Array.from([12]), 99)).toBe(12);
  });
});

describe('summarize', () => {
  test('sorts numerically (not as strings) and reports p50/p95/p99/max/mean', () => {
    const samples = Float64Array.from([100, 9, 80, 1000, 2, 10, 7, 3, 5, 4]);
    const summary = summarize(samples);
    expect([...samples]).toEqual([2, 3, 4, 5, 7, 9, 10, 80, 100, 1000]);
    expect(summary).toEqual({
      count: 10,
      p50: 7,
      p95: 1000,
      p99: 1000,
      max: 1000,
      min: 2,
      mean: 122,
    });
  });

  test('an empty run summarises to NaN figures and a count of zero', () => {
    const summary = summarize(new Float64Array(0));
    expect(summary.count).toBe(0);
    expect(summary.p95).toBeNaN();
    expect(summary.max).toBeNaN();
  });
});

describe('SampleBuffer and concatSamples', () => {
  test('grows past its initial capacity and keeps every sample in order', () => {
    const buffer = new SampleBuffer(2);
    for (let i = 0; i < 1000; i += 1) buffer.add(i * 0.5);
    const values = buffer.toArray();
    expect(buffer.count).toBe(1000);
    expect(values.length).toBe(1000);
    expect(values[0]).toBe(0);
    expect(values[999]).toBe(499.5);
  });

  test('merges the workers’ arrays into one of the summed length', () => {
    const merged = concatSamples([
      Float64Array.from([3, 1]),
      new Float64Array(0),
      Float64Array.from([2]),
    ]);
    expect([...merged]).toEqual([3, 1, 2]);
    expect(percentileOfSorted(merged.sort(), 50)).toBe(2);
  });
});

/** One thread's results for sockets described as [state, subscribed seq, last seq, received]. */
function thread(
  sockets: [state: number, subscribedSeq: number, lastSeq: number, received: number][],
  samples: number[],
  extra: Partial<WorkerResults> = {},
): WorkerResults {
  return {
    samples: Float64Array.from(samples),
    eventSeqs: new Float64Array(0),
    eventFirstMs: new Float64Array(0),
    eventLastMs: new Float64Array(0),
    subscribedSeq: Float64Array.from(sockets.map((s) => s[1])),
    lastSeq: Float64Array.from(sockets.map((s) => s[2])),
    received: Uint32Array.from(sockets.map((s) => s[3])),
    gaps: new Uint32Array(sockets.length),
    states: Uint8Array.from(sockets.map((s) => s[0])),
    refetches: 0,
    errors: {},
    closeCodes: {},
    loopDelayMs: { p99: 1, max: 2 },
    ...extra,
  };
}

describe('deliveryFigures', () => {
  test('every live socket that reached the last seq missed nothing', () => {
    const figures = deliveryFigures([
      thread(
        [
          [SOCKET_SUBSCRIBED, 10, 13, 3],
          [SOCKET_SUBSCRIBED, 10, 13, 3],
        ],
        [5, 6, 7, 8, 9, 10],
      ),
      thread([[SOCKET_SUBSCRIBED, 11, 13, 2]], [20, 30], { loopDelayMs: { p99: 4, max: 9 } }),
    ]);
    expect(figures).toMatchObject({
      subscribed: 3,
      failed: 0,
      dropped: 0,
      finalSeq: 13,
      eventsExpected: { min: 2, max: 3 },
      eventsReceived: { min: 2, max: 3 },
      missed: 0,
      socketsMissing: 0,
      loopDelayMs: { p99: 4, max: 9 },
    });
    expect(figures.latency).toMatchObject({ count: 8, p50: 8, max: 30 });
  });

  test('a live socket behind the last seq counts as missing; dropped and failed count apart', () => {
    const figures = deliveryFigures([
      thread(
        [
          [SOCKET_SUBSCRIBED, 0, 5, 5],
          [SOCKET_SUBSCRIBED, 0, 3, 2],
          [SOCKET_DROPPED, 0, 1, 1],
          [SOCKET_FAILED, -1, -1, 0],
        ],
        [1],
        { errors: { ECONNRESET: 1 }, closeCodes: { '1013': 1 } },
      ),
      thread([[SOCKET_FAILED, -1, -1, 0]], [], { errors: { ECONNRESET: 2 } }),
    ]);
    expect(figures).toMatchObject({
      subscribed: 3,
      failed: 2,
      dropped: 1,
      finalSeq: 5,
      missed: 3,
      socketsMissing: 1,
      errors: { ECONNRESET: 3 },
      closeCodes: { '1013': 1 },
    });
  });
});

test('per event, the threads’ quickest and slowest deliveries give the fan-out spread', () => {
  const figures = deliveryFigures([
    thread([[SOCKET_SUBSCRIBED, 0, 2, 2]], [], {
      eventSeqs: Float64Array.from([1, 2]),
      eventFirstMs: Float64Array.from([10, 12]),
      eventLastMs: Float64Array.from([50, 30]),
    }),
    thread([[SOCKET_SUBSCRIBED, 0, 2, 2]], [], {
      eventSeqs: Float64Array.from([2, 1]),
      eventFirstMs: Float64Array.from([8, 20]),
      eventLastMs: Float64Array.from([90, 40]),
    }),
  ]);
  // Event 1: 10 → 50 (spread 40); event 2: 8 → 90 (spread 82).
  expect(figures.perEvent.first).toMatchObject({ count: 2, min: 8, max: 10 });
  expect(figures.perEvent.last).toMatchObject({ min: 50, max: 90 });
  expect(figures.perEvent.spread).toMatchObject({ min: 40, max: 82 });
});
