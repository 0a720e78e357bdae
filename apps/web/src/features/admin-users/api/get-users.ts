import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_CHANNEL, type AdminUsersResponse, type Role, type UserStatus } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery } from '@/lib/realtime/realtime-react';

export interface AdminUsersParams {
  q: string;
  role: Role | undefined;
  status: UserStatus | undefined;
  page: number;
  pageSize: number;
}

export const adminUsersQueryKey = ['admin', 'users'] as const;

export function getAdminUsers(params: AdminUsersParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.q) search.set('q', params.q);
  if (params.role) search.set('role', params.role);
  if (params.status) search.set('status', params.status);
  return apiRequest<AdminUsersResponse>(`/api/admin/users?${search.toString()}`, { signal });
}

/**
 * GET /api/admin/users. The previous page stays on screen while the next one loads. Fetched
 * again when the admin channel says users changed (a sign-up, another admin's edit).
 */
export function useAdminUsers(params: AdminUsersParams) {
  useLiveQuery(ADMIN_CHANNEL, ['users'], adminUsersQueryKey);
  return useQuery({
    queryKey: [...adminUsersQueryKey, params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
