import { scaleOf, type AdminWithdrawalView } from '@soko/shared';
import { Card } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatAmount, formatDateTime, formatMoney } from '@/lib/format';
import type { Decision } from '../lib/decision-subject';
import { CopyableText } from './copyable-text';
import { DecisionButtons } from './decision-buttons';
import { UserCell } from './user-cell';

interface WithdrawalsViewProps {
  withdrawals: AdminWithdrawalView[];
  onDecide: (withdrawal: AdminWithdrawalView, decision: Decision) => void;
}

const who = (withdrawal: AdminWithdrawalView) =>
  `${withdrawal.user.username}'s withdrawal of ${formatMoney(withdrawal.gross, withdrawal.currency)}`;

export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsViewProps) {
  return (
    <Table>
      <caption className="sr-only">Pending withdrawal requests</caption>
      <TableHeader>
        <tr>
          <TableHead>User</TableHead>
          <TableHead>Coin</TableHead>
          <TableHead className="text-right">Gross</TableHead>
          <TableHead className="text-right">Fee</TableHead>
          <TableHead className="text-right">Net to send</TableHead>
          <TableHead>Address</TableHead>
          <TableHead>Requested</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {withdrawals.map((withdrawal) => (
          <TableRow key={withdrawal.id}>
            <TableCell className="max-w-48">
              <UserCell username={withdrawal.user.username} email={withdrawal.user.email} />
            </TableCell>
            <TableCell className="font-medium text-slate-900">{withdrawal.currency}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatExact(withdrawal.gross, withdrawal.currency)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatExact(withdrawal.fee, withdrawal.currency)}
              <span className="block text-xs text-slate-500">{withdrawal.feePercent}%</span>
            </TableCell>
            <TableCell className="text-right font-semibold text-slate-900 tabular-nums">
              {formatExact(withdrawal.amount, withdrawal.currency)}
            </TableCell>
            <TableCell>
              <CopyableText value={withdrawal.address} label="withdrawal address" />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(withdrawal.createdAt)}
            </TableCell>
            <TableCell>
              <DecisionButtons
                who={who(withdrawal)}
                onDecide={(decision) => onDecide(withdrawal, decision)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The table's coin column carries the symbol; the figures stay bare so they line up. */
function formatExact(value: string, currency: string) {
  return <span className="whitespace-nowrap">{formatAmount(value, scaleOf(currency))}</span>;
}

export function WithdrawalCards({ withdrawals, onDecide }: WithdrawalsViewProps) {
  return (
    <ul className="space-y-3" aria-label="Pending withdrawal requests">
      {withdrawals.map((withdrawal) => (
        <li key={withdrawal.id}>
          <Card className="p-4">
            <div className="flex items-start justify-between gap-3">
              <UserCell username={withdrawal.user.username} email={withdrawal.user.email} />
              <span className="shrink-0 text-xs text-slate-500">
                {formatDateTime(withdrawal.createdAt)}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <Figure term="Gross" value={withdrawal.gross} currency={withdrawal.currency} />
              <Figure
                term={`Fee (${withdrawal.feePercent}%)`}
                value={withdrawal.fee}
                currency={withdrawal.currency}
              />
              <Figure
                term="Net to send"
                value={withdrawal.amount}
                currency={withdrawal.currency}
                strong
              />
            </dl>
            <div className="mt-3">
              <p className="text-xs text-slate-500">Address</p>
              <CopyableText value={withdrawal.address} label="withdrawal address" full />
            </div>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <DecisionButtons
                block
                who={who(withdrawal)}
                onDecide={(decision) => onDecide(withdrawal, decision)}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Figure({
  term,
  value,
  currency,
  strong = false,
}: {
  term: string;
  value: string;
  currency: string;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd
        className={strong ? 'font-semibold break-all text-slate-900' : 'break-all text-slate-700'}
      >
        {formatMoney(value, currency)}
      </dd>
    </div>
  );
}
