import { Trans } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Withdrawals need a verified email (the server answers EMAIL_NOT_VERIFIED otherwise). */
export function EmailNotVerified({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <MailWarning aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
      <div>
        <p className="font-semibold">
          <Trans>Verify your email first</Trans>
        </p>
        <p className="mt-0.5">
          <Trans>
            Withdrawals need a verified email address. Open{' '}
            <Link
              to={paths.dashboard.settings}
              onClick={onNavigate}
              className="font-medium underline underline-offset-2"
            >
              Account Settings
            </Link>{' '}
            to send the verification link again.
          </Trans>
        </p>
      </div>
    </div>
  );
}
