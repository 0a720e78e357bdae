import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MARKET_CHANNEL,
  MARKET_REFRESH_MS,
  type Candle,
  type CandleInterval,
  type MarketRow,
  type PublicTrade,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { pairChannelOf, useLiveQuery, usePolledLiveQuery } from '@/lib/realtime/realtime-react';
import { tradeQueryKeys } from './trade-query-keys';

/** GET /api/market: one row per active pair (price and change null where nothing traded). */
export function getMarket(signal?: AbortSignal): Promise<MarketRow[]> {
  return apiRequest<MarketRow[]>('/api/market', { signal });
}

const marketRowsQuery = queryOptions({
  queryKey: tradeQueryKeys.overview,
  queryFn: ({ signal }) => getMarket(signal),
});

/**
 * Every query here is fetched again when its channel says it changed, and polls every 30 s
 * (product-spec.md section 9) only while that push is down.
 */
export function useMarketRows() {
  const live = usePolledLiveQuery(MARKET_CHANNEL, ['market'], tradeQueryKeys.overview);
  return useQuery({ ...marketRowsQuery, refetchInterval: live ? false : MARKET_REFRESH_MS });
}

/**
 * The same rows, fetched again on pushes but never polled, for the trade screen around the cards
 * (it only picks a pair from them): knowing whether the push is up would re-render the whole
 * screen, every card in it, when the socket joins or drops (issue 16). The Market Overview tab
 * polls them while the push is down.
 */
export function useMarketRowsUnpolled() {
  useLiveQuery(MARKET_CHANNEL, ['market'], tradeQueryKeys.overview);
  return useQuery(marketRowsQuery);
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

/**
 * The previous interval's candles stay drawn while the next ones load, so the chart never blinks.
 * A trade moves the last candle, so the pair's trades topic refreshes every interval's candles.
 */
export function useCandles(base: string, quote: string, interval: CandleInterval) {
  const live = usePolledLiveQuery(
    pairChannelOf(base, quote),
    ['trades'],
    tradeQueryKeys.pairCandles(base, quote),
  );
  return useQuery({
    queryKey: tradeQueryKeys.candles(base, quote, interval),
    queryFn: ({ signal }) => getCandles(base, quote, interval, signal),
    refetchInterval: live ? false : MARKET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/market/trades: the pair's latest fills, newest first. */
export function getRecentTrades(base: string, quote: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ base, quote, limit: '20' }).toString();
  return apiRequest<PublicTrade[]>(`/api/market/trades?${query}`, { signal });
}

export function useRecentTrades(base: string, quote: string) {
  const queryKey = tradeQueryKeys.trades(base, quote);
  const live = usePolledLiveQuery(pairChannelOf(base, quote), ['trades'], queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getRecentTrades(base, quote, signal),
    refetchInterval: live ? false : MARKET_REFRESH_MS,
  });
}
