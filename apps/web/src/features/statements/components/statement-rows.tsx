import { Trans, useLingui } from '@lingui/react/macro';
import type { Statement, StatementRow } from '@soko/shared';
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
import { formatDateTime, shortenMiddle } from '@/lib/format';
import { statementAmount } from '../lib/statement-period';

const tone = (amount: string) => (amount.startsWith('-') ? 'text-slate-900' : 'text-emerald-700');
const isZero = (amount: string) => /^-?0(\.0*)?$/.test(amount);

function signed(amount: string, currency: string) {
  const shown = statementAmount(amount, currency);
  return amount.startsWith('-') ? shown : `+${shown}`;
}

/** The statement from 768 px: one table line per movement, in time order. */
export function StatementTable({ statement }: { statement: Statement }) {
  const { currency } = statement;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Date</Trans>
          </TableHead>
          <TableHead>
            <Trans>Description</Trans>
          </TableHead>
          <TableHead>
            <Trans>Reference</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Amount</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Fee</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Balance</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {statement.rows.map((row, index) => (
          <TableRow key={`${row.at}-${row.reference}-${index}`}>
            <TableCell className="whitespace-nowrap text-slate-600">
              <time dateTime={row.at}>{formatDateTime(row.at)}</time>
            </TableCell>
            <TableCell className="text-slate-900">{row.description}</TableCell>
            <TableCell className="font-mono text-xs text-slate-600" title={row.reference}>
              {shortenMiddle(row.reference, 10, 6)}
            </TableCell>
            <TableCell className={cn('text-right tabular-nums', tone(row.amount))}>
              {signed(row.amount, currency)}
            </TableCell>
            <TableCell className="text-right text-slate-600 tabular-nums">
              {isZero(row.fee) ? '—' : statementAmount(row.fee, currency)}
            </TableCell>
            <TableCell className="text-right font-medium text-slate-900 tabular-nums">
              {statementAmount(row.balance, currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StatementCard({ row, currency }: { row: StatementRow; currency: string }) {
  const { t } = useLingui();
  const fee = statementAmount(row.fee, currency);
  const balance = statementAmount(row.balance, currency);
  return (
    <li className="space-y-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-medium break-words text-slate-900">{row.description}</p>
        <p className={cn('shrink-0 font-semibold tabular-nums', tone(row.amount))}>
          {signed(row.amount, currency)}
        </p>
      </div>
      <p className="flex justify-between gap-3 text-xs text-slate-600">
        <span>{isZero(row.fee) ? t`No fee` : t`Fee ${fee}`}</span>
        <span className="tabular-nums">
          <Trans>Balance {balance}</Trans>
        </span>
      </p>
      <p className="flex justify-between gap-3 text-xs text-slate-500">
        <time dateTime={row.at}>{formatDateTime(row.at)}</time>
        <span title={row.reference} className="font-mono">
          {shortenMiddle(row.reference, 8, 4)}
        </span>
      </p>
    </li>
  );
}

/** The statement under 768 px: one card per movement. */
export function StatementCards({ statement }: { statement: Statement }) {
  return (
    <ul className="space-y-3">
      {statement.rows.map((row, index) => (
        <StatementCard
          key={`${row.at}-${row.reference}-${index}`}
          row={row}
          currency={statement.currency}
        />
      ))}
    </ul>
  );
}

export function StatementSkeleton() {
  return (
    <ul aria-busy className="space-y-3 p-4">
      <li className="sr-only" role="status">
        <Trans>Loading statement...</Trans>
      </li>
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
        </li>
      ))}
    </ul>
  );
}
