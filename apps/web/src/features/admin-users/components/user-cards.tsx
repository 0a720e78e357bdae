import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUserRow } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { actionsFor, type UserAction } from './user-actions';
import { EmailVerifiedBadge, MfaBadge, RoleBadge, StatusBadge, YouBadge } from './user-badges';

interface UserCardsProps {
  users: AdminUserRow[];
  currentUserId: string | undefined;
  onAction: (user: AdminUserRow, action: UserAction) => void;
  onAdjust?: ((user: AdminUserRow) => void) | undefined;
}

/** Below 768 px each user is a card, with the actions as full-size buttons for thumbs. */
export function UserCards({ users, currentUserId, onAction, onAdjust }: UserCardsProps) {
  const { i18n, t } = useLingui();
  return (
    <ul className="space-y-3" aria-label={t`Users`}>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900" title={user.username}>
                    {user.username}
                    {isSelf ? <YouBadge /> : null}
                  </p>
                  <p className="truncate text-sm text-slate-500" title={user.email}>
                    {user.email}
                  </p>
                </div>
                <StatusBadge status={user.status} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <Detail term={t`Role`}>
                  <RoleBadge role={user.role} />
                </Detail>
                <Detail term={t`Email`}>
                  <EmailVerifiedBadge verified={user.emailVerified} />
                </Detail>
                <Detail term={t`2FA`}>
                  <MfaBadge enabled={user.mfaEnabled} />
                </Detail>
                <Detail term={t`Joined`}>{formatDate(user.createdAt)}</Detail>
              </dl>
              {isSelf ? null : (
                <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
                  {actionsFor(user).map((action) => (
                    <Button
                      key={action.name}
                      size="sm"
                      variant="secondary"
                      className={cn(
                        'h-auto min-h-9 px-2 py-1.5 leading-tight max-md:min-h-11',
                        action.destructive && 'text-red-700',
                      )}
                      onClick={() => onAction(user, action)}
                    >
                      {i18n._(action.label)}
                    </Button>
                  ))}
                  {onAdjust ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="col-span-2 h-auto min-h-9 px-2 py-1.5 leading-tight max-md:min-h-11"
                      onClick={() => onAdjust(user)}
                    >
                      <Trans>Adjust balance</Trans>
                    </Button>
                  ) : null}
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

export function UserCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="space-y-3 p-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-48" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
          <Skeleton className="h-9" />
        </Card>
      ))}
    </div>
  );
}
