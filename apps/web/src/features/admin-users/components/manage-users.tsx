import type { AdminUserRow } from '@soko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePage } from '@/lib/search-params';
import { useAdminUsers } from '../api/get-users';
import { useUpdateAdminUser } from '../api/update-user';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useUsersSearch } from '../hooks/use-users-search';
import type { UserAction } from './user-actions';
import { UserCards, UserCardsSkeleton } from './user-cards';
import { UsersFilters } from './users-filters';
import { UsersTable, UsersTableSkeleton } from './users-table';

/**
 * Manage Users: search (username or email), role and status filters, exact paging, and role and
 * status changes, each confirmed first. The server refuses an admin changing their own account
 * (409); the screen offers no such action to begin with.
 */
export function ManageUsers({ currentUserId }: { currentUserId: string | undefined }) {
  const { params, update, filtered } = useUsersSearch();
  const users = useAdminUsers(params);
  const isDesktop = useIsDesktop();
  // The chosen row stays in `pending` while the dialog animates closed, so its text never blanks.
  const [pending, setPending] = useState<{ user: AdminUserRow; action: UserAction } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (user: AdminUserRow, action: UserAction) => {
    setPending({ user, action });
    setConfirmOpen(true);
  };
  const updateUser = useUpdateAdminUser();

  const confirm = () => {
    if (!pending) return;
    const { user, action } = pending;
    updateUser.mutate(
      { id: user.id, ...action.change },
      {
        onSuccess: () => {
          toast.success(action.done(user.username));
          setConfirmOpen(false);
        },
        onError: (error) => {
          toast.error('Update failed', { description: describeFailure(error) });
          setConfirmOpen(false);
        },
      },
    );
  };

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
        title="Failed to load users"
        message={
          users.error instanceof ApiError && users.error.code === 'MFA_ENROLMENT_REQUIRED'
            ? 'Turn on two-factor authentication in your account settings first.'
            : 'Please try again later.'
        }
        onRetry={() => void users.refetch()}
      />
    );
  } else if (users.data.items.length === 0) {
    body = (
      <EmptyState>
        {filtered ? 'No users match your search or filters.' : 'There are no users yet.'}
      </EmptyState>
    );
  } else {
    const view = { users: users.data.items, currentUserId, onAction: ask };
    body = isDesktop ? <UsersTable {...view} /> : <UserCards {...view} />;
  }

  const showCardFrame = isDesktop || users.isError || users.data?.items.length === 0;
  return (
    <div className="space-y-4">
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
          itemLabel={users.data.total === 1 ? 'user' : 'users'}
        />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={pending ? pending.action.title(pending.user.username) : ''}
        description={pending ? pending.action.description(pending.user.username) : ''}
        confirmLabel={pending?.action.label ?? ''}
        destructive={pending?.action.destructive ?? false}
        loading={updateUser.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return 'Please try again.';
}
