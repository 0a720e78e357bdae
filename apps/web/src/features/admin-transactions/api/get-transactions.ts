import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_CHANNEL,
  type AdminTransactionsPage,
  type TransactionStatus,
  type TransactionType,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';
import { adminTransactionsQueryKey } from './query-keys';

export interface AdminTransactionsParams {
  status: TransactionStatus | undefined;
  type: TransactionType | undefined;
  q: string;
  page: number;
  pageSize: number;
  /** Queues ask for the oldest first: first come, first served. */
  order?: 'newest' | 'oldest';
}

export function getAdminTransactions(params: AdminTransactionsParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.status) search.set('status', params.status);
  if (params.type) search.set('type', params.type);
  if (params.q) search.set('q', params.q);
  if (params.order) search.set('order', params.order);
  return apiRequest<AdminTransactionsPage>(`/api/admin/transactions?${search.toString()}`, {
    signal,
  });
}

/**
 * GET /api/admin/transactions. The previous page stays on screen while the next one loads. The
 * pending deposits queue and the list are fetched again when the admin channel says a deposit,
 * a withdrawal or an M-Pesa payment came in or was decided (possibly by another admin).
 */
export function useAdminTransactions(params: AdminTransactionsParams) {
  useLiveQuery(ADMIN_CHANNEL, ['deposits', 'withdrawals', 'payments'], adminTransactionsQueryKey);
  return useQuery({
    queryKey: [...adminTransactionsQueryKey, params],
    queryFn: ({ signal }) => getAdminTransactions(params, signal),
    placeholderData: keepPreviousData,
  });
}
