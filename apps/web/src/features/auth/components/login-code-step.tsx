import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { deferredResolver } from '@/lib/deferred-resolver';
import { whenPageIdle } from '@/lib/when-page-idle';
import { AuthLayout } from './auth-layout';
import { LoginSubmit } from './login-submit';
import { errorText } from '@/lib/use-error-text';

const resolver = deferredResolver(() =>
  import('../lib/auth-resolvers').then((checks) => checks.mfaCodeResolver),
);

/** Login's second step, for an account with two-factor: an app code or a recovery code. */
export function LoginCodeStep({
  alert,
  blockedLabel,
  pending,
  onBack,
  onSubmit,
  onInvalidCredentials,
}: {
  alert: ReactNode;
  blockedLabel: string | undefined;
  pending: boolean;
  onBack: () => void;
  onSubmit: (code: string) => Promise<unknown>;
  onInvalidCredentials: () => void;
}) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  useEffect(() => whenPageIdle(resolver.preload), []);
  const form = useForm({
    resolver,
    defaultValues: { code: '' },
    mode: 'onSubmit',
  });
  const submit = form.handleSubmit(async ({ code }) => {
    const error = await onSubmit(code);
    if (!(error instanceof ApiError)) return;
    if (error.code === 'INVALID_MFA_CODE') {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
    } else if (error.code === 'INVALID_CREDENTIALS') {
      // The password no longer matches (changed meanwhile): back to the first step.
      onInvalidCredentials();
    }
  });
  const codeError = form.formState.errors.code?.message;

  return (
    <AuthLayout
      title={t`Two-step verification`}
      align="center"
      icon={{ node: <ShieldCheck />, tone: 'success' }}
      description={
        recovery
          ? t`Enter one of the recovery codes you saved when you turned on two-step verification.`
          : t`Enter the 6-digit code from your authenticator app.`
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {/* Only one of the alert and the field error: both would say the same thing. */}
        {codeError ? null : alert}
        <FormField label={recovery ? t`Recovery code` : t`Authentication code`} error={codeError}>
          <Input
            key={recovery ? 'recovery' : 'totp'}
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder={recovery ? 'xxxx-xxxx' : '123456'}
            className="text-center font-mono text-lg tracking-widest"
            {...form.register('code')}
          />
        </FormField>
        <LoginSubmit pending={pending} blockedLabel={blockedLabel} busyLabel={t`Verifying...`}>
          {t`Verify and log in`}
        </LoginSubmit>
        <CodeStepActions
          recovery={recovery}
          onToggleRecovery={() => {
            setRecovery((r) => !r);
            form.reset({ code: '' });
          }}
          onBack={onBack}
        />
      </form>
    </AuthLayout>
  );
}

/** Switch between app and recovery codes, or go back to the password. */
function CodeStepActions({
  recovery,
  onToggleRecovery,
  onBack,
}: {
  recovery: boolean;
  onToggleRecovery: () => void;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
      <Button variant="ghost" onClick={onToggleRecovery}>
        {recovery ? <Trans>Use authenticator code</Trans> : <Trans>Use a recovery code</Trans>}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden className="h-4 w-4" />
        <Trans>Back</Trans>
      </Button>
    </div>
  );
}
