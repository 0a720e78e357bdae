import { TransactionStatus, TransactionType } from '@soko/shared';
import type { SearchChanges } from '@/lib/search-params';

/**
 * The history's search, filters and page, as they live in the address bar
 * (?q=&type=&status=&page=): a filtered view survives a reload, can be shared, and the back
 * button undoes a filter. Unknown values in the address are ignored, never sent.
 */
export interface TransactionFilters {
  q: string;
  type: TransactionType | undefined;
  status: TransactionStatus | undefined;
  page: number;
}

export type FilterKey = 'q' | 'type' | 'status' | 'page';
/** Written with writeSearchParams (lib/search-params.ts): a new filter starts from page 1. */
export type FilterChanges = SearchChanges<FilterKey>;

export function readFilters(params: URLSearchParams): TransactionFilters {
  const type = TransactionType.safeParse(params.get('type'));
  const status = TransactionStatus.safeParse(params.get('status'));
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 64),
    type: type.success ? type.data : undefined,
    status: status.success ? status.data : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

function filterParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  return params;
}

/** GET /api/transactions with these filters and one page. */
export function listQuery(filters: TransactionFilters, pageSize: number): string {
  const params = filterParams(filters);
  params.set('page', String(filters.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** The CSV export: every row matching the same filters, whatever page is shown. */
export function exportHref(filters: TransactionFilters): string {
  const query = filterParams(filters).toString();
  return `/api/transactions/export.csv${query ? `?${query}` : ''}`;
}

export function hasFilters(filters: TransactionFilters): boolean {
  return filters.q !== '' || filters.type !== undefined || filters.status !== undefined;
}

/**
 * Which of the spec's three empty texts fits what is filtered: one type ("No deposit transactions
 * found"), other filters, or none. The words themselves are in components/transaction-messages.ts.
 */
export type EmptyCase = TransactionType | 'filtered' | 'none';

export function emptyCase(filters: TransactionFilters): EmptyCase {
  if (filters.type) return filters.type;
  if (hasFilters(filters)) return 'filtered';
  return 'none';
}
