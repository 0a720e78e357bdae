import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates HTML the build pre-rendered (and in the pre-render itself), true once
 * the page's code runs it, and at once on a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
