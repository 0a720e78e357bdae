import { Trans } from '@lingui/react/macro';
import type { AdminUserRow } from '@soko/shared';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: AdminUserRow['role'] }) {
  return role === 'admin' ? (
    <Badge tone="brand">
      <Trans>Admin</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>User</Trans>
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AdminUserRow['status'] }) {
  return status === 'active' ? (
    <Badge tone="success">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Suspended</Trans>
    </Badge>
  );
}

export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge tone="warning">
      <Trans>Unverified</Trans>
    </Badge>
  );
}

export function MfaBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge tone="success">
      <Trans>On</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Off</Trans>
    </Badge>
  );
}

export function YouBadge() {
  return (
    <Badge tone="neutral" className="ml-1.5">
      <Trans>You</Trans>
    </Badge>
  );
}
