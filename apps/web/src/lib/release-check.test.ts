import { describe, expect, it, vi } from 'vitest';
import { reloadOnceFor } from './release-check';

const running = 'release-1';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reloadOnceFor', () => {
  it('does not reload when the server serves the build this tab runs, or cannot say', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(reloadOnceFor(running, { running, storage, reload })).toBe(false);
    expect(reloadOnceFor(null, { running, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a newer build, never twice for the same one (no reload loop)', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(reloadOnceFor('release-2', { running, storage, reload })).toBe(true);
    // The reload met the old build again (a cache on the way): the guard holds.
    expect(reloadOnceFor('release-2', { running, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later release after that', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    reloadOnceFor('release-2', { running, storage, reload });
    expect(reloadOnceFor('release-3', { running, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload a page that names no build (the dev server)', () => {
    const reload = vi.fn();
    expect(reloadOnceFor('release-2', { running: '', storage: memoryStorage(), reload })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is refused, since nothing could stop a loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(reloadOnceFor('release-2', { running, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
