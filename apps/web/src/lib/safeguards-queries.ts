import { useQuery } from '@tanstack/react-query';
import type { SavedAddress, WithdrawalSafeguards } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The withdrawal safeguards (decisions.md 23) as the wallet, the withdraw dialogs and Settings
 * all read them: one query each, shared here because features do not import each other.
 */
export const safeguardsQueryKeys = {
  status: ['withdrawal-safeguards'] as const,
  addresses: ['saved-addresses'] as const,
};

/** GET /api/account/withdrawal-safeguards: a pause (why, until when), saved-only, code needed. */
export function useWithdrawalSafeguards(enabled = true) {
  return useQuery({
    queryKey: safeguardsQueryKeys.status,
    queryFn: ({ signal }) =>
      apiRequest<WithdrawalSafeguards>('/api/account/withdrawal-safeguards', { signal }),
    enabled,
  });
}

/** GET /api/account/addresses: the trader's address book. */
export function useSavedAddresses(enabled = true) {
  return useQuery({
    queryKey: safeguardsQueryKeys.addresses,
    queryFn: ({ signal }) => apiRequest<SavedAddress[]>('/api/account/addresses', { signal }),
    enabled,
  });
}
