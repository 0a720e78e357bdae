import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One push can reach many listeners at once: a fresh join tells every screen on the channel to
 * fetch again, and the dashboard alone listens on the user's channel nine times. Invalidated one
 * by one, a query under two of their keys was fetched, cancelled and fetched again: a phone on
 * mobile data downloaded its balances two or three times as the page opened. The keys of one
 * push are gathered for a microtask instead, and each query is invalidated once: a key that
 * another key of the batch already covers is dropped.
 */
const batches = new WeakMap<QueryClient, QueryKey[]>();

export function invalidateSoon(client: QueryClient, queryKey: QueryKey) {
  const batch = batches.get(client);
  if (batch) {
    batch.push(queryKey);
    return;
  }
  batches.set(client, [queryKey]);
  queueMicrotask(() => {
    const keys = batches.get(client) ?? [];
    batches.delete(client);
    for (const key of coveringKeys(keys)) void client.invalidateQueries({ queryKey: key });
  });
}

/** The keys no other key of the list covers (a key covers itself and every key under it). */
export function coveringKeys(keys: readonly QueryKey[]): QueryKey[] {
  const kept: QueryKey[] = [];
  for (const key of keys) {
    if (kept.some((other) => partialMatchKey(key, other))) continue;
    // A wider key arriving later replaces the narrower ones kept so far.
    for (let index = kept.length - 1; index >= 0; index -= 1) {
      const narrower = kept[index];
      if (narrower && partialMatchKey(narrower, key)) kept.splice(index, 1);
    }
    kept.push(key);
  }
  return kept;
}
