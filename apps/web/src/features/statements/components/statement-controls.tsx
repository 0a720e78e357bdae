import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { statementUrl, type PeriodChoice, type StatementParams } from '../lib/statement-period';

interface StatementControlsProps {
  currencies: string[];
  currency: string;
  onCurrency: (currency: string) => void;
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  custom: { from: string; to: string };
  onCustom: (custom: { from: string; to: string }) => void;
  /** Why the custom period cannot be asked for yet. */
  problem: string | undefined;
  /** What the downloads are of; undefined while there is nothing valid to download. */
  params: StatementParams | undefined;
}

const choices: { value: PeriodChoice; label: MessageDescriptor }[] = [
  { value: 'this-month', label: msg`This month` },
  { value: 'last-month', label: msg`Last month` },
  { value: 'custom', label: msg`Custom` },
];

/**
 * A plain link: the browser downloads the file itself with the session cookie, so a long
 * statement never passes through this page's memory.
 */
function DownloadLink({ params, format }: { params?: StatementParams; format: 'csv' | 'pdf' }) {
  const formatName = format.toUpperCase();
  return (
    <a
      href={params ? statementUrl(params, format) : undefined}
      download
      aria-disabled={!params || undefined}
      className={cn(
        'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 md:flex-none',
        params ? 'hover:bg-slate-50' : 'cursor-not-allowed opacity-50',
      )}
    >
      <Download aria-hidden className="h-4 w-4" />
      <Trans>Download {formatName}</Trans>
    </a>
  );
}

/** A labelled date input, laid out like the Select beside it. */
function DateField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1 md:w-44">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <Input
        id={id}
        type="date"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

export function StatementControls(props: StatementControlsProps) {
  const { t, i18n } = useLingui();
  const { custom, onCustom } = props;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <div className="grid grid-cols-2 gap-3 md:flex">
          <Select
            label={t`Currency`}
            wrapperClassName="md:w-36"
            value={props.currency}
            onChange={(event) => props.onCurrency(event.target.value)}
          >
            {props.currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
          <Select
            label={t`Period`}
            wrapperClassName="md:w-40"
            value={props.choice}
            onChange={(event) => props.onChoice(event.target.value as PeriodChoice)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {i18n._(choice.label)}
              </option>
            ))}
          </Select>
        </div>
        {props.choice === 'custom' ? (
          <div className="grid grid-cols-2 gap-3 md:flex">
            <DateField
              label={t`From`}
              value={custom.from}
              onChange={(from) => onCustom({ ...custom, from })}
            />
            <DateField
              label={t`To`}
              value={custom.to}
              onChange={(to) => onCustom({ ...custom, to })}
            />
          </div>
        ) : null}
        <div className="flex gap-3 md:ml-auto">
          <DownloadLink params={props.params} format="csv" />
          <DownloadLink params={props.params} format="pdf" />
        </div>
      </div>
      {props.problem ? (
        <p role="alert" className="text-sm text-red-600">
          {props.problem}
        </p>
      ) : null}
    </div>
  );
}
