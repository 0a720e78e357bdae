import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTotal } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/** GET /api/wallets/total: everything the user owns, valued in KES by the server (exactly). */
export function getWalletTotal(signal?: AbortSignal): Promise<WalletTotal> {
  return apiRequest<WalletTotal>('/api/wallets/total', { signal });
}

export const walletTotalQuery = queryOptions({
  queryKey: moneyQueryKeys.walletTotal,
  queryFn: ({ signal }) => getWalletTotal(signal),
});

/** Fetched again when a balance moves, like the wallets themselves. */
export function useWalletTotal() {
  useLiveQuery(useUserChannel(), ['wallets'], moneyQueryKeys.walletTotal);
  return useQuery(walletTotalQuery);
}
