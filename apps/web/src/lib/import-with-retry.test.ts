import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry';

const noWait = vi.fn(async () => undefined);

describe('importWithRetry', () => {
  it('returns the module when the first download works', async () => {
    const load = vi.fn(async () => ({ default: 'page' }));
    await expect(importWithRetry(load, [10, 20], noWait)).resolves.toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after each pause until a download works', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const wait = vi.fn(async () => undefined);
    await expect(importWithRetry(load, [10, 20], wait)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[10], [20]]);
  });

  it('passes on the last failure once every attempt has failed', async () => {
    const load = vi.fn(async () => {
      throw new TypeError(`attempt ${load.mock.calls.length}`);
    });
    await expect(importWithRetry(load, [10, 20], noWait)).rejects.toThrow('attempt 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('with no pauses given, tries exactly once (the Retry button)', async () => {
    const load = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(importWithRetry(load, [], noWait)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
