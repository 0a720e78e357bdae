import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/** GET /api/wallets: KES first, then one balance per coin, each split into available and held. */
export function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return apiRequest<Wallet[]>('/api/wallets', { signal });
}

export const walletsQuery = queryOptions({
  queryKey: moneyQueryKeys.wallets,
  queryFn: ({ signal }) => getWallets(signal),
});

/** Fetched again when the user's channel says a balance moved (a fill, an approval, M-Pesa). */
export function useWallets() {
  useLiveQuery(useUserChannel(), ['wallets'], moneyQueryKeys.wallets);
  return useQuery(walletsQuery);
}
