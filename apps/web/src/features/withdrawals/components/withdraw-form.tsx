import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SavedAddress, Wallet, WithdrawalFee } from '@soko/shared';
import { AlertCircle } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatDateTime, formatMoney, shortenMiddle } from '@/lib/format';
import {
  MISSING_TEXT,
  MISSING_TITLE,
  checkWithdrawAmount,
  maxAmount,
  type WithdrawFormInput,
  type WithdrawFormOutput,
} from '../lib/withdraw-amount';
import { useWithdrawText } from './withdraw-messages';
import { WithdrawSummary } from './withdraw-summary';

interface WithdrawFormProps {
  wallet: Wallet;
  form: UseFormReturn<WithdrawFormInput, unknown, WithdrawFormOutput>;
  fee: { data: WithdrawalFee | undefined; isError: boolean; retry: () => void };
  /** The trader's saved addresses for this coin (Settings → Withdrawal addresses). */
  savedAddresses: SavedAddress[];
  /** "Only to saved addresses" is on: say so before the trader types a new one. */
  savedOnly: boolean;
  onReview: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/** Step one: where to and how much, with the gross / fee / net preview as the amount is typed. */
export function WithdrawForm(props: WithdrawFormProps) {
  const { wallet, form, fee, onReview } = props;
  const { t } = useLingui();
  const text = useWithdrawText(wallet.available, wallet.currency);
  const { currency } = wallet;
  const availableText = formatMoney(wallet.available, wallet.currency);
  const { errors } = form.formState;
  const amount = form.watch('amount');
  const check = checkWithdrawAmount(amount, wallet.available, wallet.currency, fee.data?.feeBps);
  const missing =
    errors.address?.message === MISSING_TEXT || errors.amount?.message === MISSING_TEXT;
  const fieldError = (message: string | undefined) =>
    message === MISSING_TEXT ? undefined : text(message);

  return (
    <form onSubmit={onReview} noValidate className="space-y-4">
      <SavedAddressPicker
        addresses={props.savedAddresses}
        savedOnly={props.savedOnly}
        onPick={(address) =>
          form.setValue('address', address, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <FormField label={t`${currency} address`} error={fieldError(errors.address?.message)}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t`Your ${currency} wallet address`}
          className="font-mono"
          {...form.register('address')}
        />
      </FormField>
      <FormField
        label={t`Amount (${currency})`}
        error={fieldError(errors.amount?.message)}
        hint={t`Available: ${availableText}`}
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

      <FeeLine fee={fee} check={check} currency={wallet.currency} />

      {missing ? (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{text(MISSING_TITLE)}:</span> {text(MISSING_TEXT)}
          </span>
        </p>
      ) : null}

      <Button type="submit" className="w-full" disabled={!fee.data}>
        <Trans>Review</Trans>
      </Button>
    </form>
  );
}

/** Under the amount: the gross / fee / net split once it can be computed, else the fee rate. */
function FeeLine({
  fee,
  check,
  currency,
}: {
  fee: WithdrawFormProps['fee'];
  check: ReturnType<typeof checkWithdrawAmount>;
  currency: string;
}) {
  const feePercent = fee.data?.withdrawalTaxPercent;
  return (
    <>
      {fee.isError && !fee.data ? (
        <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
          <span>
            <Trans>Could not load the withdrawal fee.</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={fee.retry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : check.ok && check.preview && fee.data ? (
        <WithdrawSummary
          preview={check.preview}
          currency={currency}
          feePercent={fee.data.withdrawalTaxPercent}
        />
      ) : (
        <p className="text-sm text-slate-500">
          {fee.data ? (
            <Trans>A fee of {feePercent}% is taken from the amount.</Trans>
          ) : (
            <Trans>Loading the withdrawal fee...</Trans>
          )}
        </p>
      )}
    </>
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
        <Trans>MAX</Trans>
      </Button>
    </div>
  );
}

/**
 * Choosing a saved address fills the address field (still shown, so the trader sees exactly
 * where coins go). One not usable yet under "only to saved addresses" says from when.
 */
function SavedAddressPicker({
  addresses,
  savedOnly,
  onPick,
}: {
  addresses: SavedAddress[];
  savedOnly: boolean;
  onPick: (address: string) => void;
}) {
  // The moment the list was drawn: good enough to say which addresses still wait.
  const [now] = useState(() => Date.now());
  const { t } = useLingui();
  if (addresses.length === 0) {
    return savedOnly ? (
      <p className="text-sm text-amber-800">
        <Trans>
          You allow withdrawals only to saved addresses, and none is saved for this coin yet. Add
          one in Settings → Withdrawal addresses.
        </Trans>
      </p>
    ) : null;
  }
  return (
    <Select
      label={t`Saved address`}
      defaultValue=""
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value);
      }}
    >
      <option value="">
        {savedOnly ? t`Choose a saved address` : t`Choose, or type a new one below`}
      </option>
      {addresses.map((a) => {
        const waiting = savedOnly && new Date(a.usableFrom).getTime() > now;
        const usableFrom = formatDateTime(a.usableFrom);
        return (
          <option key={a.id} value={a.address} disabled={waiting}>
            {a.label} · {shortenMiddle(a.address)}
            {waiting ? ' ' + t`(usable from ${usableFrom})` : ''}
          </option>
        );
      })}
    </Select>
  );
}
