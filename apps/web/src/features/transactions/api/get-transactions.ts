import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, RECENT_TRANSACTIONS_LIMIT, type TransactionsPage } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { listQuery, type TransactionFilters } from '../lib/transactions-search';

/** GET /api/transactions: the user's own rows, newest first, one page with the exact total. */
export function getTransactions(query: string, signal?: AbortSignal): Promise<TransactionsPage> {
  return apiRequest<TransactionsPage>(`/api/transactions?${query}`, { signal });
}

/** The history page: 10 a page; the previous page stays on screen while the next one loads. */
export function useTransactions(filters: TransactionFilters) {
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

/** The Recent Transactions card: the latest 5. */
export function useRecentTransactions() {
  return useQuery({
    queryKey: [...moneyQueryKeys.transactions, 'recent'],
    queryFn: ({ signal }) => getTransactions(recentQuery, signal),
  });
}
