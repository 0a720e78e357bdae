import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE } from '@soko/shared';
import { moneyQueryKeys } from '@/lib/money-queries';
import { listQuery, type TransactionFilters } from '../lib/transactions-search';
import { getTransactions, useLiveTransactions } from './get-transactions';

/**
 * The history page: 10 a page; the previous page stays on screen while the next one loads. A file
 * of its own: its filters are checked with the shared schemas, which the dashboard's Recent
 * Transactions card (get-transactions.ts) does without.
 */
export function useTransactions(filters: TransactionFilters) {
  useLiveTransactions();
  return useQuery({
    queryKey: [...moneyQueryKeys.transactions, 'list', filters],
    queryFn: ({ signal }) => getTransactions(listQuery(filters, HISTORY_PAGE_SIZE), signal),
    placeholderData: keepPreviousData,
  });
}
