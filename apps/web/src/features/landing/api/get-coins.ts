import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Coin } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export const publicCoinsQueryKey = ['coins', 'public'] as const;

/** GET /api/coins: every listed coin (the server already leaves KES out). */
export function getCoins(): Promise<Coin[]> {
  return apiRequest<Coin[]>('/api/coins');
}

/**
 * The landing page's coin list. product-spec.md section 8: a load failure is only logged and the
 * list stays empty, so a visitor never sees an error on the front page. The query itself still
 * fails (rather than caching an empty list), so the usual retries on flaky mobile data happen.
 */
export function useLandingCoins() {
  const query = useQuery({
    queryKey: publicCoinsQueryKey,
    queryFn: getCoins,
    // The KES row is not a coin; filter it again in case an older server still lists it.
    select: (coins) => coins.filter((coin) => coin.symbol !== 'KES'),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load coins for the landing page', query.error);
  }, [query.error]);
  return { coins: query.data ?? [], isLoading: query.isPending && !query.isError };
}
