import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MARKET_REFRESH_MS,
  type Candle,
  type CandleInterval,
  type MarketRow,
  type PublicTrade,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { tradeQueryKeys } from './trade-query-keys';

/** GET /api/market: one row per active pair (price and change null where nothing traded). */
export function getMarket(signal?: AbortSignal): Promise<MarketRow[]> {
  return apiRequest<MarketRow[]>('/api/market', { signal });
}

export function useMarketRows() {
  return useQuery({
    queryKey: tradeQueryKeys.overview,
    queryFn: ({ signal }) => getMarket(signal),
    refetchInterval: MARKET_REFRESH_MS,
  });
}

/** GET /api/market/candles: OHLC buckets, oldest first; buckets without trades are absent. */
export function getCandles(
  base: string,
  quote: string,
  interval: CandleInterval,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ base, quote, interval }).toString();
  return apiRequest<Candle[]>(`/api/market/candles?${query}`, { signal });
}

/** The previous interval's candles stay drawn while the next ones load, so the chart never blinks. */
export function useCandles(base: string, quote: string, interval: CandleInterval) {
  return useQuery({
    queryKey: tradeQueryKeys.candles(base, quote, interval),
    queryFn: ({ signal }) => getCandles(base, quote, interval, signal),
    refetchInterval: MARKET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/market/trades: the pair's latest fills, newest first. */
export function getRecentTrades(base: string, quote: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ base, quote, limit: '20' }).toString();
  return apiRequest<PublicTrade[]>(`/api/market/trades?${query}`, { signal });
}

export function useRecentTrades(base: string, quote: string) {
  return useQuery({
    queryKey: tradeQueryKeys.trades(base, quote),
    queryFn: ({ signal }) => getRecentTrades(base, quote, signal),
    refetchInterval: MARKET_REFRESH_MS,
  });
}
