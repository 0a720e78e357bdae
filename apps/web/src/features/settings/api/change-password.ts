import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { safeguardsQueryKeys } from '@/lib/safeguards-queries';

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return apiRequest('/api/account/password', { method: 'POST', body });
}

/**
 * POST /api/account/password. The server checks the current password (decisions.md 10) and
 * pauses withdrawals for the cool-down (decisions.md 23): the wallet's banner must say so.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardsQueryKeys.status }),
  });
}
