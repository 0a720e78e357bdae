import { TransactionStatus, TransactionType } from '@soko/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminTransactionsParams } from '../api/get-transactions';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';

type Key = 'status' | 'type' | 'q' | 'page';

/**
 * Filters and the page live in the address (?status=&type=&q=&page=), so a filtered view can be
 * shared, survives a reload, and the back button undoes a filter.
 */
export function useListSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const status = TransactionStatus.safeParse(searchParams.get('status'));
  const type = TransactionType.safeParse(searchParams.get('type'));
  const params: AdminTransactionsParams = {
    status: status.success ? status.data : undefined,
    type: type.success ? type.data : undefined,
    q: (searchParams.get('q') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: ADMIN_PAGE_SIZE,
  };

  /** Changing anything but the page starts again from page 1. */
  const update = useCallback(
    (changes: Partial<Record<Key, string | undefined>>) => {
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

  const filtered = params.status !== undefined || params.type !== undefined || params.q !== '';
  return { params, update, filtered };
}
