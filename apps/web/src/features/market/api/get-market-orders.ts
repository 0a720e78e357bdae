import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MARKET_CHANNEL, MARKET_REFRESH_MS, type MarketOrderCard } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { usePolledLiveQuery } from '@/lib/realtime/realtime-react';
import type { MarketOrdersSearch } from '../lib/market-search';
import { marketQueryKeys } from './market-query-keys';

export function getMarketOrders(search: MarketOrdersSearch, signal?: AbortSignal) {
  const params = new URLSearchParams({ side: search.side, sort: search.sort });
  if (search.coin) params.set('base', search.coin);
  return apiRequest<MarketOrderCard[]>(`/api/market/orders?${params.toString()}`, { signal });
}

/**
 * GET /api/market/orders for the tab, coin and sort in the address. The server already leaves
 * out the signed-in trader's own orders. The list is fetched again whenever the market channel
 * says orders changed; the spec's 30 s refresh (product-spec.md section 9) runs only while the
 * push is down. While another tab or filter loads, the previous cards stay (dimmed).
 */
export function useMarketOrders(search: MarketOrdersSearch) {
  const live = usePolledLiveQuery(MARKET_CHANNEL, ['orders'], marketQueryKeys.allOrders);
  return useQuery({
    queryKey: marketQueryKeys.orders(search),
    queryFn: ({ signal }) => getMarketOrders(search, signal),
    refetchInterval: live ? false : MARKET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
