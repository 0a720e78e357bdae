import { useQuery } from '@tanstack/react-query';
import type { WithdrawalView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';

/** GET /api/withdrawals: the user's own withdrawal requests, newest first. */
export function getWithdrawals(signal?: AbortSignal): Promise<WithdrawalView[]> {
  return apiRequest<WithdrawalView[]>('/api/withdrawals', { signal });
}

export function useWithdrawals() {
  return useQuery({
    queryKey: moneyQueryKeys.withdrawals,
    queryFn: ({ signal }) => getWithdrawals(signal),
  });
}
