/** The server's only source of time, so tests can move it (session expiry, throttling, windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests that moves only when told to. */
export function manualClock(start = new Date('2026-01-15T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMs(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
