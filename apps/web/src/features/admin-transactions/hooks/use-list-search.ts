import { TransactionStatus, TransactionType } from '@soko/shared';
import { readPage, useSearchState } from '@/lib/search-params';
import type { AdminTransactionsParams } from '../api/get-transactions';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';

/** Filters and the page live in the address (?status=&type=&q=&page=). */
export function useListSearch() {
  const { searchParams, update } = useSearchState<'status' | 'type' | 'q' | 'page'>();
  const status = TransactionStatus.safeParse(searchParams.get('status'));
  const type = TransactionType.safeParse(searchParams.get('type'));
  const params: AdminTransactionsParams = {
    status: status.success ? status.data : undefined,
    type: type.success ? type.data : undefined,
    q: (searchParams.get('q') ?? '').trim(),
    page: readPage(searchParams),
    pageSize: ADMIN_PAGE_SIZE,
  };
  const filtered = params.status !== undefined || params.type !== undefined || params.q !== '';
  return { params, update, filtered };
}
