import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CHANNEL,
  type AdminCoin,
  type CreateCoinRequest,
  type DeleteCoinResponse,
  type UpdateCoinRequest,
} from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';

export const adminCoinsQueryKey = ['admin', 'coins'] as const;
/** Traders' coin lists (landing, market, wallets) and the audit log change with a coin too. */
const affectedKeys = [adminCoinsQueryKey, ['coins'], ['wallets'], ['admin', 'audit']] as const;

const coinPath = (id: string) => `/api/admin/coins/${encodeURIComponent(id)}`;

export function getAdminCoins(signal?: AbortSignal) {
  return apiRequest<AdminCoin[]>('/api/admin/coins', { signal });
}

/**
 * GET /api/admin/coins: every coin, active or not, with whether anyone holds it. Fetched again
 * when the admin channel says coins changed (another admin's edit, a first deposit of a coin).
 */
export function useAdminCoins() {
  useLiveQuery(ADMIN_CHANNEL, ['coins'], adminCoinsQueryKey);
  return useQuery({
    queryKey: adminCoinsQueryKey,
    queryFn: ({ signal }) => getAdminCoins(signal),
  });
}

/**
 * A new coin. With an icon it goes as one multipart request (POST /api/admin/coins/with-icon),
 * so an icon the server refuses creates nothing, instead of a coin listed without its icon.
 */
export function createCoin({ icon, ...body }: CreateCoinRequest & { icon?: File | null }) {
  if (!icon) return apiRequest<AdminCoin>('/api/admin/coins', { method: 'POST', body });
  const form = new FormData();
  form.append('name', body.name);
  form.append('symbol', body.symbol);
  form.append('depositAddress', body.depositAddress);
  form.append('icon', icon);
  return apiRequest<AdminCoin>('/api/admin/coins/with-icon', { method: 'POST', body: form });
}

export function updateCoin({ id, ...body }: UpdateCoinRequest & { id: string }) {
  return apiRequest<AdminCoin>(coinPath(id), { method: 'PATCH', body });
}

export function deleteCoin(id: string) {
  return apiRequest<DeleteCoinResponse>(coinPath(id), { method: 'DELETE' });
}

/** POST /api/admin/coins/:id/icon, multipart field `icon` (PNG, JPEG or WebP, at most 5 MB). */
export function uploadCoinIcon({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('icon', file);
  return apiRequest<AdminCoin>(`${coinPath(id)}/icon`, { method: 'POST', body: form });
}

function useCoinMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refetched after a failure too: a create that failed at the icon still made the coin.
    onSettled: () =>
      Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCreateCoin = () => useCoinMutation(createCoin);
export const useUpdateCoin = () => useCoinMutation(updateCoin);
export const useDeleteCoin = () => useCoinMutation(deleteCoin);
export const useUploadCoinIcon = () => useCoinMutation(uploadCoinIcon);
