import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePage } from '@/lib/search-params';
import { useAdminUsers } from '../api/get-users';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useUserChange } from '../hooks/use-user-change';
import { useUsersSearch } from '../hooks/use-users-search';
import { UserCards, UserCardsSkeleton } from './user-cards';
import { UsersFilters } from './users-filters';
import { UsersTable, UsersTableSkeleton } from './users-table';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { PendingAdjustments } from './pending-adjustments';
import type { AdminUserRow } from '@soko/shared';
import { useState } from 'react';

/**
 * Manage Users: search (username or email), role and status filters, exact paging, and role and
 * status changes, each confirmed first. The server refuses an admin changing their own account
 * (409); the screen offers no such action to begin with.
 */
export function ManageUsers({ currentUserId }: { currentUserId: string | undefined }) {
  const { t } = useLingui();
  const { params, update, filtered } = useUsersSearch();
  const users = useAdminUsers(params);
  const isDesktop = useIsDesktop();
  const change = useUserChange();
  const [adjusting, setAdjusting] = useState<AdminUserRow | null>(null);

  // A change can empty the last page (say, suspending the only user on it while filtering by
  // active); step back to the page that now exists.
  const total = users.isFetching ? undefined : users.data?.total;
  const setPage = usePage(update, params.page, params.pageSize, total);

  let body: React.ReactNode;
  if (users.isPending) {
    body = isDesktop ? <UsersTableSkeleton /> : <UserCardsSkeleton />;
  } else if (users.isError) {
    body = (
      <ErrorState
        title={t`Failed to load users`}
        message={
          users.error instanceof ApiError && users.error.code === 'MFA_ENROLMENT_REQUIRED'
            ? t`Turn on two-factor authentication in your account settings first.`
            : t`Please try again later.`
        }
        onRetry={() => void users.refetch()}
      />
    );
  } else if (users.data.items.length === 0) {
    body = (
      <EmptyState>
        {filtered ? (
          <Trans>No users match your search or filters.</Trans>
        ) : (
          <Trans>There are no users yet.</Trans>
        )}
      </EmptyState>
    );
  } else {
    const view = {
      users: users.data.items,
      currentUserId,
      onAction: change.ask,
      onAdjust: setAdjusting,
    };
    body = isDesktop ? <UsersTable {...view} /> : <UserCards {...view} />;
  }

  const showCardFrame = isDesktop || users.isError || users.data?.items.length === 0;
  return (
    <div className="space-y-4">
      <PendingAdjustments currentUserId={currentUserId} />
      <UsersFilters params={params} onChange={update} />
      <div
        aria-busy={users.isFetching || undefined}
        className={cn('transition-opacity', users.isPlaceholderData && 'opacity-60')}
      >
        {showCardFrame ? <Card className="overflow-hidden">{body}</Card> : body}
      </div>
      {users.data && users.data.total > 0 ? (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={users.data.total}
          onPageChange={setPage}
          itemLabel={users.data.total === 1 ? t`user` : t`users`}
        />
      ) : null}
      <UserChangeDialog change={change} />
      <AdjustBalanceDialog user={adjusting} onClose={() => setAdjusting(null)} />
    </div>
  );
}

/** The "are you sure" of a role or status change, in the language on screen. */
function UserChangeDialog({ change }: { change: ReturnType<typeof useUserChange> }) {
  const { i18n } = useLingui();
  const { pending } = change;
  const username = pending?.user.username ?? '';
  return (
    <ConfirmDialog
      open={change.confirmOpen}
      onOpenChange={change.setConfirmOpen}
      title={pending ? i18n._(pending.action.title(username)) : ''}
      description={pending ? i18n._(pending.action.description(username)) : ''}
      confirmLabel={pending ? i18n._(pending.action.label) : ''}
      destructive={pending?.action.destructive ?? false}
      loading={change.saving}
      onConfirm={change.confirm}
    />
  );
}
