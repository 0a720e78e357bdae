import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginRequest } from '@soko/shared';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { HydratedFieldset } from '@/components/ui/hydrated-fieldset';
import { paths } from '@/config/paths';
import { deferredResolver } from '@/lib/deferred-resolver';
import { whenPageIdle } from '@/lib/when-page-idle';
import type { Credentials } from '../hooks/use-login-flow';
import { fieldErrors } from '../lib/errors';
import { useFieldText } from '@/lib/field-texts';
import { AuthLayout } from './auth-layout';
import { CheckboxField } from './checkbox-field';
import { LoginSubmit } from './login-submit';
import { PasswordInput } from './password-input';

const resolver = deferredResolver(() =>
  import('../lib/auth-resolvers').then((checks) => checks.loginResolver),
);

/** Login's first step: email, password and remember-me. */
export function LoginPasswordStep({
  defaultValues,
  alert,
  blockedLabel,
  pending,
  onSubmit,
}: {
  defaultValues: Credentials;
  alert: ReactNode;
  blockedLabel: string | undefined;
  pending: boolean;
  onSubmit: (body: LoginRequest) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const fieldText = useFieldText();
  useEffect(() => whenPageIdle(resolver.preload), []);
  const form = useForm({
    resolver,
    defaultValues,
    // Errors appear on submit, then follow typing: a message that appears on blur would shift the
    // submit button under a finger that is already on its way to it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const error = await onSubmit(values);
    for (const [name, text] of Object.entries(fieldErrors(error))) {
      if (name === 'email' || name === 'password') form.setError(name, { message: text });
    }
  });

  return (
    <AuthLayout
      title={t`Log in to Soko`}
      description={t`Welcome back. Enter your details to continue trading.`}
      footer={<RegisterInvite />}
    >
      <form noValidate onSubmit={submit}>
        <HydratedFieldset className="space-y-4">
          {alert}
          <FormField label={t`Email`} error={fieldText(errors.email?.message)}>
            <EmailInput {...form.register('email')} />
          </FormField>
          <FormField label={t`Password`} error={fieldText(errors.password?.message)}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex flex-wrap items-center justify-between gap-x-4">
            <Controller
              control={form.control}
              name="remember"
              render={({ field }) => (
                <CheckboxField
                  name={field.name}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t`Remember me`}
                />
              )}
            />
            <Link
              to={paths.forgotPassword}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
            >
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
          <LoginSubmit pending={pending} blockedLabel={blockedLabel} busyLabel={t`Logging in...`}>
            {t`Log In`}
          </LoginSubmit>
        </HydratedFieldset>
      </form>
    </AuthLayout>
  );
}

/** Under the card: the way to an account for someone who has none yet. */
function RegisterInvite() {
  return (
    <>
      <Trans>New to Soko?</Trans>{' '}
      <Link
        to={paths.register}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
      >
        <Trans>Create an account</Trans>
      </Link>
    </>
  );
}
