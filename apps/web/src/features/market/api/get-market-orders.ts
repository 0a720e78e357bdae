import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MARKET_REFRESH_MS, type MarketOrderCard } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import type { MarketOrdersSearch } from '../lib/market-search';
import { marketQueryKeys } from './market-query-keys';

export function getMarketOrders(search: MarketOrdersSearch, signal?: AbortSignal) {
  const params = new URLSearchParams({ side: search.side, sort: search.sort });
  if (search.coin) params.set('base', search.coin);
  return apiRequest<MarketOrderCard[]>(`/api/market/orders?${params.toString()}`, { signal });
}

/**
 * GET /api/market/orders for the tab, coin and sort in the address, every 30 s
 * (product-spec.md section 9). The server already leaves out the signed-in trader's own orders.
 * While another tab or filter loads, the previous cards stay (dimmed) instead of a blank page.
 */
export function useMarketOrders(search: MarketOrdersSearch) {
  return useQuery({
    queryKey: marketQueryKeys.orders(search),
    queryFn: ({ signal }) => getMarketOrders(search, signal),
    refetchInterval: MARKET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
