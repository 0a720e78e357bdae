import { useSearchState } from '@/lib/search-params';
import { hasFilters, readFilters, type FilterKey } from '../lib/transactions-search';

/** The history's filters, read from and written to the address (see transactions-search.ts). */
export function useTransactionsSearch() {
  const { searchParams, update } = useSearchState<FilterKey>();
  const filters = readFilters(searchParams);
  return { filters, update, filtered: hasFilters(filters) };
}
