/** Pauses before the second and third download attempts of a page's code. */
export const RETRY_DELAYS_MS = [400, 1200];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a page's code, trying again after a short pause when the download fails (a dropped
 * packet on mobile data should not cost the trader the page). The last failure is passed on.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<T> {
  for (const delayMs of delaysMs) {
    try {
      return await load();
    } catch {
      await wait(delayMs);
    }
  }
  return load();
}
