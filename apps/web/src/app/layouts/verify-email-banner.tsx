import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResendVerification } from '@/features/auth/api/verify-email';
import { serverMessage } from '@/features/auth/lib/errors';

/** The wallet pages, where a trader starts a withdrawal (which needs a verified email). */
const WALLET_PATHS: string[] = [
  paths.dashboard.wallet,
  paths.dashboard.withdraw,
  paths.dashboard.withdrawals,
];

/**
 * An unverified trader learns on the wallet pages, before trying to withdraw, that withdrawals
 * need a verified email, and can have the link sent again right there (not an error after
 * confirming a withdrawal).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const resend = useResendVerification();
  if (!WALLET_PATHS.includes(pathname)) return null;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success(t`Verification email sent`, {
          description: t`Check your inbox at ${email}.`,
        }),
      onError: (error) =>
        toast.error(t`Could not send the email`, {
          description: serverMessage(error) ?? t`Please try again in a few minutes.`,
        }),
    });
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden className="h-6 w-6 shrink-0 text-amber-600" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">
          <Trans>Verify your email to withdraw</Trans>
        </p>
        <p className="mt-0.5">
          <Trans>
            Withdrawals need a verified email address. Open the link we sent to{' '}
            <span className="font-medium break-all">{email}</span>.
          </Trans>
        </p>
      </div>
      {resend.isSuccess ? (
        <p className="text-sm font-medium">
          <Trans>Link sent. Check your inbox.</Trans>
        </p>
      ) : (
        <Button variant="secondary" onClick={onResend} loading={resend.isPending}>
          <Trans>Resend verification email</Trans>
        </Button>
      )}
    </div>
  );
}
