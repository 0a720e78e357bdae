import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money-queries';

/** GET /api/wallets: KES first, then one balance per coin, each split into available and held. */
export function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return apiRequest<Wallet[]>('/api/wallets', { signal });
}

export function useWallets() {
  return useQuery({
    queryKey: moneyQueryKeys.wallets,
    queryFn: ({ signal }) => getWallets(signal),
  });
}
