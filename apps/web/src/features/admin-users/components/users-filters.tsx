import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type SelectHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { AdminUsersParams } from '../api/get-users';

const SEARCH_DEBOUNCE_MS = 300;

interface UsersFiltersProps {
  params: AdminUsersParams;
  onChange: (changes: Partial<Record<'q' | 'role' | 'status', string | undefined>>) => void;
}

export function UsersFilters({ params, onChange }: UsersFiltersProps) {
  const searchId = useId();
  const [query, setQuery] = useState(params.q);
  // Follow the address when it changes under us (back button, a shared link).
  const [lastUrlQuery, setLastUrlQuery] = useState(params.q);
  if (params.q !== lastUrlQuery) {
    setLastUrlQuery(params.q);
    if (params.q !== query.trim()) setQuery(params.q);
  }

  // One request when typing pauses, not one per letter on a slow connection.
  useEffect(() => {
    if (query.trim() === params.q) return;
    const timer = window.setTimeout(
      () => onChange({ q: query.trim() || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [query, params.q, onChange]);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search users
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search by username or email"
          autoComplete="off"
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
            className="absolute top-1/2 right-1 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-400 hover:text-slate-700"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          label="Role"
          value={params.role ?? ''}
          onChange={(event) => onChange({ role: event.target.value || undefined })}
        >
          <option value="">All roles</option>
          <option value="admin">Admins</option>
          <option value="user">Users</option>
        </Select>
        <Select
          label="Status"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || undefined })}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </Select>
      </div>
    </div>
  );
}

/** A native select: the phone's own picker is the fastest and most accessible on Android. */
function Select({
  label,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1 md:w-40">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        className={cn(
          'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 md:text-sm',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
          className,
        )}
        {...props}
      />
    </div>
  );
}
