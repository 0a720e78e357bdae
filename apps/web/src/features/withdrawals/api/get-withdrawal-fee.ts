import { useQuery } from '@tanstack/react-query';
import type { WithdrawalFee } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export const withdrawalFeeQueryKey = ['withdrawal-fee'] as const;

/** GET /api/withdrawals/fee: the admin's current withdrawal fee, for the preview. */
export function getWithdrawalFee(signal?: AbortSignal): Promise<WithdrawalFee> {
  return apiRequest<WithdrawalFee>('/api/withdrawals/fee', { signal });
}

/** Asked again each time the dialog opens: an admin may have changed the rate meanwhile. */
export function useWithdrawalFee() {
  return useQuery({
    queryKey: withdrawalFeeQueryKey,
    queryFn: ({ signal }) => getWithdrawalFee(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
