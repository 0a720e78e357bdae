import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

/**
 * GET /api/wallets, shared with the wallet screens by key; only asked for when signed in, and
 * fetched again when the trader's own channel says a balance moved.
 */
export function useWallets(enabled: boolean) {
  const ownChannel = useUserChannel();
  useLiveQuery(enabled ? ownChannel : null, ['wallets'], moneyQueryKeys.wallets);
  return useQuery({
    queryKey: moneyQueryKeys.wallets,
    queryFn: ({ signal }) => apiRequest<Wallet[]>('/api/wallets', { signal }),
    enabled,
  });
}

/**
 * The available balance of one currency: undefined while the wallets are not known (signed out,
 * loading), "0" for a currency the trader has no wallet row for.
 */
export function availableOf(wallets: Wallet[] | undefined, currency: string): string | undefined {
  if (!wallets) return undefined;
  return wallets.find((wallet) => wallet.currency === currency)?.available ?? '0';
}
