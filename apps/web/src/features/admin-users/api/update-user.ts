import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserRequest, AdminUserRow } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';

export function updateAdminUser({ id, ...body }: AdminUpdateUserRequest & { id: string }) {
  return apiRequest<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

/** PATCH /api/admin/users/:id (role or status). Every cached page is refetched afterwards. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
