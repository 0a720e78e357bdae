import { Role, UserStatus } from '@soko/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUsersParams } from '../api/get-users';

export const USERS_PAGE_SIZE = 20;

/**
 * The search, filters and page live in the address (?q=&role=&status=&page=), so a filtered view
 * can be shared, survives a reload, and the back button undoes a filter.
 */
export function useUsersSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const role = Role.safeParse(searchParams.get('role'));
  const status = UserStatus.safeParse(searchParams.get('status'));
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const params: AdminUsersParams = {
    q: (searchParams.get('q') ?? '').trim(),
    role: role.success ? role.data : undefined,
    status: status.success ? status.data : undefined,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: USERS_PAGE_SIZE,
  };

  /** Changing anything but the page starts again from page 1. */
  const update = useCallback(
    (changes: Partial<Record<'q' | 'role' | 'status' | 'page', string | undefined>>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        // Typing in the search box must not fill the history with one entry per letter.
        { replace: 'q' in changes },
      );
    },
    [setSearchParams],
  );

  const filtered = params.q !== '' || params.role !== undefined || params.status !== undefined;
  return { params, update, filtered };
}
