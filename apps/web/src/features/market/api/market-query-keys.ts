/**
 * The market's query keys. Every key starts with "market", so a trade refreshes all of them with
 * one invalidation; the landing page uses the same overview key (its own fetcher, same answer).
 */
export const marketQueryKeys = {
  all: ['market'] as const,
  overview: ['market', 'overview'] as const,
  allOrders: ['market', 'orders'] as const,
  orders: (query: object) => ['market', 'orders', query] as const,
  pairs: ['market', 'pairs'] as const,
  coins: ['coins', 'public'] as const,
};
