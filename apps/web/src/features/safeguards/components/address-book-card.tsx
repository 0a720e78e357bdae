import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSavedAddressRequest, type SavedAddress } from '@soko/shared';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSavedAddresses } from '@/lib/safeguards-queries';
import { useAddressCoins, useDeleteAddress, useSaveAddress } from '../api/safeguards-mutations';
import { toastSuccess, toast } from '@/lib/toasts';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';
import { useFieldText } from '@/lib/field-texts';

/** Settings → Withdrawal addresses: the labelled address book (decisions.md 23). */
export function AddressBookCard({ cooldownHours }: { cooldownHours: number | undefined }) {
  const addresses = useSavedAddresses();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Withdrawal addresses</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Save the wallets you send coins to, with a name you will recognise. Each address is
            checked for its coin’s network, and you get an email whenever one is saved.
          </Trans>
          {cooldownHours ? (
            <>
              {' '}
              <Trans>
                With “only to saved addresses” on, a new address can be used {cooldownHours} hours
                after you save it.
              </Trans>
            </>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <AddressList addresses={addresses.data ?? []} loading={addresses.isPending} />
        <AddAddressForm />
      </CardContent>
    </Card>
  );
}

function AddressList({ addresses, loading }: { addresses: SavedAddress[]; loading: boolean }) {
  const { t } = useLingui();
  const remove = useDeleteAddress();
  // The moment the list was drawn: good enough to say which addresses still wait.
  const [now] = useState(() => Date.now());
  if (loading) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (addresses.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No saved addresses yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {addresses.map((a) => {
        const usableFrom = formatDateTime(a.usableFrom);
        const label = a.label;
        return (
          <li key={a.id} className="flex items-start gap-3 p-3">
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="font-medium text-slate-900">
                {a.label} <span className="text-xs font-normal text-slate-500">{a.currency}</span>
              </p>
              <p className="font-mono text-xs break-all text-slate-600">{a.address}</p>
              {new Date(a.usableFrom).getTime() > now ? (
                <p className="text-xs text-amber-700">
                  <Trans>Usable from {usableFrom} when only saved addresses are allowed</Trans>
                </p>
              ) : null}
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Delete ${label}`}
              onClick={() =>
                remove.mutate(a.id, {
                  onError: () => toast.error(t`Could not delete the address`),
                })
              }
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AddAddressForm() {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const coins = useAddressCoins();
  const save = useSaveAddress();
  const form = useForm({
    resolver: zodResolver(CreateSavedAddressRequest),
    defaultValues: { currency: '', address: '', label: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { address } = await save.mutateAsync(values);
      toastSuccess(t`Address saved`, { description: `${address.label} (${address.currency})` });
      form.reset({ currency: values.currency, address: '', label: '' });
    } catch (error) {
      if (
        error instanceof ApiError &&
        (fieldErrorTexts(error).address || error.code === 'CONFLICT')
      ) {
        form.setError('address', {
          type: 'server',
          message: fieldErrorTexts(error).address ?? errorText(error),
        });
      } else {
        toast.error(t`Could not save the address`, {
          description: error instanceof Error ? errorText(error) : undefined,
        });
      }
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Add an address</Trans>
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Select label={t`Coin`} {...form.register('currency')}>
            <option value="">{t`Choose a coin`}</option>
            {(coins.data ?? []).map((coin) => (
              <option key={coin.id} value={coin.symbol}>
                {coin.name} ({coin.symbol})
              </option>
            ))}
          </Select>
          {errors.currency ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              <Trans>Choose a coin.</Trans>
            </p>
          ) : null}
        </div>
        <FormField label={t`Label`} error={fieldText(errors.label?.message)}>
          <Input
            autoComplete="off"
            placeholder={t`My hardware wallet`}
            {...form.register('label')}
          />
        </FormField>
      </div>
      <FormField label={t`Address`} error={fieldText(errors.address?.message)}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono"
          {...form.register('address')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Save address</Trans>
        </Button>
      </div>
    </form>
  );
}
