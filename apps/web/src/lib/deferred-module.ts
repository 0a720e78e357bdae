import { importWithRetry } from '@/lib/import-with-retry';

/**
 * A module downloaded when first wanted rather than with the page, readable by React through
 * useSyncExternalStore: `current()` is null until it has arrived, and `subscribe` hears it arrive.
 */
export interface DeferredModule<M> {
  /** Downloads it (once, with importWithRetry). A failed download is let go: the next call retries. */
  load: () => Promise<M>;
  current: () => M | null;
  subscribe: (listener: () => void) => () => void;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (!loading) {
        loading = importWithRetry(importer).then((module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        });
        loading.catch(() => (loading = undefined));
      }
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
