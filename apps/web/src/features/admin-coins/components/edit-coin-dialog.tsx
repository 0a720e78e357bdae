import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateCoinRequest, type AdminCoin } from '@soko/shared';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
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
import { Switch } from '@/components/ui/switch';
import { useUpdateCoin, useUploadCoinIcon } from '../api/coins';
import { failureMessage } from '../lib/coin-rules';
import { useCoinText, warnMissingRequired } from './coin-texts';
import { showServerFieldErrors } from '../lib/server-fields';
import { CoinFormDialog } from './coin-form-dialog';
import { IconField } from './icon-field';

interface EditCoinDialogProps {
  coin: AdminCoin | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditCoinDialog({ coin, open, onOpenChange }: EditCoinDialogProps) {
  const updateCoin = useUpdateCoin();
  const uploadIcon = useUploadCoinIcon();
  const busy = updateCoin.isPending || uploadIcon.isPending;
  return (
    <CoinFormDialog open={open} onOpenChange={onOpenChange} busy={busy}>
      {open && coin ? (
        <EditCoinForm
          key={coin.id}
          coin={coin}
          busy={busy}
          onDone={() => onOpenChange(false)}
          updateCoin={updateCoin}
          uploadIcon={uploadIcon}
        />
      ) : null}
    </CoinFormDialog>
  );
}

interface EditCoinFormProps {
  coin: AdminCoin;
  busy: boolean;
  onDone: () => void;
  updateCoin: ReturnType<typeof useUpdateCoin>;
  uploadIcon: ReturnType<typeof useUploadCoinIcon>;
}

function EditCoinForm({ coin, busy, onDone, updateCoin, uploadIcon }: EditCoinFormProps) {
  const { t } = useLingui();
  const coinText = useCoinText();
  const [icon, setIcon] = useState<File | null>(null);
  const form = useForm({
    resolver: zodResolver(UpdateCoinRequest),
    defaultValues: formValuesOf(coin),
  });
  const { errors, dirtyFields } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    // Only what changed is sent, so the audit log records just that.
    const changes: UpdateCoinRequest = {};
    if (dirtyFields.name) changes.name = values.name;
    if (dirtyFields.depositAddress) changes.depositAddress = values.depositAddress;
    if (dirtyFields.network) changes.network = values.network;
    if (dirtyFields.active) changes.active = values.active;
    if (Object.keys(changes).length > 0) {
      try {
        await updateCoin.mutateAsync({ id: coin.id, ...changes });
      } catch (error) {
        showServerFieldErrors(error, ['name', 'depositAddress'], form.setError);
        toast.error(t`Failed to update coin`, { description: coinText(failureMessage(error)) });
        return;
      }
    }
    if (icon) {
      try {
        await uploadIcon.mutateAsync({ id: coin.id, file: icon });
      } catch (error) {
        toast.error(t`Failed to upload icon`, { description: coinText(failureMessage(error)) });
        return;
      }
    }
    const savedName = values.name ?? coin.name;
    const { symbol } = coin;
    toast.success(t`Coin updated`, { description: t`${savedName} (${symbol}) saved.` });
    onDone();
  }, warnMissingRequired);

  const changed = form.formState.isDirty || icon !== null;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <EditCoinHeader name={coin.name} />
      <div className="space-y-4">
        <FormField label={t`Name`} error={coinText(errors.name?.message)}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t`Symbol`} hint={t`The symbol cannot be changed.`}>
          <Input value={coin.symbol} readOnly disabled className="font-mono" />
        </FormField>
        <FormField
          label={t`Deposit address`}
          error={coinText(errors.depositAddress?.message)}
          hint={t`Traders send deposits here; check it character by character.`}
        >
          <AddressInput {...form.register('depositAddress')} />
        </FormField>
        <NetworkSelect {...form.register('network')} />
        <ActiveField control={form.control} />
        <IconField
          file={icon}
          onChange={setIcon}
          currentSrc={coin.iconUrl}
          symbol={coin.symbol}
          name={name}
        />
      </div>
      <DialogActions busy={busy}>
        <Button type="submit" loading={busy} disabled={!changed}>
          <Trans>Save changes</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

/** Whether the coin is listed; the hint says what an inactive coin still allows. */
function ActiveField({ control }: { control: Control<UpdateCoinRequest> }) {
  const activeId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={activeId} className="text-sm font-medium text-slate-700">
          <Trans>Active</Trans>
        </label>
        <p id={`${activeId}-hint`} className="text-sm text-slate-500">
          <Trans>
            An inactive coin takes no deposits or new orders; holders can still withdraw it.
          </Trans>
        </p>
      </div>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch
            id={activeId}
            aria-describedby={`${activeId}-hint`}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}

function formValuesOf(coin: AdminCoin) {
  const { name, depositAddress, network, active } = coin;
  return { name, depositAddress, network, active };
}

function EditCoinHeader({ name: coinName }: { name: string }) {
  return (
    <DialogHeader>
      <DialogTitle>
        <Trans>Edit {coinName}</Trans>
      </DialogTitle>
      <DialogDescription>
        <Trans>Change the name, the deposit address, the icon or whether it is listed.</Trans>
      </DialogDescription>
    </DialogHeader>
  );
}
