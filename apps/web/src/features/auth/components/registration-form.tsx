import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthUserResponse, RegisterForm } from '@soko/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toasts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { HydratedFieldset } from '@/components/ui/hydrated-fieldset';
import { Input } from '@/components/ui/input';
import { PasswordStrength } from '@/components/ui/password-strength';
import { paths } from '@/config/paths';
import { deferredResolver } from '@/lib/deferred-resolver';
import { whenPageIdle } from '@/lib/when-page-idle';
import { useRegister } from '../api/register';
import { fieldErrors, isNetworkError, serverMessage } from '../lib/errors';
import { registrationChecksWithoutZod } from '../lib/registration-fallback';
import { useFieldText } from '@/lib/field-texts';
import { AuthLayout } from './auth-layout';
import { CheckboxField } from './checkbox-field';
import { FailureAlert } from './form-alert';
import { PasswordInput } from './password-input';

const FIELDS = ['username', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** What the fields hold before the schema parses them. */
type RegistrationValues = z.input<typeof RegisterForm>;

const resolver = deferredResolver(
  () => import('../lib/auth-resolvers').then((checks) => checks.registerResolver),
  registrationChecksWithoutZod,
);

/** Create your account: the shared RegisterForm schema, then a session at once. */
export function RegistrationForm({
  onRegistered,
}: {
  onRegistered: (session: AuthUserResponse) => void;
}) {
  const { t } = useLingui();
  const registration = useRegister();
  const [formError, setFormError] = useState<{ message: string; offline: boolean }>();
  useEffect(() => whenPageIdle(resolver.preload), []);
  const form = useForm({
    // The shared schema the server validates with, so both reject the same input with the same text.
    resolver,
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    // Errors appear on submit, then follow typing: a message that appears on blur would shift the
    // submit button under a finger that is already on its way to it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = form.handleSubmit(async ({ username, email, password }) => {
    setFormError(undefined);
    try {
      const session = await registration.mutateAsync({ username, email, password });
      toast.success(t`Registration successful! Please check your email for verification.`);
      onRegistered(session);
    } catch (error) {
      const message = serverMessage(error);
      toast.error(message ?? t`Failed to register`);
      // Put each field's problem under its field; what is typed stays typed.
      const byField = Object.entries(fieldErrors(error)).filter(([name]) => isField(name));
      byField.forEach(([name, text], index) =>
        form.setError(name as Field, { message: text }, { shouldFocus: index === 0 }),
      );
      if (byField.length === 0) {
        setFormError({
          message: message ?? t`Failed to register. Please try again.`,
          offline: isNetworkError(error),
        });
      }
    }
  });

  return (
    <AuthLayout
      title={t`Create your account`}
      description={t`Start trading crypto with Kenyan shillings in minutes.`}
      footer={
        <>
          <Trans>Already have an account?</Trans>{' '}
          <Link
            to={paths.login}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            <Trans>Log in</Trans>
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <HydratedFieldset className="space-y-4">
          {formError ? <FailureAlert failure={formError} /> : null}
          <RegistrationFields form={form} />
          <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
            {registration.isPending ? (
              <Trans>Creating account...</Trans>
            ) : (
              <Trans>Create account</Trans>
            )}
          </Button>
        </HydratedFieldset>
      </form>
    </AuthLayout>
  );
}

/** The password's strength as typed, with the username and email counted as known words. */
function RegistrationStrength({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const [password, username, email] = useWatch({
    control: form.control,
    name: ['password', 'username', 'email'],
  });
  return <PasswordStrength password={password} userInputs={[username, email]} />;
}

/** Username, email, password twice and the terms; each shows its own error below it. */
function RegistrationFields({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const { t } = useLingui();
  const fieldText = useFieldText();
  return (
    <>
      <FormField
        label={t`Username`}
        error={fieldText(form.formState.errors.username?.message)}
        hint={t`Letters, numbers and underscores.`}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </FormField>
      <FormField label={t`Email`} error={fieldText(form.formState.errors.email?.message)}>
        <EmailInput {...form.register('email')} />
      </FormField>
      <FormField
        label={t`Password`}
        error={fieldText(form.formState.errors.password?.message)}
        hint={t`At least 8 characters.`}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <RegistrationStrength form={form} />
      <FormField
        label={t`Confirm password`}
        error={fieldText(form.formState.errors.confirmPassword?.message)}
      >
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field }) => (
          <CheckboxField
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldText(form.formState.errors.acceptTerms?.message)}
            label={
              <Trans>
                I agree to the{' '}
                <a
                  className="text-brand-700 underline"
                  href={paths.terms}
                  target="_blank"
                  rel="noreferrer"
                >
                  Terms of Service
                </a>{' '}
                and{' '}
                <a
                  className="text-brand-700 underline"
                  href={paths.privacy}
                  target="_blank"
                  rel="noreferrer"
                >
                  Privacy Policy
                </a>
              </Trans>
            }
          />
        )}
      />
    </>
  );
}
