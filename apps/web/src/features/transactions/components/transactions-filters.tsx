import { TransactionStatus, TransactionType } from '@soko/shared';
import { Download, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { statusLabels, typeLabels } from '../lib/transaction-labels';
import {
  exportHref,
  type FilterChanges,
  type TransactionFilters,
} from '../lib/transactions-search';

const SEARCH_DEBOUNCE_MS = 300;

interface TransactionsFiltersProps {
  filters: TransactionFilters;
  onChange: (changes: FilterChanges) => void;
  /** Nothing to export: the link is shown but off. */
  exportDisabled: boolean;
}

export function TransactionsFilters({
  filters,
  onChange,
  exportDisabled,
}: TransactionsFiltersProps) {
  const searchId = useId();
  const [query, setQuery] = useState(filters.q);
  // Follow the address when it changes under us (the back button, a shared link).
  const [lastUrlQuery, setLastUrlQuery] = useState(filters.q);
  if (filters.q !== lastUrlQuery) {
    setLastUrlQuery(filters.q);
    if (filters.q !== query.trim()) setQuery(filters.q);
  }
  // One request when typing pauses, not one per letter on a slow connection.
  useEffect(() => {
    if (query.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ q: query.trim() || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [query, filters.q, onChange]);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="mb-1 block text-xs font-medium text-slate-600">
          Search
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute bottom-3.5 left-3 h-4 w-4 text-slate-400"
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          maxLength={64}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Currency or transaction id"
          autoComplete="off"
          autoCapitalize="none"
          enterKeyHint="search"
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="button"
            onClick={() => {
              setQuery('');
              onChange({ q: undefined });
            }}
            aria-label="Clear search"
            className="absolute right-1 bottom-1 inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-400 hover:text-slate-700"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          label="Type"
          wrapperClassName="md:w-36"
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: event.target.value || undefined })}
        >
          <option value="">All types</option>
          {TransactionType.options.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </Select>
        <Select
          label="Status"
          wrapperClassName="md:w-36"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || undefined })}
        >
          <option value="">All statuses</option>
          {TransactionStatus.options.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
      </div>
      {/* A plain link: the browser downloads the file itself with the session cookie, so a big
          export never passes through this page's memory. */}
      <a
        href={exportDisabled ? undefined : exportHref(filters)}
        download
        aria-disabled={exportDisabled || undefined}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900',
          exportDisabled ? 'cursor-not-allowed opacity-50' : 'hover:bg-slate-50',
        )}
      >
        <Download aria-hidden className="h-4 w-4" />
        Export CSV
      </a>
    </div>
  );
}
