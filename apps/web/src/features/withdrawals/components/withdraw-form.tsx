import type { Wallet, WithdrawalFee } from '@soko/shared';
import { AlertCircle } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import {
  MISSING_TEXT,
  MISSING_TITLE,
  checkWithdrawAmount,
  maxAmount,
  type WithdrawFormInput,
  type WithdrawFormOutput,
} from '../lib/withdraw-amount';
import { WithdrawSummary } from './withdraw-summary';

interface WithdrawFormProps {
  wallet: Wallet;
  form: UseFormReturn<WithdrawFormInput, unknown, WithdrawFormOutput>;
  fee: { data: WithdrawalFee | undefined; isError: boolean; retry: () => void };
  onReview: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/** Step one: where to and how much, with the gross / fee / net preview as the amount is typed. */
export function WithdrawForm({ wallet, form, fee, onReview }: WithdrawFormProps) {
  const { errors } = form.formState;
  const amount = form.watch('amount');
  const check = checkWithdrawAmount(amount, wallet.available, wallet.currency, fee.data?.feeBps);
  const missing =
    errors.address?.message === MISSING_TEXT || errors.amount?.message === MISSING_TEXT;
  const fieldError = (message: string | undefined) =>
    message === MISSING_TEXT ? undefined : message;

  return (
    <form onSubmit={onReview} noValidate className="space-y-4">
      <FormField label={`${wallet.currency} address`} error={fieldError(errors.address?.message)}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={`Your ${wallet.currency} wallet address`}
          className="font-mono"
          {...form.register('address')}
        />
      </FormField>
      <FormField
        label={`Amount (${wallet.currency})`}
        error={fieldError(errors.amount?.message)}
        hint={`Available: ${formatMoney(wallet.available, wallet.currency)}`}
      >
        <AmountInput
          onMax={() =>
            form.setValue('amount', maxAmount(wallet.available, wallet.currency), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          {...form.register('amount')}
        />
      </FormField>

      {fee.isError && !fee.data ? (
        <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
          <span>Could not load the withdrawal fee.</span>
          <Button variant="secondary" size="sm" onClick={fee.retry}>
            Retry
          </Button>
        </div>
      ) : check.ok && check.preview && fee.data ? (
        <WithdrawSummary
          preview={check.preview}
          currency={wallet.currency}
          feePercent={fee.data.withdrawalTaxPercent}
        />
      ) : (
        <p className="text-sm text-slate-500">
          {fee.data
            ? `A fee of ${fee.data.withdrawalTaxPercent}% is taken from the amount.`
            : 'Loading the withdrawal fee...'}
        </p>
      )}

      {missing ? (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{MISSING_TITLE}:</span> {MISSING_TEXT}
          </span>
        </p>
      ) : null}

      <Button type="submit" className="w-full" disabled={!fee.data}>
        Review
      </Button>
    </form>
  );
}

/** The amount with a MAX button inside the field's row (a 44 px target on a phone). */
function AmountInput({
  onMax,
  ...props
}: React.ComponentProps<typeof Input> & { onMax: () => void }) {
  return (
    <div className="flex gap-2">
      <Input inputMode="decimal" autoComplete="off" placeholder="0.00000000" {...props} />
      <Button variant="secondary" onClick={onMax} className="shrink-0">
        MAX
      </Button>
    </div>
  );
}
