import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest, MfaCodeRequest, type AuthUserResponse } from '@soko/shared';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RedirectIfSignedIn } from '@/app/guards';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CheckboxField } from '@/features/auth/components/checkbox-field';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordInput } from '@/features/auth/components/password-input';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import {
  fieldErrors,
  formatCountdown,
  isNetworkError,
  retryAfter,
  safeNextPath,
  serverMessage,
} from '@/features/auth/lib/errors';
import { ApiError } from '@/lib/api-client';

type Credentials = Pick<LoginRequest, 'email' | 'password' | 'remember'>;

interface LoginFailure {
  message: string;
  offline?: boolean;
  /** Date.now() value when a rate-limited person may try again. */
  retryAt?: number;
}

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const signIn = useCompleteSignIn();
  if (signIn.target) return <Navigate to={signIn.target} replace />;
  return (
    <RedirectIfSignedIn>
      <LoginPage onSignedIn={(session) => signIn.complete(session, next)} />
    </RedirectIfSignedIn>
  );
}

/**
 * Login, then (for an account with two-factor authentication) the code step. Both steps send the
 * same email, password and remember-me, so the server never keeps a half-signed-in state.
 */
function LoginPage({ onSignedIn }: { onSignedIn: (session: AuthUserResponse) => void }) {
  const login = useLogin();
  /** Set once the server asks for the second step. */
  const [credentials, setCredentials] = useState<Credentials>();
  /** What was typed on the first step, restored when the person goes back to it. */
  const [typed, setTyped] = useState<Credentials>({ email: '', password: '', remember: false });
  const [failure, setFailure] = useState<LoginFailure>();
  const waitSeconds = useCountdown(failure?.retryAt);

  /** Shared by both steps. Returns the error so a step can map it onto its own fields. */
  const attempt = async (body: LoginRequest): Promise<unknown> => {
    setFailure(undefined);
    try {
      const response = await login.mutateAsync(body);
      if ('mfaRequired' in response) {
        const { email, password, remember = false } = body;
        setTyped({ email, password, remember });
        setCredentials({ email, password, remember });
        return undefined;
      }
      toast.success('Login successful!');
      onSignedIn(response);
      return undefined;
    } catch (error) {
      const message = serverMessage(error);
      const seconds = retryAfter(error);
      toast.error(message ?? 'Failed to login');
      setFailure({
        message: message ?? 'Failed to login. Please try again.',
        offline: isNetworkError(error),
        retryAt: seconds ? Date.now() + seconds * 1000 : undefined,
      });
      return error;
    }
  };

  const alert = failure ? (
    <FormAlert>
      <p>{failure.message}</p>
      {failure.offline ? <p>Check your internet connection.</p> : null}
    </FormAlert>
  ) : null;
  // A rate-limited person sees the time left on the button itself, counting down.
  const blockedLabel = waitSeconds > 0 ? `Try again in ${formatCountdown(waitSeconds)}` : undefined;

  if (credentials) {
    return (
      <CodeStep
        alert={alert}
        blockedLabel={blockedLabel}
        pending={login.isPending}
        onBack={() => {
          setFailure(undefined);
          setCredentials(undefined);
        }}
        onSubmit={(code) => attempt({ ...credentials, code })}
        onInvalidCredentials={() => setCredentials(undefined)}
      />
    );
  }
  return (
    <PasswordStep
      defaultValues={typed}
      alert={alert}
      blockedLabel={blockedLabel}
      pending={login.isPending}
      onSubmit={attempt}
    />
  );
}

function PasswordStep({
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
  const form = useForm({
    resolver: zodResolver(LoginRequest),
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
      title="Log in to Soko"
      description="Welcome back. Enter your details to continue trading."
      footer={
        <>
          New to Soko?{' '}
          <Link
            to={paths.register}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {alert}
        <FormField label="Email" error={errors.email?.message}>
          <EmailInput {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
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
                label="Remember me"
              />
            )}
          />
          <Link
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <LoginSubmit pending={pending} blockedLabel={blockedLabel} busyLabel="Logging in...">
          Log In
        </LoginSubmit>
      </form>
    </AuthLayout>
  );
}

function CodeStep({
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
  const [recovery, setRecovery] = useState(false);
  const form = useForm({
    resolver: zodResolver(MfaCodeRequest),
    defaultValues: { code: '' },
    mode: 'onSubmit',
  });
  const submit = form.handleSubmit(async ({ code }) => {
    const error = await onSubmit(code);
    if (!(error instanceof ApiError)) return;
    if (error.code === 'INVALID_MFA_CODE') {
      form.setError('code', { message: error.message }, { shouldFocus: true });
    } else if (error.code === 'INVALID_CREDENTIALS') {
      // The password no longer matches (changed meanwhile): back to the first step.
      onInvalidCredentials();
    }
  });
  const codeError = form.formState.errors.code?.message;

  return (
    <AuthLayout
      title="Two-step verification"
      align="center"
      icon={{ node: <ShieldCheck />, tone: 'success' }}
      description={
        recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step verification.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {/* Only one of the alert and the field error: both would say the same thing. */}
        {codeError ? null : alert}
        <FormField label={recovery ? 'Recovery code' : 'Authentication code'} error={codeError}>
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
        <LoginSubmit pending={pending} blockedLabel={blockedLabel} busyLabel="Verifying...">
          Verify and log in
        </LoginSubmit>
        <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => {
              setRecovery((r) => !r);
              form.reset({ code: '' });
            }}
          >
            {recovery ? 'Use authenticator code' : 'Use a recovery code'}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            Back
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

/**
 * The submit button of both login steps. While the server's rate limit holds (a 429), it is
 * disabled and shows the countdown instead of its label, so neither step invites a blocked try.
 */
function LoginSubmit({
  pending,
  blockedLabel,
  busyLabel,
  children,
}: {
  pending: boolean;
  blockedLabel: string | undefined;
  busyLabel: string;
  children: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={pending} disabled={!!blockedLabel}>
      {blockedLabel ?? (pending ? busyLabel : children)}
    </Button>
  );
}
