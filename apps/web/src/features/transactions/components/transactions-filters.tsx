import { Trans, useLingui } from '@lingui/react/macro';
import { TransactionStatus, TransactionType } from '@soko/shared';
import { Download } from 'lucide-react';
import { useCallback } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { statusMessages, typeMessages } from './transaction-messages';
import {
  exportHref,
  type FilterChanges,
  type TransactionFilters,
} from '../lib/transactions-search';

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
  const { i18n, t } = useLingui();
  const onSearch = useCallback((q: string) => onChange({ q: q || undefined }), [onChange]);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchInput
        value={filters.q}
        onSearch={onSearch}
        label={t`Search by currency or transaction id`}
        placeholder={t`Currency or transaction id`}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          label={t`Type`}
          wrapperClassName="md:w-36"
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: event.target.value || undefined })}
        >
          <option value="">{t`All types`}</option>
          {TransactionType.options.map((type) => (
            <option key={type} value={type}>
              {i18n._(typeMessages[type])}
            </option>
          ))}
        </Select>
        <Select
          label={t`Status`}
          wrapperClassName="md:w-36"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || undefined })}
        >
          <option value="">{t`All statuses`}</option>
          {TransactionStatus.options.map((status) => (
            <option key={status} value={status}>
              {i18n._(statusMessages[status])}
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
        <Trans>Export CSV</Trans>
      </a>
    </div>
  );
}
