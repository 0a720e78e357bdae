import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordForm, TokenRequest } from '@soko/shared';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/password-reset';
import { useFieldText } from '@/lib/field-texts';
import { AuthLayout, AuthResult } from './auth-layout';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { isNetworkError, serverMessage } from '../lib/errors';
import { INVALID_LINK_MESSAGE } from '../lib/messages';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/** The page the emailed reset link opens: a new password, once, for the link's token. */
export function ResetPassword({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [invalidMessage, setInvalidMessage] = useState<string>();
  const reset = useResetPassword();

  if (!TokenRequest.safeParse({ token }).success || invalidMessage) {
    return <InvalidLink message={invalidMessage ?? i18n._(INVALID_LINK_MESSAGE)} />;
  }
  if (reset.isSuccess) {
    return (
      <AuthResult
        title={t`Password changed`}
        icon={<CheckCircle2 />}
        tone="success"
        message={t`Your password has been reset. You can now log in with your new password.`}
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login}>
            <Trans>Log in</Trans>
          </Link>
        </Button>
      </AuthResult>
    );
  }
  return <ResetForm token={token} reset={reset} onInvalidToken={setInvalidMessage} />;
}

function ResetForm({
  token,
  reset,
  onInvalidToken,
}: {
  token: string;
  reset: ReturnType<typeof useResetPassword>;
  onInvalidToken: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const fieldText = useFieldText();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { token, password: '', confirmPassword: '' },
    // Errors appear on submit, then follow typing: a message that appears on blur would shift the
    // submit button under a finger that is already on its way to it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        onInvalidToken(errorText(error) || i18n._(INVALID_LINK_MESSAGE));
        return;
      }
      const fieldError = error instanceof ApiError ? fieldErrorTexts(error).password : undefined;
      if (fieldError) form.setError('password', { message: fieldError }, { shouldFocus: true });
      else if (isNetworkError(error))
        setFailure(t`Could not reach Soko. Check your internet connection and try again.`);
      else setFailure(serverMessage(error) ?? t`Failed to reset your password. Please try again.`);
    }
  });

  return (
    <AuthLayout
      title={t`Choose a new password`}
      description={t`Use at least 8 characters. You will log in with it from now on.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t`New password`} error={fieldText(errors.password?.message)}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField
          label={t`Confirm new password`}
          error={fieldText(errors.confirmPassword?.message)}
        >
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? <Trans>Saving...</Trans> : <Trans>Reset password</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <AuthResult title={t`Link not valid`} icon={<LinkIcon />} tone="error" message={message}>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.forgotPassword}>
          <Trans>Request a new link</Trans>
        </Link>
      </Button>
      <Link
        to={paths.login}
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        <Trans>Back to log in</Trans>
      </Link>
    </AuthResult>
  );
}
