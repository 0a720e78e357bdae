/** The first retry waits about a second; each further failure doubles it, up to this. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first retry): 1 s, 2 s, 4 s …
 * capped at 30 s, each scaled by a random factor between 0.5 and 1 ("equal jitter"). The jitter
 * matters after a deploy: thousands of browsers lose their socket in the same second, and without
 * it they would all knock again in the same second too.
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const nominal = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(nominal / 2 + (nominal / 2) * Math.min(1, Math.max(0, random)));
}
