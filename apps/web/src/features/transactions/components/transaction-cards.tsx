import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionView } from '@soko/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney, shortenMiddle } from '@/lib/format';
import { isSettled, statusOf } from '../lib/transaction-labels';
import { TransactionDetails } from './transaction-details';
import { describeKind, statusWordMessages } from './transaction-messages';

/** The history under 768 px: one card per row, the amount first. */
export function TransactionCards({ transactions }: { transactions: TransactionView[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-3">
      {transactions.map((t) => (
        <li
          key={t.id}
          className={cn(
            'space-y-2 rounded-xl border p-4 shadow-sm',
            isSettled(t.status)
              ? 'border-emerald-200 bg-emerald-50/40'
              : 'border-slate-200 bg-white',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{describeKind(i18n, t)}</p>
              <p className="font-semibold break-words text-slate-900 tabular-nums">
                {formatMoney(t.amount, t.currency)}
              </p>
            </div>
            <StatusBadge status={t.status} label={i18n._(statusWordMessages[statusOf(t).word])} />
          </div>
          <div className="text-xs text-slate-600">
            <TransactionDetails transaction={t} />
          </div>
          <p className="flex justify-between gap-3 text-xs text-slate-500">
            <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
            <span title={t.id} className="font-mono">
              {shortenMiddle(t.id, 6, 4)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function TransactionCardsSkeleton() {
  return (
    <ul aria-busy className="space-y-3">
      <li className="sr-only" role="status">
        <Trans>Loading transactions...</Trans>
      </li>
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-32" />
        </li>
      ))}
    </ul>
  );
}
