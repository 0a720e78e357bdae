import { useEffect } from 'react';

/**
 * A decision can empty the last page of a queue (approving its only row); step back to the page
 * that now exists instead of showing an empty page with rows before it.
 */
export function usePageClamp(
  page: number,
  pageSize: number,
  total: number | undefined,
  setPage: (page: number) => void,
) {
  const lastPage = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
