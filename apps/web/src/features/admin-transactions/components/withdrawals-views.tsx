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
import { DateTime } from './date-time';
import { ActionsHead, DecisionButtons } from './decision-buttons';
import { UserCell } from './user-cell';

interface WithdrawalsViewProps {
  withdrawals: AdminWithdrawalView[];
  onDecide: (withdrawal: AdminWithdrawalView, decision: Decision) => void;
}

const who = (withdrawal: AdminWithdrawalView) =>
  `${withdrawal.user.username}'s withdrawal of ${formatMoney(withdrawal.gross, withdrawal.currency)}`;

/**
 * The net (what the admin sends) is the figure that matters, in bold with its coin; gross and fee
 * sit under it, so a 960 px table still fits the approve and reject buttons.
 */
function Figures({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const scale = scaleOf(withdrawal.currency);
  return (
    <div className="text-right whitespace-nowrap tabular-nums">
      <p>
        <span className="font-semibold text-slate-900">
          {formatAmount(withdrawal.amount, scale)}
        </span>{' '}
        <span className="font-medium text-slate-600">{withdrawal.currency}</span>
      </p>
      <p className="text-xs text-slate-500">Gross {formatAmount(withdrawal.gross, scale)}</p>
      <p className="text-xs text-slate-500">
        Fee {formatAmount(withdrawal.fee, scale)} ({withdrawal.feePercent}%)
      </p>
    </div>
  );
}

export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsViewProps) {
  return (
    <Table>
      <caption className="sr-only">Pending withdrawal requests</caption>
      <TableHeader>
        <tr>
          <TableHead>User</TableHead>
          <TableHead className="text-right">Net to send</TableHead>
          <TableHead>Address</TableHead>
          <TableHead>Requested</TableHead>
          <ActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {withdrawals.map((withdrawal) => (
          <TableRow key={withdrawal.id}>
            <TableCell className="max-w-52">
              <UserCell username={withdrawal.user.username} email={withdrawal.user.email} />
            </TableCell>
            <TableCell>
              <Figures withdrawal={withdrawal} />
            </TableCell>
            <TableCell>
              <CopyableText value={withdrawal.address} label="withdrawal address" />
            </TableCell>
            <TableCell>
              <DateTime iso={withdrawal.createdAt} />
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
            <dl className="mt-3 divide-y divide-slate-100 text-sm">
              <Figure term="Gross" value={formatMoney(withdrawal.gross, withdrawal.currency)} />
              <Figure
                term={`Fee (${withdrawal.feePercent}%)`}
                value={formatMoney(withdrawal.fee, withdrawal.currency)}
              />
              <Figure
                term="Net to send"
                value={formatMoney(withdrawal.amount, withdrawal.currency)}
                strong
              />
            </dl>
            <div className="mt-2">
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
  strong = false,
}: {
  term: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-slate-500">{term}</dt>
      <dd
        className={
          strong
            ? 'text-right font-semibold break-all text-slate-900 tabular-nums'
            : 'text-right break-all text-slate-700 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}
