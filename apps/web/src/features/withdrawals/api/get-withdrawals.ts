import { useQuery } from '@tanstack/react-query';
import type { WithdrawalView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/** GET /api/withdrawals: the user's own withdrawal requests, newest first. */
export function getWithdrawals(signal?: AbortSignal): Promise<WithdrawalView[]> {
  return apiRequest<WithdrawalView[]>('/api/withdrawals', { signal });
}

/** Fetched again when the user's channel says a request changed (approved or rejected). */
export function useWithdrawals() {
  useLiveQuery(useUserChannel(), ['withdrawals'], moneyQueryKeys.withdrawals);
  return useQuery({
    queryKey: moneyQueryKeys.withdrawals,
    queryFn: ({ signal }) => getWithdrawals(signal),
  });
}
