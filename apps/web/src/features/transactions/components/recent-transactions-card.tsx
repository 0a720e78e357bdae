import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useStillPending } from '@/lib/use-still-loading';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useRecentTransactions } from '../api/get-transactions';
import { isSettled, statusOf } from '../lib/transaction-labels';
import { describeKind, statusWordMessages } from './transaction-messages';

/** Recent Transactions: the latest 5; approved and completed rows tinted (the spec). */
export function RecentTransactionsCard({ className }: { className?: string }) {
  const { i18n, t: translate } = useLingui();
  const recent = useRecentTransactions();
  const pending = useStillPending(recent);
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0 pb-2 sm:pb-2">
        <CardTitle>
          <Trans>Recent Transactions</Trans>
        </CardTitle>
        <Link
          to={paths.dashboard.transactions}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
        >
          <Trans>View all</Trans>
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </CardHeader>
      {pending ? (
        <ul aria-busy className="space-y-3 px-4 pb-4 sm:px-6 sm:pb-6">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="flex items-center justify-between gap-3">
              <div className="space-y-1.5">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-3 w-20" />
              </div>
              <Skeleton className="h-5 w-20 rounded-full" />
            </li>
          ))}
        </ul>
      ) : recent.isError ? (
        <ErrorState
          title={translate`Failed to load transactions.`}
          onRetry={() => void recent.refetch()}
        />
      ) : recent.data.items.length === 0 ? (
        <EmptyState>
          <Trans>You have no transactions yet</Trans>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {recent.data.items.map((t) => (
            <li
              key={t.id}
              className={cn(
                'flex items-center justify-between gap-3 px-4 py-3 sm:px-6',
                isSettled(t.status) && 'bg-emerald-50/60',
              )}
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-slate-900 tabular-nums">
                  {formatMoney(t.amount, t.currency)}
                </p>
                <p className="text-xs break-words text-slate-500">
                  {describeKind(i18n, t)} ·{' '}
                  <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
                </p>
              </div>
              <StatusBadge
                status={t.status}
                label={i18n._(statusWordMessages[statusOf(t).word])}
                className="shrink-0"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
