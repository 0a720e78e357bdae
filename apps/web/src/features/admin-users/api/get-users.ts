import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse, Role, UserStatus } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

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

/** GET /api/admin/users. The previous page stays on screen while the next one loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
