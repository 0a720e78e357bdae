import { scaleOf, type AdminTransactionView } from '@soko/shared';
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
import { ProofThumbnail } from './proof-thumbnail';
import { UserCell } from './user-cell';

interface DepositsViewProps {
  deposits: AdminTransactionView[];
  onDecide: (deposit: AdminTransactionView, decision: Decision) => void;
}

const who = (deposit: AdminTransactionView) =>
  `${deposit.user.username}'s deposit of ${formatMoney(deposit.amount, deposit.currency)}`;

function Proof({ deposit, size }: { deposit: AdminTransactionView; size?: 'sm' | 'lg' }) {
  return (
    <ProofThumbnail
      src={deposit.proofUrl}
      username={deposit.user.username}
      amountLabel={formatMoney(deposit.amount, deposit.currency)}
      size={size}
    />
  );
}

function TxHash({ deposit, full }: { deposit: AdminTransactionView; full?: boolean }) {
  return deposit.txHash ? (
    <CopyableText value={deposit.txHash} label="transaction hash" full={full} />
  ) : (
    <span className="text-xs text-slate-400">None given</span>
  );
}

export function DepositsTable({ deposits, onDecide }: DepositsViewProps) {
  return (
    <Table>
      <caption className="sr-only">Pending deposit requests</caption>
      <TableHeader>
        <tr>
          <TableHead>User</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Tx hash</TableHead>
          <TableHead>Proof</TableHead>
          <TableHead>Submitted</TableHead>
          <ActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {deposits.map((deposit) => (
          <TableRow key={deposit.id}>
            <TableCell className="max-w-52">
              <UserCell username={deposit.user.username} email={deposit.user.email} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <span className="font-semibold text-slate-900">
                {formatAmount(deposit.amount, scaleOf(deposit.currency))}
              </span>{' '}
              <span className="font-medium text-slate-600">{deposit.currency}</span>
            </TableCell>
            <TableCell>
              <TxHash deposit={deposit} />
            </TableCell>
            <TableCell className="py-2">
              <Proof deposit={deposit} />
            </TableCell>
            <TableCell>
              <DateTime iso={deposit.createdAt} />
            </TableCell>
            <TableCell>
              <DecisionButtons
                who={who(deposit)}
                onDecide={(decision) => onDecide(deposit, decision)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function DepositCards({ deposits, onDecide }: DepositsViewProps) {
  return (
    <ul className="space-y-3" aria-label="Pending deposit requests">
      {deposits.map((deposit) => (
        <li key={deposit.id}>
          <Card className="p-4">
            <div className="flex items-start justify-between gap-3">
              <UserCell username={deposit.user.username} email={deposit.user.email} />
              <span className="shrink-0 text-xs text-slate-500">
                {formatDateTime(deposit.createdAt)}
              </span>
            </div>
            <div className="mt-3 flex items-center gap-3">
              <Proof deposit={deposit} size="lg" />
              <div className="min-w-0">
                <p className="text-xs text-slate-500">Amount</p>
                <p className="text-lg font-semibold break-all text-slate-900 tabular-nums">
                  {formatMoney(deposit.amount, deposit.currency)}
                </p>
              </div>
            </div>
            <div className="mt-3">
              <p className="text-xs text-slate-500">Tx hash</p>
              <TxHash deposit={deposit} full />
            </div>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <DecisionButtons
                block
                who={who(deposit)}
                onDecide={(decision) => onDecide(deposit, decision)}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
