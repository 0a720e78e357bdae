import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/**
 * When the platform requires two-factor authentication for admins, the server refuses every
 * admin request until this admin has enrolled; this says so before a page fails to load.
 */
export function MfaRequiredBanner({ accountPath }: { accountPath: string }) {
  const { pathname } = useLocation();
  const onAccountPage = pathname === accountPath;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center"
    >
      <ShieldAlert aria-hidden className="h-6 w-6 shrink-0 text-amber-600" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">
          <Trans>Enable two-factor authentication first</Trans>
        </p>
        <p className="mt-0.5">
          {onAccountPage ? (
            <Trans>
              Turn on two-factor authentication below. Until you do, the admin tools will not load.
            </Trans>
          ) : (
            <Trans>
              Admin tools stay locked until you turn on two-factor authentication in your account
              settings.
            </Trans>
          )}
        </p>
      </div>
      {onAccountPage ? null : (
        <Link
          to={accountPath}
          className="inline-flex h-10 shrink-0 items-center justify-center rounded-lg bg-amber-700 px-4 text-sm font-medium text-white hover:bg-amber-800 max-md:h-11"
        >
          <Trans>Go to account settings</Trans>
        </Link>
      )}
    </div>
  );
}
