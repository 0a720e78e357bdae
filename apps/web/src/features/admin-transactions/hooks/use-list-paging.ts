import { usePage, type SearchChanges } from '@/lib/search-params';

/**
 * The pager of an admin list whose page lives in the address, in the shape ListFrame takes; a
 * decision that empties the last page steps back to the page that now exists.
 */
export function useListPaging(
  search: {
    params: { page: number; pageSize: number };
    update: (changes: SearchChanges<'page'>) => void;
  },
  query: { isFetching: boolean; data?: { total: number } | undefined },
  label: { one: string; many: string },
) {
  const { page, pageSize } = search.params;
  const total = query.isFetching ? undefined : query.data?.total;
  const onPageChange = usePage(search.update, page, pageSize, total);
  return (
    query.data && {
      page,
      pageSize,
      total: query.data.total,
      onPageChange,
      itemLabel: query.data.total === 1 ? label.one : label.many,
    }
  );
}
