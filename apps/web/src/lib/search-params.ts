import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

export type SearchChanges<Key extends string> = Partial<Record<Key, string | undefined>>;

/**
 * Applies changes to a list's address (?q=&status=&page=…): an empty value removes its key, and
 * changing anything but the page starts again from page 1 (left out of the address).
 */
export function writeSearchParams(
  previous: URLSearchParams,
  changes: SearchChanges<string>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** The admin lists' page from the address: a number from 1, anything else is page 1. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * A list's filters and page, kept in the address so a filtered view can be shared, survives a
 * reload, and the back button undoes a filter.
 */
export function useSearchState<Key extends string>() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: SearchChanges<Key>) =>
      setSearchParams((previous) => writeSearchParams(previous, changes), {
        // Typing in the search box must not fill the history with one entry per letter.
        replace: 'q' in changes,
      }),
    [setSearchParams],
  );
  return { searchParams, update };
}

/**
 * The page of a list whose page lives in the address: returns the setter for the pager. A change
 * can empty the last page (approving its only row, or the list being filtered since the link was
 * made); this steps back to the page that now exists instead of showing an empty page with rows
 * before it. `total` is undefined while the count is being fetched again.
 */
export function usePage(
  update: (changes: SearchChanges<'page'>) => void,
  page: number,
  pageSize: number,
  total: number | undefined,
): (page: number) => void {
  const setPage = useCallback((next: number) => update({ page: String(next) }), [update]);
  const lastPage = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
  return setPage;
}
