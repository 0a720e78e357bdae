import { useQuery } from '@tanstack/react-query';
import { MARKET_REFRESH_MS, type OrderBook } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { pairChannelOf, usePolledLiveQuery } from '@/lib/realtime/realtime-react';
import { tradeQueryKeys } from './trade-query-keys';

/** GET /api/orderbook: resting buys (best price first) and sells (best price first) of a pair. */
export function getOrderBook(base: string, quote: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ base, quote }).toString();
  return apiRequest<OrderBook>(`/api/orderbook?${query}`, { signal });
}

/**
 * Fetched again whenever the pair's channel says its book changed; every 30 s like the rest of
 * the market (product-spec.md section 9) only while the push is down.
 */
export function useOrderBook(base: string, quote: string) {
  const queryKey = tradeQueryKeys.orderBook(base, quote);
  const live = usePolledLiveQuery(pairChannelOf(base, quote), ['book'], queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getOrderBook(base, quote, signal),
    refetchInterval: live ? false : MARKET_REFRESH_MS,
  });
}
