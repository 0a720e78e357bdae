import { Trans, useLingui } from '@lingui/react/macro';
import type { UpdatePlatformSettingsRequest } from '@soko/shared';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { describeWindow, exampleFee, type SettingsFormValues } from '../lib/settings-form';
import { Section } from './section';

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;

/** product-spec.md section 9: the tax slider runs 0 to 30 in steps of 0.5. */
const TAX_MIN = 0;
const TAX_MAX = 30;
const TAX_STEP = 0.5;

export function GeneralTab({ form }: { form: SettingsForm }) {
  return (
    <>
      <WithdrawalTax form={form} />
      <DepositWindow form={form} />
    </>
  );
}

function WithdrawalTax({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const labelId = useId();
  const percent = useWatch({ control: form.control, name: 'withdrawalTaxPercent' });
  const example = exampleFee(percent);
  const error = form.formState.errors.withdrawalTaxPercent?.message;
  return (
    <Section
      title={t`Withdrawal fee`}
      description={t`The fee kept from every crypto withdrawal (it bears the excise duty on fees, like trading fees). Traders see it before they confirm; requests already made keep the fee they were shown.`}
    >
      <div className="flex items-end justify-between gap-4">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          <Trans>Fee rate</Trans>
        </span>
        <output aria-live="polite" className="text-2xl font-bold text-slate-900 tabular-nums">
          {percent}%
        </output>
      </div>
      <Controller
        control={form.control}
        name="withdrawalTaxPercent"
        render={({ field }) => (
          <Slider
            min={TAX_MIN}
            max={TAX_MAX}
            step={TAX_STEP}
            value={[field.value]}
            onValueChange={([value]) => field.onChange(value ?? field.value)}
            onBlur={field.onBlur}
            aria-labelledby={labelId}
            thumbLabel={t`Withdrawal fee percent`}
          />
        )}
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{TAX_MIN}%</span>
        <span>{TAX_MAX}%</span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {example ? <FeeExample {...example} /> : null}
    </Section>
  );
}

function FeeExample({ gross, fee, net }: { gross: string; fee: string; net: string }) {
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <Trans>
        Example: on a withdrawal of <strong>{gross}</strong> coins, the fee is{' '}
        <strong>{fee}</strong> and <strong>{net}</strong> is sent to the address.
      </Trans>
    </p>
  );
}

function DepositWindow({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const [opens, closes] = useWatch({
    control: form.control,
    name: ['depositWindowOpens', 'depositWindowCloses'],
  });
  const { errors } = form.formState;
  const depositWindow = describeWindow(opens, closes);
  const windowOpens = depositWindow.opens;
  const windowCloses = depositWindow.closes;
  const accepted =
    depositWindow.kind === 'all_day'
      ? t`all day`
      : depositWindow.kind === 'until_midnight'
        ? t`${windowOpens} to midnight`
        : t`${windowOpens} to ${windowCloses}`;
  return (
    <Section
      title={t`Crypto deposit window`}
      description={
        <Trans>
          When traders may submit crypto deposits, in Kenya time (Africa/Nairobi, EAT). Deposits
          accepted: {accepted}.
        </Trans>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Opens at`} error={errors.depositWindowOpens?.message}>
          <Input
            type="time"
            step={60}
            className="md:text-sm"
            {...form.register('depositWindowOpens')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="depositWindowCloses"
          render={({ field, fieldState }) => (
            <CloseTimeField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </Section>
  );
}

/** A time input cannot say 24:00, so "until midnight" is a checkbox beside it. */
function CloseTimeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const midnightId = useId();
  const untilMidnight = value === '24:00';
  return (
    <div className="space-y-2">
      <FormField label={t`Closes at`} error={error}>
        {untilMidnight ? (
          <Input value={t`24:00 (midnight)`} readOnly disabled className="md:text-sm" />
        ) : (
          <Input
            type="time"
            step={60}
            className="md:text-sm"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={midnightId}
          checked={untilMidnight}
          onCheckedChange={(checked) => onChange(checked === true ? '24:00' : '23:00')}
        />
        <label htmlFor={midnightId} className="text-sm text-slate-700">
          <Trans>Until midnight (24:00)</Trans>
        </label>
      </div>
    </div>
  );
}
