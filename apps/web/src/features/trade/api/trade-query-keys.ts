import type { QueryClient } from '@tanstack/react-query';
import type { CandleInterval } from '@soko/shared';
import { invalidateMoneyQueries } from '@/lib/money-queries';

/**
 * The trade screen's query keys. Market data starts with "market" and the book with "orderbook",
 * the same prefixes the market feature uses, so one trade anywhere refreshes every screen that
 * could show it; "orders" is My orders (features/orders). Pairs and the overview share the market
 * feature's keys on purpose: the same request, the same answer, fetched once.
 */
export const tradeQueryKeys = {
  pairs: ['market', 'pairs'] as const,
  overview: ['market', 'overview'] as const,
  /** Every interval's candles of one pair. */
  pairCandles: (base: string, quote: string) => ['market', 'candles', base, quote] as const,
  candles: (base: string, quote: string, interval: CandleInterval) =>
    ['market', 'candles', base, quote, interval] as const,
  trades: (base: string, quote: string) => ['market', 'trades', base, quote] as const,
  orderBook: (base: string, quote: string) => ['orderbook', base, quote] as const,
};

/** After an order was placed: the book, the market, the trader's orders and every balance. */
export function invalidateTradingQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orderbook'] }),
    queryClient.invalidateQueries({ queryKey: ['market'] }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    invalidateMoneyQueries(queryClient),
  ]);
}
