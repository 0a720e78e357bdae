import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_CHANNEL, MARKET_REFRESH_MS, type MarketRow } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { usePolledLiveQuery } from '@/lib/realtime/realtime-react';
import { marketQueryKeys } from './market-query-keys';

/** GET /api/market: one row per active pair; price and change are null where nothing traded. */
export function getMarket(signal?: AbortSignal): Promise<MarketRow[]> {
  return apiRequest<MarketRow[]>('/api/market', { signal });
}

export const marketQuery = queryOptions({
  queryKey: marketQueryKeys.overview,
  queryFn: ({ signal }) => getMarket(signal),
});

/**
 * The market rows, fetched again when the market channel says they changed; every 30 s like the
 * rest of the market (product-spec.md section 9) only while the push is down.
 */
export function useMarket() {
  const live = usePolledLiveQuery(MARKET_CHANNEL, ['market'], marketQueryKeys.overview);
  return useQuery({ ...marketQuery, refetchInterval: live ? false : MARKET_REFRESH_MS });
}

/** A coin's row against KES (the market's home currency), if that pair is listed. */
export function kesRowOf(rows: MarketRow[] | undefined, base: string): MarketRow | undefined {
  return rows?.find((row) => row.base === base && row.quote === 'KES');
}
