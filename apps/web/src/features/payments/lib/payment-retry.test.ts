/**
 * The payment service's retry rule (product-spec.md section 7): 2 more tries, waiting 500 ms then
 * 1 s, each plus up to 30 % jitter; only a lost connection or a 5xx is retried, never a 4xx.
 * Waits run on Vitest's fake timers, so every bound is checked to the millisecond.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { backoffDelayMs, isRetryableError, withRetry } from './payment-retry';

const network = () => new ApiError(0, 'NETWORK_ERROR', 'Network error');
const serverError = () => new ApiError(502, 'PROVIDER_ERROR', 'M-Pesa did not answer');
const refused = () => new ApiError(400, 'VALIDATION_ERROR', 'Invalid phone number format');

describe('backoffDelayMs', () => {
  test('starts at 500 ms and doubles, with no jitter drawn', () => {
    expect(backoffDelayMs(0, 0)).toBe(500);
    expect(backoffDelayMs(1, 0)).toBe(1000);
  });

  test('the largest draw adds just under 30 %', () => {
    expect(backoffDelayMs(0, 0.999_999)).toBe(649);
    expect(backoffDelayMs(1, 0.999_999)).toBe(1299);
  });

  test('every draw in [0, 1) stays within [base × 2^n, base × 2^n × 1.3)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retryIndex, draw) => {
          const floor = 500 * 2 ** retryIndex;
          const delay = backoffDelayMs(retryIndex, draw);
          expect(delay).toBeGreaterThanOrEqual(floor);
          expect(delay).toBeLessThan(floor * 1.3);
        },
      ),
    );
  });
});

describe('isRetryableError', () => {
  test.each([
    ['a lost connection', network(), true],
    ['a 502 from the provider', serverError(), true],
    ['a 500', new ApiError(500, 'INTERNAL_ERROR', 'x'), true],
    ['a 400', refused(), false],
    ['a 401', new ApiError(401, 'UNAUTHENTICATED', 'x'), false],
    ['a 409', new ApiError(409, 'CONFLICT', 'x'), false],
    ['a 429', new ApiError(429, 'RATE_LIMITED', 'x'), false],
    ['an abort', new DOMException('aborted', 'AbortError'), false],
    ['a plain error', new Error('bug'), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a lost connection is tried twice more after 500 ms and 1000 ms (no jitter drawn)', async () => {
    const request = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(network())
      .mockResolvedValue('ok');
    const result = withRetry(request, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('ok');
  });

  test('with the largest jitter the waits are 649 ms and 1299 ms', async () => {
    const request = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue('ok');
    const result = withRetry(request, { random: () => 0.999_999 });
    await vi.advanceTimersByTimeAsync(648);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1298);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
  });

  test('gives up after 3 tries in all and throws the last error', async () => {
    const request = vi.fn<() => Promise<string>>().mockRejectedValue(serverError());
    const result = withRetry(request, { random: () => 0 });
    const settled = expect(result).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(request).toHaveBeenCalledTimes(3);
  });

  test('a 4xx is never retried', async () => {
    const request = vi.fn<() => Promise<string>>().mockRejectedValue(refused());
    await expect(withRetry(request)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  test('an abort during the wait stops the retries', async () => {
    const controller = new AbortController();
    const request = vi.fn<() => Promise<string>>().mockRejectedValue(network());
    const result = withRetry(request, { random: () => 0, signal: controller.signal });
    const settled = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
