import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_TRANSACTIONS_LIMIT, type TransactionsPage } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/**
 * product-spec.md section 7: any change to the user's transactions re-fetches the lists; the
 * user's channel says when (a deposit approved, a payment settled).
 */
export function useLiveTransactions() {
  useLiveQuery(useUserChannel(), ['transactions'], moneyQueryKeys.transactions);
}

/** GET /api/transactions: the user's own rows, newest first, one page with the exact total. */
export function getTransactions(query: string, signal?: AbortSignal): Promise<TransactionsPage> {
  return apiRequest<TransactionsPage>(`/api/transactions?${query}`, { signal });
}

const recentQuery = new URLSearchParams({
  page: '1',
  pageSize: String(RECENT_TRANSACTIONS_LIMIT),
}).toString();

export const recentTransactionsQuery = queryOptions({
  queryKey: [...moneyQueryKeys.transactions, 'recent'],
  queryFn: ({ signal }) => getTransactions(recentQuery, signal),
});

/** The Recent Transactions card: the latest 5. */
export function useRecentTransactions() {
  useLiveTransactions();
  return useQuery(recentTransactionsQuery);
}
