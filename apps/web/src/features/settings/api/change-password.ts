import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return apiRequest('/api/account/password', { method: 'POST', body });
}

/** POST /api/account/password. The server checks the current password (decisions.md 10). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
