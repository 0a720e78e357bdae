import { Role, UserStatus } from '@soko/shared';
import { readPage, useSearchState } from '@/lib/search-params';
import type { AdminUsersParams } from '../api/get-users';

export const USERS_PAGE_SIZE = 20;

/** The search, filters and page live in the address (?q=&role=&status=&page=). */
export function useUsersSearch() {
  const { searchParams, update } = useSearchState<'q' | 'role' | 'status' | 'page'>();
  const role = Role.safeParse(searchParams.get('role'));
  const status = UserStatus.safeParse(searchParams.get('status'));
  const params: AdminUsersParams = {
    q: (searchParams.get('q') ?? '').trim(),
    role: role.success ? role.data : undefined,
    status: status.success ? status.data : undefined,
    page: readPage(searchParams),
    pageSize: USERS_PAGE_SIZE,
  };
  const filtered = params.q !== '' || params.role !== undefined || params.status !== undefined;
  return { params, update, filtered };
}
