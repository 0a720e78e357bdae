import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Coin,
  CreateSavedAddressRequest,
  SavedAddressResponse,
  UpdateWithdrawalSafeguardsRequest,
  WithdrawalSafeguards,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { safeguardsQueryKeys } from '@/lib/safeguards-queries';

/** GET /api/coins: the coins an address can be saved for. */
export function useAddressCoins() {
  return useQuery({
    queryKey: ['coins', 'address-book'],
    queryFn: ({ signal }) => apiRequest<Coin[]>('/api/coins', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedAddressRequest) =>
      apiRequest<SavedAddressResponse>('/api/account/addresses', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardsQueryKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardsQueryKeys.addresses }),
  });
}

export function useUpdateSafeguards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWithdrawalSafeguardsRequest) =>
      apiRequest<WithdrawalSafeguards>('/api/account/withdrawal-safeguards', {
        method: 'PUT',
        body,
      }),
    onSuccess: (status) => queryClient.setQueryData(safeguardsQueryKeys.status, status),
  });
}
