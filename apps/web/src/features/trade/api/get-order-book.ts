import { useQuery } from '@tanstack/react-query';
import { MARKET_REFRESH_MS, type OrderBook } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { tradeQueryKeys } from './trade-query-keys';

/** GET /api/orderbook: resting buys (best price first) and sells (best price first) of a pair. */
export function getOrderBook(base: string, quote: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ base, quote }).toString();
  return apiRequest<OrderBook>(`/api/orderbook?${query}`, { signal });
}

/** Refreshed every 30 s like the rest of the market (product-spec.md section 9). */
export function useOrderBook(base: string, quote: string) {
  return useQuery({
    queryKey: tradeQueryKeys.orderBook(base, quote),
    queryFn: ({ signal }) => getOrderBook(base, quote, signal),
    refetchInterval: MARKET_REFRESH_MS,
  });
}
