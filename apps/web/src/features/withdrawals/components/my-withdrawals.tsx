import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { useWithdrawals } from '../api/get-withdrawals';
import { WithdrawalCard } from './withdrawal-card';

const gridClass = 'grid items-stretch gap-3 sm:grid-cols-2 xl:grid-cols-3';

/** My Withdrawals: one card per request, newest first. */
export function MyWithdrawals() {
  const { t } = useLingui();
  const withdrawals = useWithdrawals();
  if (withdrawals.isPending) {
    return (
      <ul aria-busy className={gridClass}>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-4 w-48" />
          </li>
        ))}
        <li className="sr-only" role="status">
          <Trans>Loading withdrawals...</Trans>
        </li>
      </ul>
    );
  }
  if (withdrawals.isError) {
    return (
      <Card>
        <ErrorState
          title={t`Failed to load withdrawals.`}
          message={t`Check your connection and try again.`}
          onRetry={() => void withdrawals.refetch()}
          retryLabel={t`Try Again`}
        />
      </Card>
    );
  }
  if (withdrawals.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
        <Inbox aria-hidden className="h-6 w-6 text-slate-400" />
        <Trans>You have not requested any withdrawals yet.</Trans>
      </Card>
    );
  }
  return (
    <ul className={gridClass}>
      {withdrawals.data.map((withdrawal) => (
        <li key={withdrawal.id}>
          <WithdrawalCard withdrawal={withdrawal} />
        </li>
      ))}
    </ul>
  );
}
