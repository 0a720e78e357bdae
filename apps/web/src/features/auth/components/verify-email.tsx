import { Trans, useLingui } from '@lingui/react/macro';
import { TokenRequest } from '@soko/shared';
import { CheckCircle2, MailWarning, WifiOff } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { homeFor, paths } from '@/config/paths';
import { useCurrentUser } from '../api/get-session';
import { useResendVerification, useVerifyEmail } from '../api/verify-email';
import { isNetworkError, serverMessage } from '../lib/errors';
import { INVALID_LINK_MESSAGE } from '../lib/messages';
import { AuthLayout, AuthResult } from './auth-layout';

/**
 * The page the emailed link opens. It posts the token once, after the session has loaded (a
 * signed-in visitor's post needs the session's CSRF token, which comes with it), then says how
 * it went.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { i18n } = useLingui();
  const tokenLooksValid = TokenRequest.safeParse({ token }).success;
  const verify = useVerifyEmail();
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once only, even under StrictMode's double effects: a token is single use.
    if (sent.current || !tokenLooksValid || sessionLoading) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, tokenLooksValid, sessionLoading, verify]);

  const onward = (
    <Button asChild size="lg" className="w-full">
      {user ? (
        <Link to={homeFor(user.role)}>
          <Trans>Go to your dashboard</Trans>
        </Link>
      ) : (
        <Link to={paths.login}>
          <Trans>Log in</Trans>
        </Link>
      )}
    </Button>
  );

  if (verify.isSuccess) return <Verified onward={onward} />;
  if (verify.isError && isNetworkError(verify.error)) {
    return <Offline retrying={verify.isPending} onRetry={() => verify.mutate({ token })} />;
  }
  if (!tokenLooksValid || verify.isError) {
    return (
      <LinkNotValid
        message={(verify.isError && serverMessage(verify.error)) || i18n._(INVALID_LINK_MESSAGE)}
        user={user}
        onward={onward}
      />
    );
  }
  return <Verifying />;
}

function Verified({ onward }: { onward: ReactNode }) {
  const { t } = useLingui();
  return (
    <AuthResult
      title={t`Email verified`}
      icon={<CheckCircle2 />}
      tone="success"
      message={t`Thank you. Your email address has been verified.`}
    >
      {onward}
    </AuthResult>
  );
}

/** Soko could not be reached: the same token may be sent again. */
function Offline({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <AuthResult
      title={t`Verify your email`}
      icon={<WifiOff />}
      tone="error"
      message={t`We could not reach Soko to verify your email. Check your internet connection and try again.`}
    >
      <Button size="lg" className="w-full" loading={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </AuthResult>
  );
}

function LinkNotValid({
  message,
  user,
  onward,
}: {
  message: string;
  user: ReturnType<typeof useCurrentUser>['user'];
  onward: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <AuthResult title={t`Link not valid`} icon={<MailWarning />} tone="error" message={message}>
      {user && !user.emailVerified ? (
        <ResendLink />
      ) : (
        <p className="text-sm text-slate-500">
          {user
            ? t`Your email address is already verified.`
            : t`Links can be used once. Log in to request a new one, or simply carry on if your email is already verified.`}
        </p>
      )}
      {onward}
    </AuthResult>
  );
}

function Verifying() {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Verifying your email`} align="center">
      <div role="status" className="flex flex-col items-center gap-4 py-4">
        <span
          aria-hidden
          className="h-8 w-8 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
        />
        <p className="text-slate-600">
          <Trans>Verifying your email...</Trans>
        </p>
      </div>
    </AuthLayout>
  );
}

/** For a signed-in visitor whose address is still unverified: mail a fresh link. */
function ResendLink() {
  const { t } = useLingui();
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-sm text-brand-800">
        <Trans>We have sent a new verification link to your email.</Trans>
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onError: (error) =>
            toast.error(serverMessage(error) ?? t`Failed to send a new link. Please try again.`),
        })
      }
    >
      <Trans>Send a new link</Trans>
    </Button>
  );
}
