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
  const labelId = useId();
  const percent = useWatch({ control: form.control, name: 'withdrawalTaxPercent' });
  const example = exampleFee(percent);
  const error = form.formState.errors.withdrawalTaxPercent?.message;
  return (
    <Section
      title="Withdrawal fee"
      description="The fee kept from every crypto withdrawal (it bears the excise duty on fees, like trading fees). Traders see it before they confirm; requests already made keep the fee they were shown."
    >
      <div className="flex items-end justify-between gap-4">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          Fee rate
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
            thumbLabel="Withdrawal fee percent"
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
      {example ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Example: on a withdrawal of <strong>{example.gross}</strong> coins, the fee is{' '}
          <strong>{example.fee}</strong> and <strong>{example.net}</strong> is sent to the address.
        </p>
      ) : null}
    </Section>
  );
}

function DepositWindow({ form }: { form: SettingsForm }) {
  const [opens, closes] = useWatch({
    control: form.control,
    name: ['depositWindowOpens', 'depositWindowCloses'],
  });
  const { errors } = form.formState;
  return (
    <Section
      title="Crypto deposit window"
      description={
        <>
          When traders may submit crypto deposits, in Kenya time (Africa/Nairobi, EAT). Deposits
          accepted: {describeWindow(opens, closes)}.
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Opens at" error={errors.depositWindowOpens?.message}>
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
  const midnightId = useId();
  const untilMidnight = value === '24:00';
  return (
    <div className="space-y-2">
      <FormField label="Closes at" error={error}>
        {untilMidnight ? (
          <Input value="24:00 (midnight)" readOnly disabled className="md:text-sm" />
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
          Until midnight (24:00)
        </label>
      </div>
    </div>
  );
}
