import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { KycStatus } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/verification';
import { toastSuccess } from '@/lib/toasts';
import { errorText } from '@/lib/use-error-text';

function messageOf(error: unknown, fallback: string) {
  return error instanceof ApiError ? errorText(error) : fallback;
}

/** Step 1: a phone number, then the 6-digit code sent to it by SMS. */
export function PhoneStep({ status }: { status: KycStatus }) {
  const { t } = useLingui();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const waiting = status.codeExpiresAt !== null;
  const sentPhone = status.phone;

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    setPhoneError(undefined);
    try {
      const sent = await send.mutateAsync(phone || status.phone || '');
      const sentTo = sent.phone;
      toastSuccess(t`Code sent`, { description: t`We sent a 6-digit code to ${sentTo}.` });
    } catch (error) {
      setPhoneError(messageOf(error, t`Could not send the code. Please try again.`));
    }
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(undefined);
    try {
      await confirm.mutateAsync(code.trim());
      toastSuccess(t`Phone verified`, { description: t`Your limits have been raised.` });
    } catch (error) {
      setCodeError(messageOf(error, t`Could not check the code. Please try again.`));
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        <Trans>
          Verify your M-Pesa number to reach tier 1. We send a code by SMS; a completed M-Pesa
          deposit from the same number verifies it too.
        </Trans>
      </p>
      <form onSubmit={(e) => void onSend(e)} className="space-y-3" noValidate>
        <FormField label={t`Phone number`} error={phoneError} hint={t`e.g. 0712 345 678`}>
          <Input
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            placeholder={status.phone ?? '07XX XXX XXX'}
            onChange={(e) => setPhone(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant={waiting ? 'secondary' : 'primary'} loading={send.isPending}>
          {waiting ? <Trans>Send a new code</Trans> : <Trans>Send code</Trans>}
        </Button>
      </form>
      {waiting ? (
        <form onSubmit={(e) => void onConfirm(e)} className="space-y-3" noValidate>
          <FormField
            label={t`Verification code`}
            error={codeError}
            hint={
              status.phone
                ? t`Sent to ${sentPhone}; it expires in 10 minutes.`
                : t`Sent to your phone; it expires in 10 minutes.`
            }
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
            <Trans>Verify phone</Trans>
          </Button>
        </form>
      ) : null}
    </div>
  );
}
