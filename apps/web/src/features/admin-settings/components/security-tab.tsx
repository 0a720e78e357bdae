import { Trans, useLingui } from '@lingui/react/macro';
import type { UpdatePlatformSettingsRequest } from '@soko/shared';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { ADMIN_ACCOUNT_PATH } from '@/components/layouts/admin-layout';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { SettingsFormValues } from '../lib/settings-form';
import { Section } from './section';

export function SecurityTab({
  form,
  mfaEnabled,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;
  /** Whether the admin looking has two-factor on: without it, turning this on is refused. */
  mfaEnabled: boolean;
}) {
  const id = useId();
  const required = useWatch({ control: form.control, name: 'requireAdminMfa' });
  const error = form.formState.errors.requireAdminMfa?.message;
  return (
    <>
      <FourEyesSection form={form} />
      <AdminMfaSection
        form={form}
        mfaEnabled={mfaEnabled}
        id={id}
        required={required}
        error={error}
      />
      <CooldownSection form={form} />
    </>
  );
}

/**
 * Decisions.md 23: after a password, email or two-factor change, withdrawals pause this long; a
 * newly saved address waits as long under "only to saved addresses".
 */
function CooldownSection({
  form,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;
}) {
  const { t } = useLingui();
  return (
    <Section
      title={t`Withdrawal cool-down`}
      description={t`After a trader changes their password or email, resets the password or turns two-factor off, their withdrawals pause this long; a newly saved address also waits this long when they allow only saved addresses.`}
    >
      <FormField
        label={t`Cool-down (hours)`}
        error={form.formState.errors.withdrawalCooldownHours?.message}
        hint={t`0 to 168 hours; 24 is what large exchanges use. 0 turns the pause off.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          step={1}
          className="max-w-32"
          {...form.register('withdrawalCooldownHours', { valueAsNumber: true })}
        />
      </FormField>
    </Section>
  );
}

function AdminMfaSection({
  form,
  mfaEnabled,
  id,
  required,
  error,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;
  mfaEnabled: boolean;
  id: string;
  required: boolean;
  error: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Section
      title={t`Two-factor authentication for admins`}
      description={t`Admins approve deposits and withdrawals of real money; a stolen password alone should not be enough to do that.`}
    >
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div className="space-y-1">
          <label htmlFor={id} className="font-medium text-slate-900">
            <Trans>Require two-factor authentication for admins</Trans>
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            <Trans>
              When on, an admin without an authenticator app set up can only open their account page
              until they set one up; every other admin screen and action is refused. Traders are not
              affected.
            </Trans>
          </p>
        </div>
        <Controller
          control={form.control}
          name="requireAdminMfa"
          render={({ field }) => (
            <Switch
              id={id}
              aria-describedby={`${id}-hint`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {!mfaEnabled && (required || error) ? (
        <EnrolFirst message={error} />
      ) : required ? (
        <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <ShieldCheck aria-hidden className="h-5 w-5 shrink-0" />
          <Trans>Your own account has two-factor on, so saving keeps you in the admin area.</Trans>
        </p>
      ) : null}
    </Section>
  );
}

/**
 * An admin without two-factor who turns the requirement on would lock themselves out; the server
 * refuses the save, and this says why before they try, with the way to enrol.
 */
function EnrolFirst({ message }: { message: string | undefined }) {
  const { t } = useLingui();
  return (
    <div
      role={message ? 'alert' : 'status'}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <ShieldAlert aria-hidden className="h-5 w-5 shrink-0 text-amber-600" />
      <p className="flex-1">
        {message ??
          t`Set up two-factor authentication for your own account first: you cannot require it for admins while you have none, or you would be locked out of the admin area.`}
      </p>
      <Link
        to={ADMIN_ACCOUNT_PATH}
        className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-amber-700 px-3 font-medium text-white hover:bg-amber-800"
      >
        <Trans>Set up two-factor</Trans>
      </Link>
    </div>
  );
}

/** The KES value at or above which a crypto deposit or withdrawal needs two admins. */
function FourEyesSection({
  form,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;
}) {
  const { t } = useLingui();
  return (
    <Section
      title={t`Four-eyes approvals`}
      description={t`A crypto deposit or withdrawal worth at least this much needs two different admins. Coins are valued at their KES pair's last price; a coin that has never traded always needs two. Balance adjustments always need two.`}
    >
      <FormField
        label={t`Threshold (KES)`}
        error={form.formState.errors.fourEyesThresholdKes?.message}
        hint={t`Whole shillings or with cents, e.g. 100000.`}
      >
        <Input
          inputMode="decimal"
          className="max-w-xs"
          {...form.register('fourEyesThresholdKes')}
        />
      </FormField>
    </Section>
  );
}
