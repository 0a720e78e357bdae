import { useQuery } from '@tanstack/react-query';
import { MARKET_CHANNEL, type PairView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';
import { marketQueryKeys } from './market-query-keys';

/** GET /api/pairs: the pairs traders may use, for the coin filter. */
export function getPairs(signal?: AbortSignal): Promise<PairView[]> {
  return apiRequest<PairView[]>('/api/pairs', { signal });
}

/** Fetched again when an admin adds or switches a pair (the market channel says so). */
export function usePairs() {
  useLiveQuery(MARKET_CHANNEL, ['pairs'], marketQueryKeys.pairs);
  return useQuery({
    queryKey: marketQueryKeys.pairs,
    queryFn: ({ signal }) => getPairs(signal),
    staleTime: 5 * 60_000,
  });
}

/** The coins that have an active pair, once each, by symbol: the coin filter's choices. */
export function tradedCoins(pairs: PairView[] | undefined): string[] {
  const bases = new Set((pairs ?? []).filter((pair) => pair.active).map((pair) => pair.base));
  return [...bases].sort();
}
