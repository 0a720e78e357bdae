import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUserRow } from '@soko/shared';
import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { actionsFor, type UserAction } from './user-actions';
import { EmailVerifiedBadge, MfaBadge, RoleBadge, StatusBadge, YouBadge } from './user-badges';

interface UsersViewProps {
  users: AdminUserRow[];
  currentUserId: string | undefined;
  onAction: (user: AdminUserRow, action: UserAction) => void;
  onAdjust?: ((user: AdminUserRow) => void) | undefined;
}

const columns: { key: string; label: MessageDescriptor }[] = [
  { key: 'user', label: msg`User` },
  { key: 'role', label: msg`Role` },
  { key: 'status', label: msg`Status` },
  { key: 'email', label: msg`Email` },
  { key: 'mfa', label: msg`2FA` },
  { key: 'joined', label: msg`Joined` },
];

export function UsersTable({ users, currentUserId, onAction, onAdjust }: UsersViewProps) {
  const { i18n } = useLingui();
  return (
    <Table>
      <caption className="sr-only">
        <Trans>Users</Trans>
      </caption>
      <TableHeader>
        <tr>
          {columns.map((column) => (
            <TableHead key={column.key}>{i18n._(column.label)}</TableHead>
          ))}
          <TableHead className="text-right">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <TableRow key={user.id}>
              <TableCell className="max-w-72">
                <p className="truncate font-medium text-slate-900" title={user.username}>
                  {user.username}
                  {isSelf ? <YouBadge /> : null}
                </p>
                <p className="truncate text-xs text-slate-500" title={user.email}>
                  {user.email}
                </p>
              </TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell>
                <StatusBadge status={user.status} />
              </TableCell>
              <TableCell>
                <EmailVerifiedBadge verified={user.emailVerified} />
              </TableCell>
              <TableCell>
                <MfaBadge enabled={user.mfaEnabled} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(user.createdAt)}</TableCell>
              <TableCell className="text-right">
                {isSelf ? null : <RowMenu user={user} onAction={onAction} onAdjust={onAdjust} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function RowMenu({
  user,
  onAction,
  onAdjust,
}: {
  user: AdminUserRow;
  onAction: UsersViewProps['onAction'];
  onAdjust: UsersViewProps['onAdjust'];
}) {
  const { i18n, t } = useLingui();
  const { username } = user;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t`Actions for ${username}`}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
      >
        <MoreHorizontal aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {actionsFor(user).map((action) => (
            <DropdownMenu.Item
              key={action.name}
              onSelect={() => onAction(user, action)}
              className={cn(
                'flex h-10 cursor-pointer items-center rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-slate-100',
                action.destructive ? 'text-red-700' : 'text-slate-800',
              )}
            >
              {i18n._(action.label)}
            </DropdownMenu.Item>
          ))}
          {user.role === 'user' ? (
            <DropdownMenu.Item asChild>
              <Link
                to={`${paths.admin.verification}?user=${encodeURIComponent(user.username)}`}
                className="flex h-10 items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                <Trans>Verification tier</Trans>
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {onAdjust ? (
            <DropdownMenu.Item
              onSelect={() => onAdjust(user)}
              className="flex h-10 cursor-pointer items-center rounded-md px-3 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100"
            >
              <Trans>Adjust balance</Trans>
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function UsersTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden className="divide-y divide-slate-100">
      <div className="h-10 bg-slate-50" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-4 py-3.5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
          {['w-14', 'w-20', 'w-20', 'w-10', 'w-24'].map((width, cell) => (
            <Skeleton key={cell} className={`h-5 ${width}`} />
          ))}
          <Skeleton className="h-8 w-8" />
        </div>
      ))}
    </div>
  );
}
