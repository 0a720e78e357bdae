import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/**
 * GET /api/wallets, under the wallet screen's key (features never import each other, so the trade
 * screen has its own fetcher for the same answer). Only asked for when someone is signed in.
 */
export function useTradeWallets(enabled: boolean) {
  // A fill against a resting order of this trader's moves these balances while the form is open.
  const ownChannel = useUserChannel();
  useLiveQuery(enabled ? ownChannel : null, ['wallets'], moneyQueryKeys.wallets);
  return useQuery({
    queryKey: moneyQueryKeys.wallets,
    queryFn: ({ signal }) => apiRequest<Wallet[]>('/api/wallets', { signal }),
    enabled,
  });
}
