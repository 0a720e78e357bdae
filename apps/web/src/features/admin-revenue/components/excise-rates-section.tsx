import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { nairobiDayOf, type ExciseRateView } from '@soko/shared';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useAddExciseRate, useExciseSettings } from '../api/excise-rates';
import {
  checkExciseForm,
  earliestExciseDay,
  lastExciseDay,
  exciseRateStatuses,
  type ExciseFormErrors,
  type ExciseFormValues,
  type ExciseRateStatus,
} from '../lib/excise-form';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';
import { formatDay } from '@/lib/format';

const STATUS_LABELS: Record<ExciseRateStatus, MessageDescriptor> = {
  in_force: msg`In force`,
  announced: msg`Announced`,
  past: msg`Past`,
};

/** What each field shows: the check's problem worded here, or the server's own text. */
type FieldTexts = Partial<Record<keyof ExciseFormValues, string>>;

const STATUS_TONES: Record<ExciseRateStatus, BadgeTone> = {
  in_force: 'success',
  announced: 'warning',
  past: 'neutral',
};

/**
 * The excise duty on fees (decisions.md 24): every rate with the day it applies from and whether
 * it is in force, announced or past, and a form to add one from today or a later day. Rates are
 * never edited: a new one is added (one for an announced day replaces the announcement).
 */
export function ExciseRatesSection() {
  const { t } = useLingui();
  const settings = useExciseSettings();
  const today = nairobiDayOf(new Date());
  return (
    <Card role="region" aria-labelledby="excise-rates-title">
      <CardHeader>
        <CardTitle id="excise-rates-title">
          <Trans>Excise rates</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The excise duty on every fee, moved from fee revenue to excise payable when the fee is
            taken. Each fee bears the rate in force at that moment.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {settings.isPending ? <Skeleton className="h-24" /> : null}
        {settings.isError ? (
          <ErrorState
            title={t`Failed to load the excise rates`}
            message={t`Please try again.`}
            onRetry={() => void settings.refetch()}
          />
        ) : null}
        {settings.data ? (
          <>
            <RateList rates={settings.data.exciseRates} today={today} />
            <AddRateForm rates={settings.data.exciseRates} today={today} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RateList({ rates, today }: { rates: ExciseRateView[]; today: string }) {
  const { t, i18n } = useLingui();
  return (
    <ul
      aria-label={t`Excise rates`}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {exciseRateStatuses(rates, today).map((rate, index) => {
        const from = formatDay(rate.effectiveFrom);
        return (
          <li
            key={`${rate.effectiveFrom}-${index}`}
            className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
          >
            <span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {rate.ratePercent} %
              </span>{' '}
              <span className="text-slate-600">
                <Trans>from {from}</Trans>
              </span>
            </span>
            <Badge tone={STATUS_TONES[rate.status]}>{i18n._(STATUS_LABELS[rate.status])}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

/** Each field's problem in the admin's language, the earliest and last days named. */
function useExciseProblemTexts(earliestDay: string, lastDay: string) {
  const { t } = useLingui();
  const earliest = formatDay(earliestDay);
  const last = formatDay(lastDay);
  return (found: ExciseFormErrors): FieldTexts => {
    const texts: FieldTexts = {};
    if (found.ratePercent) {
      texts.ratePercent = t`The excise rate is a percent from 0 to 100 with at most 2 decimals.`;
    }
    if (found.effectiveFrom === 'day_missing') {
      texts.effectiveFrom = t`Choose the day the rate applies from.`;
    } else if (found.effectiveFrom === 'day_past') {
      texts.effectiveFrom = t`A new rate applies from today or a later day, never from the past.`;
    } else if (found.effectiveFrom === 'day_announced') {
      texts.effectiveFrom = t`A rate from ${earliest} is already announced: choose ${earliest} or a later day.`;
    } else if (found.effectiveFrom === 'day_too_far') {
      texts.effectiveFrom = t`A new excise rate is announced at most a year ahead: choose ${last} or an earlier day.`;
    }
    return texts;
  };
}

function AddRateForm({ rates, today }: { rates: ExciseRateView[]; today: string }) {
  const earliest = earliestExciseDay(rates, today);
  const last = lastExciseDay(today);
  const [ratePercent, setRatePercent] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(earliest);
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldTexts>({});
  const add = useAddExciseRate();

  const problemTexts = useExciseProblemTexts(earliest, last);

  async function submit() {
    const values = { ratePercent, effectiveFrom };
    const found = checkExciseForm(values, { rates, today });
    setErrors(problemTexts(found));
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync(values);
      setRatePercent('');
      const rate = ratePercent.trim();
      toast.success(t`Excise rate saved`, {
        description: t`${rate} % applies from ${effectiveFrom}.`,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({
          ratePercent: fieldErrorTexts(error).exciseRatePercent,
          effectiveFrom: fieldErrorTexts(error).exciseEffectiveFrom,
        });
      }
      toast.error(t`Error saving the excise rate`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  }

  return (
    <form
      aria-label={t`Add an excise rate`}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label={t`Rate (%)`} error={errors.ratePercent}>
        <Input
          inputMode="decimal"
          placeholder="10"
          value={ratePercent}
          onChange={(event) => setRatePercent(event.target.value)}
        />
      </FormField>
      <FormField label={t`Applies from`} error={errors.effectiveFrom}>
        <Input
          type="date"
          min={earliest}
          max={last}
          value={effectiveFrom}
          onChange={(event) => setEffectiveFrom(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={add.isPending} className="sm:mt-7">
        <Trans>Add rate</Trans>
      </Button>
    </form>
  );
}
