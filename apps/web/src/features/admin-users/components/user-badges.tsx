import type { AdminUserRow } from '@soko/shared';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: AdminUserRow['role'] }) {
  return role === 'admin' ? <Badge tone="brand">Admin</Badge> : <Badge>User</Badge>;
}

export function StatusBadge({ status }: { status: AdminUserRow['status'] }) {
  return status === 'active' ? (
    <Badge tone="success">Active</Badge>
  ) : (
    <Badge tone="danger">Suspended</Badge>
  );
}

export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">Verified</Badge>
  ) : (
    <Badge tone="warning">Unverified</Badge>
  );
}

export function MfaBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>;
}

export function YouBadge() {
  return (
    <Badge tone="neutral" className="ml-1.5">
      You
    </Badge>
  );
}
