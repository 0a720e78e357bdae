import { Trans, useLingui } from '@lingui/react/macro';
import { formatWhole, type PaymentType } from '@soko/shared';
import { AlertCircle } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatKes } from '@/lib/format';
import { usePaymentText } from './payment-messages';
import {
  maxPayableShillings,
  phonePreview,
  type MpesaLimits,
  type PaymentFormInput,
  type PaymentFormOutput,
} from '../lib/payment-form';

interface MpesaFormProps {
  type: PaymentType;
  form: UseFormReturn<PaymentFormInput, unknown, PaymentFormOutput>;
  availableKes: string | undefined;
  limits: MpesaLimits;
  signedIn: boolean;
  onReview: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/** Step one: how much and which M-Pesa number. */
export function MpesaForm(props: MpesaFormProps) {
  const { type, form, availableKes, limits, signedIn, onReview } = props;
  const { t } = useLingui();
  const text = usePaymentText();
  const { errors } = form.formState;
  const preview = phonePreview(form.watch('phone'));
  const withdrawal = type === 'withdrawal';
  const minimum = formatWhole(limits.minKes);
  const maximum = formatWhole(limits.maxKes);
  const availableText = availableKes === undefined ? undefined : formatKes(availableKes);
  return (
    <form onSubmit={onReview} noValidate className="space-y-4">
      <FormField
        label={t`Amount (KES)`}
        error={text(errors.amount?.message)}
        hint={
          withdrawal && availableText !== undefined
            ? t`Available: ${availableText}. KES ${minimum} to KES ${maximum} per payment, whole shillings.`
            : t`Whole shillings, KES ${minimum} to KES ${maximum} per payment.`
        }
      >
        <AmountInput
          withMax={withdrawal && availableKes !== undefined}
          onMax={() =>
            form.setValue('amount', maxPayableShillings(availableKes ?? '0', limits.maxKes), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          {...form.register('amount')}
        />
      </FormField>
      <FormField
        label={t`M-Pesa phone number`}
        error={text(errors.phone?.message)}
        hint={preview ? t`M-Pesa number: ${preview}` : t`Your Safaricom number, e.g. 0712 345 678`}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          {...form.register('phone')}
        />
      </FormField>
      {signedIn ? null : (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {withdrawal ? (
            <Trans>Please sign in to make a withdrawal</Trans>
          ) : (
            <Trans>Please sign in to make a deposit</Trans>
          )}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!signedIn}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}

/** The amount, with a MAX button in the same row for a withdrawal (a 44 px target on a phone). */
function AmountInput({
  withMax,
  onMax,
  ...props
}: React.ComponentProps<typeof Input> & { withMax: boolean; onMax: () => void }) {
  const input = <Input inputMode="numeric" autoComplete="off" placeholder="0" {...props} />;
  if (!withMax) return input;
  return (
    <div className="flex gap-2">
      {input}
      <Button variant="secondary" onClick={onMax} className="shrink-0">
        <Trans>MAX</Trans>
      </Button>
    </div>
  );
}
