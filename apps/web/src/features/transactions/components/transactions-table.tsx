import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionView } from '@soko/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney, shortenMiddle } from '@/lib/format';
import { isSettled, statusOf } from '../lib/transaction-labels';
import { TransactionDetails } from './transaction-details';
import { methodLabel, statusWordMessages, typeMessages } from './transaction-messages';

const columns = [
  { key: 'date', label: msg`Date` },
  { key: 'type', label: msg`Type` },
  { key: 'amount', label: msg`Amount` },
  { key: 'status', label: msg`Status` },
  { key: 'details', label: msg`Details` },
  { key: 'id', label: msg`ID` },
];

/** The history at 768 px and wider. */
export function TransactionsTable({ transactions }: { transactions: TransactionView[] }) {
  const { i18n, t: translate } = useLingui();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.key}>{i18n._(column.label)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((t) => (
          <TableRow key={t.id} className={cn(isSettled(t.status) && 'bg-emerald-50/40')}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <span className="block">{i18n._(typeMessages[t.type])}</span>
              <span className="block text-xs text-slate-500">{methodLabel(i18n, t.method)}</span>
            </TableCell>
            <TableCell className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
              {formatMoney(t.amount, t.currency)}
            </TableCell>
            <TableCell>
              <StatusBadge status={t.status} label={i18n._(statusWordMessages[statusOf(t).word])} />
            </TableCell>
            <TableCell className="min-w-48 text-xs text-slate-600">
              <TransactionDetails transaction={t} />
            </TableCell>
            <TableCell className="py-1 pr-2 whitespace-nowrap">
              <span className="inline-flex items-center">
                <span title={t.id} className="font-mono text-xs text-slate-500">
                  {shortenMiddle(t.id, 6, 4)}
                </span>
                <CopyButton value={t.id} label={translate`transaction id`} className="h-9 w-9" />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function TransactionsTableSkeleton() {
  return (
    <div aria-busy className="divide-y divide-slate-100">
      <span className="sr-only" role="status">
        <Trans>Loading transactions...</Trans>
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-4 py-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
