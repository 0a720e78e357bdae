import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CHANNEL,
  type AdminCoin,
  type CreatePairRequest,
  type PairView,
  type UpdatePairRequest,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';

export const adminPairsQueryKey = ['admin', 'pairs'] as const;
/** Traders' pair lists and market rows, and the audit log, change with a pair too. */
const affectedKeys = [adminPairsQueryKey, ['market'], ['pairs'], ['admin', 'audit']] as const;

/** GET /api/admin/pairs: every pair, active or not; fetched again when another admin changes one. */
export function useAdminPairs() {
  useLiveQuery(ADMIN_CHANNEL, ['pairs'], adminPairsQueryKey);
  return useQuery({
    queryKey: adminPairsQueryKey,
    queryFn: ({ signal }) => apiRequest<PairView[]>('/api/admin/pairs', { signal }),
  });
}

/** GET /api/admin/coins: the base currency choices of a new pair (same key as Manage Coins). */
export function useCoinChoices() {
  useLiveQuery(ADMIN_CHANNEL, ['coins'], ['admin', 'coins']);
  return useQuery({
    queryKey: ['admin', 'coins'],
    queryFn: ({ signal }) => apiRequest<AdminCoin[]>('/api/admin/coins', { signal }),
  });
}

export function createPair(body: CreatePairRequest) {
  return apiRequest<{ pair: PairView }>('/api/admin/pairs', { method: 'POST', body });
}

export function updatePair({ id, ...body }: UpdatePairRequest & { id: string }) {
  return apiRequest<{ pair: PairView }>(`/api/admin/pairs/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

function usePairMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<{ pair: PairView }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The server's answer replaces the row at once; a refetch follows, after failures too,
    // because a refusal often means the list was out of date.
    onSuccess: ({ pair }) =>
      queryClient.setQueryData<PairView[]>(adminPairsQueryKey, (pairs) =>
        pairs?.some((row) => row.id === pair.id)
          ? pairs.map((row) => (row.id === pair.id ? pair : row))
          : pairs && [...pairs, pair],
      ),
    onSettled: () =>
      Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCreatePair = () => usePairMutation(createPair);
export const useUpdatePair = () => usePairMutation(updatePair);
