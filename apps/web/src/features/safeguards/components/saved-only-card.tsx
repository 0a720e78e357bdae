import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalSafeguards } from '@soko/shared';
import { useId, useState } from 'react';
import { toast } from '@/lib/toasts';
import { TotpField } from '@/components/totp-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useUpdateSafeguards } from '../api/safeguards-mutations';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/**
 * "Only to saved addresses" (decisions.md 23). On: at once. Off: the password (and a code with
 * two-factor on), then it stays in force for the cool-down, so a thief with a session cannot
 * switch it off and empty the account the same minute.
 */
export function SavedOnlyCard({ status }: { status: WithdrawalSafeguards }) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateSafeguards();
  const cooldownHours = status.cooldownHours;
  const [confirmingOff, setConfirmingOff] = useState(false);
  const switchingOff = status.savedAddressesOnlyEndsAt !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Only to saved addresses</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            When on, coins can be withdrawn only to addresses in your address book, and a newly
            saved address waits {cooldownHours} hours before it can be used.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={id} className="font-medium text-slate-900">
            <Trans>Allow withdrawals only to saved addresses</Trans>
          </label>
          <Switch
            id={id}
            checked={status.savedAddressesOnly && !switchingOff}
            disabled={update.isPending}
            onCheckedChange={(on) => {
              if (on) {
                setConfirmingOff(false);
                update.mutate(
                  { savedAddressesOnly: true },
                  { onSuccess: () => toast.success(t`Only saved addresses from now on`) },
                );
              } else {
                setConfirmingOff(true);
              }
            }}
          />
        </div>
        {switchingOff && status.savedAddressesOnlyEndsAt ? (
          <SwitchingOffNotice endsAt={status.savedAddressesOnlyEndsAt} />
        ) : null}
        {confirmingOff && status.savedAddressesOnly && !switchingOff ? (
          <SwitchOffForm
            totpRequired={status.totpRequired}
            cooldownHours={status.cooldownHours}
            onCancel={() => setConfirmingOff(false)}
            onDone={() => setConfirmingOff(false)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function SwitchingOffNotice({ endsAt }: { endsAt: string }) {
  const until = formatDateTime(endsAt);
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <Trans>
        Switching off: withdrawals still go only to saved addresses until {until}. Switch it on
        again to cancel.
      </Trans>
    </p>
  );
}

function SwitchOffForm(props: {
  totpRequired: boolean;
  cooldownHours: number;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const cooldownHours = props.cooldownHours;
  const update = useUpdateSafeguards();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({
        savedAddressesOnly: false,
        currentPassword: password,
        ...(props.totpRequired ? { totpCode: code } : {}),
      });
      toast.success(t`Switching off`, {
        description: t`It takes effect in ${cooldownHours} hours. We emailed you.`,
      });
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({
          ...fieldErrorTexts(error),
          ...(fieldErrorTexts(error).currentPassword ? {} : { form: errorText(error) }),
        });
      } else setErrors({ form: t`Something went wrong. Please try again.` });
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-600">
        <Trans>
          To protect you, switching off needs your password and takes effect after {cooldownHours}{' '}
          hours.
        </Trans>
      </p>
      <FormField label={t`Current password`} error={errors.currentPassword}>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      {props.totpRequired ? (
        <TotpField value={code} onChange={setCode} error={errors.totpCode} />
      ) : null}
      {errors.form && !errors.totpCode ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          <Trans>Keep it on</Trans>
        </Button>
        <Button type="submit" loading={update.isPending}>
          <Trans>Switch off</Trans>
        </Button>
      </div>
    </form>
  );
}
