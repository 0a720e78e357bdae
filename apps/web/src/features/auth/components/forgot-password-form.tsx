import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequest } from '@soko/shared';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthLayout, AuthResult } from './auth-layout';
import { FormAlert } from './form-alert';
import { isNetworkError, serverMessage } from '../lib/errors';
import { useFieldText } from '@/lib/field-texts';

function BackToLogin() {
  return (
    <Link
      to={paths.login}
      className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      <Trans>Back to log in</Trans>
    </Link>
  );
}

/**
 * Forgot password (decisions.md point 10). The answer is the same whether or not the account
 * exists, so the page cannot be used to find out who has an account.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: '' },
    // Errors appear on submit, then follow typing: a message that appears on blur would shift the
    // submit button under a finger that is already on its way to it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      // The server's words (a RATE_LIMITED message says how long to wait).
      if (isNetworkError(error))
        setFailure(t`Could not send the request. Check your internet connection and try again.`);
      else setFailure(serverMessage(error) ?? t`Something went wrong. Please try again.`);
    }
  });

  if (request.isSuccess) {
    return (
      <AuthResult
        title={t`Check your email`}
        footer={<BackToLogin />}
        icon={<MailCheck />}
        tone="success"
        message={t`If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.`}
      >
        <Button variant="ghost" onClick={() => request.reset()}>
          <Trans>Use a different email</Trans>
        </Button>
      </AuthResult>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      description={t`Enter the email you registered with and we will send you a link to choose a new password.`}
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t`Email`} error={fieldText(form.formState.errors.email?.message)}>
          <EmailInput {...form.register('email')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {request.isPending ? <Trans>Sending...</Trans> : <Trans>Send reset link</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}
