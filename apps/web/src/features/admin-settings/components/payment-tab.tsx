import { useLingui } from '@lingui/react/macro';
import type { UpdatePlatformSettingsRequest } from '@soko/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SettingsFormValues } from '../lib/settings-form';
import { Section } from './section';

export function PaymentTab({
  form,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>;
}) {
  const { t } = useLingui();
  return (
    <Section
      title={t`M-Pesa payment channel`}
      description={t`The payment processor's channel that KES deposits and withdrawals go through. Changing it affects every M-Pesa payment started afterwards.`}
    >
      <FormField
        label={t`Payment channel ID`}
        error={form.formState.errors.paymentChannelId?.message}
        hint={t`A number of up to 12 digits, from the payment processor's dashboard.`}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          className="font-mono sm:max-w-xs md:text-sm"
          {...form.register('paymentChannelId')}
        />
      </FormField>
    </Section>
  );
}
