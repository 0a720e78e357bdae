import { Trans } from '@lingui/react/macro';
import type { ApprovalView, UserStatus } from '@soko/shared';

/**
 * The trader's name with their email below: two people may share a display name. A suspended
 * owner is marked, and a request with a first of two approvals says who gave it.
 */
export function UserCell({
  username,
  email,
  status,
  approvals,
  pending = true,
}: {
  username: string;
  email: string;
  status?: UserStatus | undefined;
  approvals?: ApprovalView[] | undefined;
  pending?: boolean;
}) {
  const firstBy = pending && approvals?.length === 1 ? approvals[0]?.username : undefined;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900" title={username}>
        {username}
      </p>
      <p className="truncate text-xs text-slate-500" title={email}>
        {email}
      </p>
      {status === 'suspended' ? (
        <p className="mt-1 inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">
          <Trans>Owner suspended</Trans>
        </p>
      ) : null}
      {firstBy ? (
        <p className="mt-1 text-xs font-medium text-amber-700">
          <Trans>1 of 2 approvals · first by {firstBy}</Trans>
        </p>
      ) : null}
    </div>
  );
}
