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
  const first = pending && approvals?.length === 1 ? approvals[0] : undefined;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{username}</p>
      <p className="truncate text-xs text-slate-500">{email}</p>
      {status === 'suspended' ? (
        <p className="mt-1 inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">
          Owner suspended
        </p>
      ) : null}
      {first ? (
        <p className="mt-1 text-xs font-medium text-amber-700">
          1 of 2 approvals · first by {first.username}
        </p>
      ) : null}
    </div>
  );
}
