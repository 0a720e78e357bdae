import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type TransactionsPage } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/**
 * The user's crypto deposits still waiting for an admin, so each wallet card can say what is on
 * its way (issue 16). A trader has at most a handful pending; one page holds them.
 */
export function getPendingDeposits(signal?: AbortSignal): Promise<TransactionsPage> {
  return apiRequest<TransactionsPage>(
    `/api/transactions?type=deposit&status=pending&pageSize=${MAX_PAGE_SIZE}`,
    { signal },
  );
}

const pendingDepositsKey = [...moneyQueryKeys.transactions, 'pending-deposits'] as const;

export const pendingDepositsQuery = queryOptions({
  queryKey: pendingDepositsKey,
  queryFn: ({ signal }) => getPendingDeposits(signal),
});

/** Under the transactions key: whatever refreshes the history refreshes this too. */
export function usePendingDeposits() {
  useLiveQuery(useUserChannel(), ['transactions'], pendingDepositsKey);
  return useQuery(pendingDepositsQuery);
}
