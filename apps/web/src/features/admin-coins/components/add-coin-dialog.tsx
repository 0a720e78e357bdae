import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreateCoinRequest, SYMBOL_MAX_LENGTH } from '@soko/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import {
  DialogActions,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NetworkSelect } from './network-select';
import { AddressInput, Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreateCoin } from '../api/coins';
import { failureMessage } from '../lib/coin-rules';
import { useCoinText, warnMissingRequired } from './coin-texts';
import { showServerFieldErrors } from '../lib/server-fields';
import { CoinFormDialog } from './coin-form-dialog';
import { IconField } from './icon-field';
import { errorText } from '@/lib/use-error-text';

export function AddCoinDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const createCoin = useCreateCoin();
  const busy = createCoin.isPending;
  return (
    <CoinFormDialog open={open} onOpenChange={onOpenChange} busy={busy}>
      {/* Mounted only while open, so every opening starts with a blank form. */}
      {open ? (
        <AddCoinForm onDone={() => onOpenChange(false)} busy={busy} createCoin={createCoin} />
      ) : null}
    </CoinFormDialog>
  );
}

interface AddCoinFormProps {
  onDone: () => void;
  busy: boolean;
  createCoin: ReturnType<typeof useCreateCoin>;
}

function AddCoinForm({ onDone, busy, createCoin }: AddCoinFormProps) {
  const { t } = useLingui();
  const coinText = useCoinText();
  const [icon, setIcon] = useState<File | null>(null);
  const form = useForm({
    resolver: zodResolver(CreateCoinRequest),
    defaultValues: { name: '', symbol: '', depositAddress: '', network: 'other' as const },
  });
  const { errors } = form.formState;
  const [name, symbol] = useWatch({ control: form.control, name: ['name', 'symbol'] });
  const symbolField = form.register('symbol');

  const onSubmit = form.handleSubmit(async (values) => {
    let coin;
    try {
      coin = await createCoin.mutateAsync({ ...values, icon });
    } catch (error) {
      const placed = showServerFieldErrors(
        error,
        ['name', 'symbol', 'depositAddress'],
        form.setError,
      );
      if (!placed && icon && error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        toast.error(t`The icon was refused; nothing was added`, { description: errorText(error) });
        return;
      }
      // A taken symbol comes back as CONFLICT without fields; it is about the symbol.
      if (!placed && error instanceof ApiError && error.code === 'CONFLICT') {
        form.setError(
          'symbol',
          { type: 'server', message: errorText(error) },
          { shouldFocus: true },
        );
      }
      toast.error(t`Failed to add coin`, { description: coinText(failureMessage(error)) });
      return;
    }
    const { name: coinName, symbol: coinSymbol } = coin;
    toast.success(t`Coin added`, { description: t`${coinName} (${coinSymbol}) is now listed.` });
    onDone();
  }, warnMissingRequired);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <AddCoinHeader />
      <div className="space-y-4">
        <FormField label={t`Name`} error={coinText(errors.name?.message)}>
          <Input autoComplete="off" placeholder="Harambee Coin" {...form.register('name')} />
        </FormField>
        <FormField
          label={t`Symbol`}
          error={coinText(errors.symbol?.message)}
          hint={t`Letters and digits, at most ${SYMBOL_MAX_LENGTH}.`}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="HRC"
            className="font-mono uppercase"
            {...symbolField}
            onChange={(event) => {
              // Upper-cased as typed, so what the admin sees is what gets listed.
              event.target.value = event.target.value.toUpperCase();
              void symbolField.onChange(event);
            }}
          />
        </FormField>
        <FormField label={t`Deposit address`} error={coinText(errors.depositAddress?.message)}>
          <AddressInput {...form.register('depositAddress')} />
        </FormField>
        <NetworkSelect {...form.register('network')} />
        <IconField file={icon} onChange={setIcon} symbol={symbol} name={name} />
      </div>
      <DialogActions busy={busy}>
        <Button type="submit" loading={busy}>
          <Trans>Add coin</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

function AddCoinHeader() {
  return (
    <DialogHeader>
      <DialogTitle>
        <Trans>Add coin</Trans>
      </DialogTitle>
      <DialogDescription>
        <Trans>Traders deposit to the address you give; the symbol cannot be changed later.</Trans>
      </DialogDescription>
    </DialogHeader>
  );
}
