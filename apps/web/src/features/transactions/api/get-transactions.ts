import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, RECENT_TRANSACTIONS_LIMIT, type TransactionsPage } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';
import { listQuery, type TransactionFilters } from '../lib/transactions-search';

/**
 * product-spec.md section 7: any change to the user's transactions re-fetches the lists; the
 * user's channel says when (a deposit approved, a payment settled).
 */
function useLiveTransactions() {
  useLiveQuery(useUserChannel(), ['transactions'], moneyQueryKeys.transactions);
}

/** GET /api/transactions: the user's own rows, newest first, one page with the exact total. */
export function getTransactions(query: string, signal?: AbortSignal): Promise<TransactionsPage> {
  return apiRequest<TransactionsPage>(`/api/transactions?${query}`, { signal });
}

/** The history page: 10 a page; the previous page stays on screen while the next one loads. */
export function useTransactions(filters: TransactionFilters) {
  useLiveTransactions();
  return useQuery({
    queryKey: [...moneyQueryKeys.transactions, 'list', filters],
    queryFn: ({ signal }) => getTransactions(listQuery(filters, HISTORY_PAGE_SIZE), signal),
    placeholderData: keepPreviousData,
  });
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
