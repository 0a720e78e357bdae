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
import { AuthLayout, AuthResult } from './auth-layout';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { INVALID_LINK_MESSAGE, isNetworkError, serverMessage } from '../lib/errors';
import { ApiError } from '@/lib/api-client';

/** The page the emailed reset link opens: a new password, once, for the link's token. */
export function ResetPassword({ token }: { token: string }) {
  const [invalidMessage, setInvalidMessage] = useState<string>();
  const reset = useResetPassword();

  if (!TokenRequest.safeParse({ token }).success || invalidMessage) {
    return <InvalidLink message={invalidMessage ?? INVALID_LINK_MESSAGE} />;
  }
  if (reset.isSuccess) {
    return (
      <AuthResult
        title="Password changed"
        icon={<CheckCircle2 />}
        tone="success"
        message="Your password has been reset. You can now log in with your new password."
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login}>Log in</Link>
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
        onInvalidToken(error.message || INVALID_LINK_MESSAGE);
        return;
      }
      const fieldError = error instanceof ApiError ? error.fields.password : undefined;
      if (fieldError) form.setError('password', { message: fieldError }, { shouldFocus: true });
      else if (isNetworkError(error))
        setFailure('Could not reach Soko. Check your internet connection and try again.');
      else setFailure(serverMessage(error) ?? 'Failed to reset your password. Please try again.');
    }
  });

  return (
    <AuthLayout
      title="Choose a new password"
      description="Use at least 8 characters. You will log in with it from now on."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label="New password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthLayout>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthResult title="Link not valid" icon={<LinkIcon />} tone="error" message={message}>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.forgotPassword}>Request a new link</Link>
      </Button>
      <Link
        to={paths.login}
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        Back to log in
      </Link>
    </AuthResult>
  );
}
