import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toasts';
import { KYC_TIERS, type TierLimitRow, type TierLimits } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { useTierLimits, useUpdateTierLimits } from '../api/admin-kyc';
import { errorText } from '@/lib/use-error-text';

const keyOf = (r: Pick<TierLimitRow, 'tier' | 'kind' | 'window'>) =>
  `${r.tier}-${r.kind}-${r.window}`;
const COLUMNS: readonly {
  kind: TierLimitRow['kind'];
  window: TierLimitRow['window'];
  label: MessageDescriptor;
}[] = [
  { kind: 'withdrawal', window: '24h', label: msg`Withdraw / 24 h` },
  { kind: 'withdrawal', window: '30d', label: msg`Withdraw / 30 days` },
  { kind: 'deposit', window: '24h', label: msg`Deposit / 24 h` },
  { kind: 'deposit', window: '30d', label: msg`Deposit / 30 days` },
];

function LimitsForm({ data }: { data: TierLimits }) {
  const { t, i18n } = useLingui();
  const update = useUpdateTierLimits();
  const [values, setValues] = useState(() =>
    Object.fromEntries(data.limits.map((r) => [keyOf(r), r.limitKes])),
  );
  const [error, setError] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const limits = data.limits.map((r) => ({ ...r, limitKes: (values[keyOf(r)] ?? '').trim() }));
    try {
      await update.mutateAsync(limits);
      toast.success(t`Limits saved`);
    } catch (e) {
      setError(errorText(e, t`Saving failed. Try again.`));
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-2 pr-3 font-medium">
                <Trans>Tier</Trans>
              </th>
              {COLUMNS.map((c) => {
                const label = i18n._(c.label);
                return (
                  <th key={`${c.kind}-${c.window}`} className="py-2 pr-3 font-medium">
                    <Trans>{label} (KES)</Trans>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {KYC_TIERS.map((tier) => (
              <tr key={tier} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  <Trans>Tier {tier}</Trans>
                </th>
                {COLUMNS.map((c) => {
                  const key = keyOf({ tier, kind: c.kind, window: c.window });
                  const label = i18n._(c.label);
                  return (
                    <td key={key} className="py-2 pr-3">
                      <Input
                        aria-label={t`Tier ${tier} ${label}`}
                        inputMode="decimal"
                        value={values[key] ?? ''}
                        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={update.isPending}>
        <Trans>Save limits</Trans>
      </Button>
    </form>
  );
}

/** Every tier's rolling limits, editable (audited on the server). */
export function LimitsEditor() {
  const { t } = useLingui();
  const limits = useTierLimits();
  if (limits.isPending) return <Skeleton className="h-48" />;
  if (limits.isError) {
    return (
      <ErrorState title={t`Could not load the limits`} onRetry={() => void limits.refetch()} />
    );
  }
  return <LimitsForm data={limits.data} />;
}
