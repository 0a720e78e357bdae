import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_CHANNEL, type AdminWithdrawalsPage, type WithdrawalStatus } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';
import { adminWithdrawalsQueryKey } from './query-keys';

export interface AdminWithdrawalsParams {
  status: WithdrawalStatus | undefined;
  page: number;
  pageSize: number;
  /** Queues ask for the oldest first: first come, first served. */
  order?: 'newest' | 'oldest';
}

export function getAdminWithdrawals(params: AdminWithdrawalsParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.status) search.set('status', params.status);
  if (params.order) search.set('order', params.order);
  return apiRequest<AdminWithdrawalsPage>(`/api/admin/withdrawals?${search.toString()}`, {
    signal,
  });
}

/** GET /api/admin/withdrawals; fetched again when the admin channel says the queue changed. */
export function useAdminWithdrawals(params: AdminWithdrawalsParams) {
  useLiveQuery(ADMIN_CHANNEL, ['withdrawals'], adminWithdrawalsQueryKey);
  return useQuery({
    queryKey: [...adminWithdrawalsQueryKey, params],
    queryFn: ({ signal }) => getAdminWithdrawals(params, signal),
    placeholderData: keepPreviousData,
  });
}
