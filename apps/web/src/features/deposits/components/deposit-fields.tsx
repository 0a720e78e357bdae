import { useLingui } from '@lingui/react/macro';
import { CRYPTO_MIN_AMOUNT } from '@soko/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  MISSING_TEXT,
  proofFileProblem,
  type DepositFormInput,
  type DepositFormOutput,
} from '../lib/deposit-form';
import { useDepositText } from './deposit-messages';
import { ProofField } from './proof-field';

interface DepositFieldsProps {
  form: UseFormReturn<DepositFormInput, unknown, DepositFormOutput>;
  currency: string;
  /** Outside the deposit window or while submitting: shown but not usable. */
  disabled: boolean;
}

/** The one "Missing information" alert says it; the fields only repeat other problems. */
const fieldError = (message: string | undefined) =>
  message === MISSING_TEXT ? undefined : message;

/** The deposit's amount, transaction hash and proof image. */
export function DepositFields({ form, currency, disabled }: DepositFieldsProps) {
  const { t } = useLingui();
  const text = useDepositText();
  const { errors } = form.formState;
  const minimum = CRYPTO_MIN_AMOUNT;
  return (
    <fieldset disabled={disabled} className="space-y-4 disabled:opacity-70">
      <FormField
        label={t`Amount (${currency})`}
        error={text(fieldError(errors.amount?.message))}
        hint={t`Minimum ${minimum}, up to 8 decimals.`}
      >
        {/* Text with a decimal keypad, not type=number: the exact digits typed are what is
            sent, never a float the browser rounded or a locale's comma it dropped. */}
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00000000"
          {...form.register('amount')}
        />
      </FormField>
      <FormField label={t`Transaction hash (optional)`} error={text(errors.txHash?.message)}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono"
          {...form.register('txHash')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="proof"
        render={({ field }) => (
          <ProofField
            file={field.value ?? null}
            disabled={disabled}
            error={text(fieldError(errors.proof?.message))}
            onChange={(file) => {
              // Kept even when refused, so the user sees which file the message is about; the
              // check runs the moment it is chosen, before any mobile data is spent on it.
              field.onChange(file);
              if (file && proofFileProblem(file)) void form.trigger('proof');
              else if (!form.formState.isSubmitted) form.clearErrors('proof');
            }}
          />
        )}
      />
    </fieldset>
  );
}
