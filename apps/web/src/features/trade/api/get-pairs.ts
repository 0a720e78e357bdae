import { useQuery } from '@tanstack/react-query';
import { MARKET_CHANNEL, type PairView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';
import { tradeQueryKeys } from './trade-query-keys';

/** GET /api/pairs: every pair with its order size limits; the form offers the active ones. */
export function getPairs(signal?: AbortSignal): Promise<PairView[]> {
  return apiRequest<PairView[]>('/api/pairs', { signal });
}

export function usePairs() {
  // An admin switching a pair off or changing its limits shows here without a reload.
  useLiveQuery(MARKET_CHANNEL, ['pairs'], tradeQueryKeys.pairs);
  return useQuery({
    queryKey: tradeQueryKeys.pairs,
    queryFn: ({ signal }) => getPairs(signal),
    staleTime: 5 * 60_000,
  });
}
