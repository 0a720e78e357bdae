import { useDeferredValue } from 'react';

/**
 * `loading`, held true for one more quick render when it turns false: what the loading state
 * gives way to (a whole page, a screen of cards) then mounts in a background render that React
 * cuts into slices of a few milliseconds, instead of one render that blocks a phone's main thread
 * for half a second (Lighthouse's Total Blocking Time) and leaves a tap meanwhile unanswered. A
 * query's answer otherwise renders synchronously: TanStack Query hands it over through
 * useSyncExternalStore, which React never slices. Where the data is already there at mount
 * (moving between pages), nothing waits.
 */
export function useStillLoading(loading: boolean): boolean {
  const deferred = useDeferredValue(loading);
  return loading || deferred;
}

/**
 * The same for a query, narrowing like `query.isPending`: true while it has no answer and for the
 * one quick render after its first answer, so a card's content mounts in the background render.
 * Only the first answer waits; a refetch's new figures show in the render they arrive in.
 */
export function useStillPending<Q extends { isPending: boolean }>(
  query: Q,
): query is Extract<Q, { isPending: true }> {
  return useStillLoading(query.isPending);
}
