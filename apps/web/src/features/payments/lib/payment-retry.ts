import { PAYMENT_REQUEST_RETRIES, PAYMENT_RETRY_BASE_MS, PAYMENT_RETRY_JITTER } from '@soko/shared';
import { ApiError } from '@/lib/api-client';

/**
 * The payment service's retry rule (product-spec.md section 7): a request is tried again up to 2
 * more times, waiting 500 ms, then 1 s, each plus up to 30 % jitter so that many phones that lost
 * the same cell do not come back at the same instant.
 */
export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  jitter?: number;
  /** A number in [0, 1); Math.random unless a test pins it. */
  random?: () => number;
  signal?: AbortSignal;
}

/** The wait before retry number `retryIndex` (0 for the first retry), given a draw in [0, 1). */
export function backoffDelayMs(
  retryIndex: number,
  draw: number,
  baseDelayMs = PAYMENT_RETRY_BASE_MS,
  jitter = PAYMENT_RETRY_JITTER,
): number {
  const exponential = baseDelayMs * 2 ** retryIndex;
  // Milliseconds of waiting, not money: a float is fine and whole milliseconds are enough.
  return Math.floor(exponential * (1 + jitter * draw));
}

/**
 * Only a request that may not have been heard is tried again: no connection, or the server (or
 * the provider behind it) failed with a 5xx. A 4xx is the server's considered answer; sending the
 * same request again would get the same answer.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Gives one try its own time limit: on mobile data a request can hang on a dead connection for
 * minutes. The limit aborts it as a TimeoutError, which the api client reports as a lost
 * connection, so it is retried like one. An abort of `parent` (the dialog closed) still aborts.
 */
export async function withTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  parent?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request took too long', 'TimeoutError')),
    timeoutMs,
  );
  const onAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onAbort();
  else parent?.addEventListener('abort', onAbort, { once: true });
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onAbort);
  }
}

/** Runs `request`, retrying it as above; the last error is thrown when every try failed. */
export async function withRetry<T>(
  request: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? PAYMENT_REQUEST_RETRIES;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (attempt >= retries || !isRetryableError(error) || options.signal?.aborted) throw error;
      const delayMs = backoffDelayMs(attempt, random(), options.baseDelayMs, options.jitter);
      await sleep(delayMs, options.signal);
    }
  }
}
