import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasFilters,
  readFilters,
  writeFilters,
  type FilterChanges,
} from '../lib/transactions-search';

/** The history's filters, read from and written to the address (see transactions-search.ts). */
export function useTransactionsSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const update = useCallback(
    (changes: FilterChanges) =>
      setSearchParams((previous) => writeFilters(previous, changes), {
        // Typing in the search box must not leave one history entry per letter.
        replace: 'q' in changes,
      }),
    [setSearchParams],
  );
  return { filters, update, filtered: hasFilters(filters) };
}
