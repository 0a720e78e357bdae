import { Trans, useLingui } from '@lingui/react/macro';
import { TransactionStatus, TransactionType } from '@soko/shared';
import { Select } from '@/components/ui/select';
import { SearchInput } from '@/components/ui/search-input';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdminTransactionsParams } from '../api/get-transactions';
import { statusLabel, typeLabel } from '../lib/labels';

export const ALL = 'all';

/** The status tabs of product-spec.md section 2: All, then every status. */
export function StatusTabs() {
  const { i18n, t } = useLingui();
  return (
    <TabsList aria-label={t`Filter by status`}>
      <TabsTrigger value={ALL}>
        <Trans>All</Trans>
      </TabsTrigger>
      {TransactionStatus.options.map((status) => (
        <TabsTrigger key={status} value={status}>
          {i18n._(statusLabel[status])}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

interface TransactionsFiltersProps {
  params: AdminTransactionsParams;
  onChange: (changes: Partial<Record<'type' | 'q', string | undefined>>) => void;
}

export function TransactionsFilters({ params, onChange }: TransactionsFiltersProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchInput
        value={params.q}
        onSearch={(q) => onChange({ q: q || undefined })}
        label={t`Search transactions`}
        placeholder={t`Search user, email, coin or ID`}
      />
      <Select
        wrapperClassName="md:w-44"
        label={t`Type`}
        value={params.type ?? ''}
        onChange={(event) => onChange({ type: event.target.value || undefined })}
      >
        <option value="">{t`All types`}</option>
        {TransactionType.options.map((type) => (
          <option key={type} value={type}>
            {i18n._(typeLabel[type])}
          </option>
        ))}
      </Select>
    </div>
  );
}
