import type { UpdatePlatformSettingsRequest } from '@soko/shared';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';
import type { SettingsFormValues } from '../lib/settings-form';
import { Section } from './section';

export function SecurityTab({
  form,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;
}) {
  const id = useId();
  const required = useWatch({ control: form.control, name: 'requireAdminMfa' });
  return (
    <Section
      title="Two-factor authentication for admins"
      description="Admins approve deposits and withdrawals of real money; a stolen password alone should not be enough to do that."
    >
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div className="space-y-1">
          <label htmlFor={id} className="font-medium text-slate-900">
            Require two-factor authentication for admins
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            When on, an admin without an authenticator app set up can only open their account page
            until they set one up; every other admin screen and action is refused. Traders are not
            affected.
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
      {required ? (
        <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <ShieldCheck aria-hidden className="h-5 w-5 shrink-0" />
          Set up two-factor on your own account first (My Account), or you will be asked to right
          after saving.
        </p>
      ) : null}
    </Section>
  );
}
