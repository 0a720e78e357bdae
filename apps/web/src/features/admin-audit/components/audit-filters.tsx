import { Trans, useLingui } from '@lingui/react/macro';
import { AuditAction } from '@soko/shared';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SearchInput } from '@/components/ui/search-input';
import type { AuditParams } from '../api/get-audit';
import type { AuditFilterKey } from '../hooks/use-audit-search';
import { targetTypes } from '../lib/audit-labels';
import { actionLabel, targetTypeLabel } from '../lib/audit-texts';

interface AuditFiltersProps {
  params: AuditParams;
  dates: { from: string; to: string };
  filtered: boolean;
  onChange: (changes: Partial<Record<AuditFilterKey, string | undefined>>) => void;
}

export function AuditFilters({ params, dates, filtered, onChange }: AuditFiltersProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-3">
      <SearchInput
        value={params.q}
        onSearch={(q) => onChange({ q: q || undefined })}
        label={t`Search the audit log`}
        placeholder={t`Admin, trader, email or target ID`}
      />
      <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap md:items-end">
        <Select
          label={t`Action`}
          value={params.action ?? ''}
          onChange={(event) => onChange({ action: event.target.value || undefined })}
          wrapperClassName="md:w-56"
        >
          <option value="">{t`All actions`}</option>
          {AuditAction.options.map((action) => (
            <option key={action} value={action}>
              {i18n._(actionLabel[action])}
            </option>
          ))}
        </Select>
        <Select
          wrapperClassName="md:w-44"
          label={t`Target`}
          value={params.targetType ?? ''}
          onChange={(event) => onChange({ targetType: event.target.value || undefined })}
        >
          <option value="">{t`All targets`}</option>
          {targetTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(targetTypeLabel[type])}
            </option>
          ))}
        </Select>
        <DateField
          label={t`From`}
          value={dates.from}
          max={dates.to || undefined}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          label={t`To`}
          value={dates.to}
          min={dates.from || undefined}
          onChange={(to) => onChange({ to })}
        />
        {filtered ? (
          <Button
            variant="ghost"
            className="col-span-2 md:col-span-1"
            onClick={() =>
              onChange({
                action: undefined,
                targetType: undefined,
                q: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            <X aria-hidden className="h-4 w-4" />
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-500">
        <Trans>Dates and times are in Nairobi time (EAT, UTC+3).</Trans>
      </p>
    </div>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="min-w-0 md:w-40 [&_label]:text-xs [&_label]:text-slate-600">
      <FormField label={label}>
        <Input
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value || undefined)}
          className="md:text-sm"
        />
      </FormField>
    </div>
  );
}
