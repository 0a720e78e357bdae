import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Banknote,
  Coins,
  RefreshCw,
  Users,
  Wallet,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminStats } from '../api/get-stats';
import { statsView } from '../lib/stats-view';
import { CountCard } from './count-card';
import { VolumeCard } from './volume-card';
import { dateFormat, formatMoney } from '@/lib/format';

/** In the language on screen (en-KE or sw-KE), Nairobi time; built once per language. */
const timeFormat = dateFormat({ timeStyle: 'medium' });

/** The dashboard's figures (product-spec.md section 7, admin stats), refreshed every 30 s. */
export function AdminStats() {
  const { t } = useLingui();
  const stats = useAdminStats();

  if (stats.isPending) return <StatsSkeleton />;
  if (stats.isError) {
    return (
      <Card>
        <ErrorState
          title={t`Failed to load dashboard statistics`}
          message={
            stats.error instanceof ApiError && stats.error.code === 'MFA_ENROLMENT_REQUIRED'
              ? t`Turn on two-factor authentication in your account settings first.`
              : t`Please try again.`
          }
          onRetry={() => void stats.refetch()}
        />
      </Card>
    );
  }

  const view = statsView(stats.data);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <CountCard
          label={t`Users`}
          value={view.users}
          icon={Users}
          to={paths.admin.users}
          linkLabel={t`Manage users`}
        />
        <CountCard
          label={t`Pending deposits`}
          value={view.pendingDeposits}
          icon={ArrowDownToLine}
          to={paths.admin.deposits}
          linkLabel={t`Review deposits`}
          attention
        />
        <CountCard
          label={t`Pending withdrawals`}
          value={view.pendingWithdrawals}
          icon={ArrowUpFromLine}
          to={paths.admin.withdrawals}
          linkLabel={t`Review withdrawals`}
          attention
        />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <KesDepositsCard amount={view.approvedKesDeposits} />
        <VolumeCard
          title={t`Approved crypto deposits`}
          description={t`Per coin, never added together`}
          icon={Coins}
          lines={view.approvedCoinDeposits}
          emptyText={t`No crypto deposits approved yet.`}
        />
        <VolumeCard
          title={t`Approved withdrawals`}
          description={t`Net amounts sent, per currency`}
          icon={Wallet}
          lines={view.approvedWithdrawals}
          emptyText={t`No withdrawals approved yet.`}
        />
      </div>
      <StatsFreshness
        updatedAt={stats.dataUpdatedAt}
        fetching={stats.isFetching}
        onRefresh={() => void stats.refetch()}
      />
    </div>
  );
}

/** M-Pesa money in, one KES figure (the coins have their own card, never added together). */
function KesDepositsCard({ amount }: { amount: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-medium text-slate-600">
            <Trans>Approved KES deposits</Trans>
          </h2>
          <p className="text-xs text-slate-500">
            <Trans>M-Pesa deposits credited</Trans>
          </p>
        </div>
        <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Banknote aria-hidden className="h-5 w-5" />
        </span>
      </div>
      <p className="text-2xl font-bold tracking-tight break-all text-slate-900 tabular-nums">
        {formatMoney(amount, 'KES')}
      </p>
    </Card>
  );
}

/** When the figures were fetched, and a Refresh that does not wait for the next 30 s. */
function StatsFreshness({
  updatedAt,
  fetching,
  onRefresh,
}: {
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const { t } = useLingui();
  const time = timeFormat().format(updatedAt);
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-xs text-slate-500">
      <span aria-live="polite">
        <Trans>Updated {time} EAT · refreshes every 30 seconds</Trans>
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRefresh}
        loading={fetching}
        aria-label={t`Refresh statistics`}
      >
        {fetching ? null : <RefreshCw aria-hidden className="h-4 w-4" />}
        <Trans>Refresh</Trans>
      </Button>
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div aria-hidden className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Card key={index} className="space-y-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-4 w-32" />
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Card key={index} className="space-y-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-6 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
