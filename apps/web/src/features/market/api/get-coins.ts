import { useQuery } from '@tanstack/react-query';
import { MARKET_CHANNEL, type Coin } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';
import { marketQueryKeys } from './market-query-keys';

/** GET /api/coins: every listed coin, KES left out by the server. */
export function getCoins(signal?: AbortSignal): Promise<Coin[]> {
  return apiRequest<Coin[]>('/api/coins', { signal });
}

/** Fetched again when an admin lists, edits or removes a coin (the market channel says so). */
export function useCoins() {
  useLiveQuery(MARKET_CHANNEL, ['coins'], marketQueryKeys.coins);
  return useQuery({
    queryKey: marketQueryKeys.coins,
    queryFn: ({ signal }) => getCoins(signal),
    // Filtered again in case an older server still lists the KES row.
    select: (coins) => coins.filter((coin) => coin.symbol !== 'KES'),
    staleTime: 5 * 60_000,
  });
}
