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
import { DecisionButtons } from './decision-buttons';
import { ProofThumbnail } from './proof-thumbnail';
import { UserCell } from './user-cell';

interface DepositsViewProps {
  deposits: AdminTransactionView[];
  onDecide: (deposit: AdminTransactionView, decision: Decision) => void;
}

const who = (deposit: AdminTransactionView) =>
  `${deposit.user.username}'s deposit of ${formatMoney(deposit.amount, deposit.currency)}`;

export function DepositsTable({ deposits, onDecide }: DepositsViewProps) {
  return (
    <Table>
      <caption className="sr-only">Pending deposit requests</caption>
      <TableHeader>
        <tr>
          <TableHead>User</TableHead>
          <TableHead>Coin</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Tx hash</TableHead>
          <TableHead>Proof</TableHead>
          <TableHead>Submitted</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {deposits.map((deposit) => (
          <TableRow key={deposit.id}>
            <TableCell className="max-w-56">
              <UserCell username={deposit.user.username} email={deposit.user.email} />
            </TableCell>
            <TableCell className="font-medium text-slate-900">{deposit.currency}</TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatAmount(deposit.amount, scaleOf(deposit.currency))}
            </TableCell>
            <TableCell>
              {deposit.txHash ? (
                <CopyableText value={deposit.txHash} label="transaction hash" />
              ) : (
                <span className="text-xs text-slate-400">None given</span>
              )}
            </TableCell>
            <TableCell>
              <ProofThumbnail
                src={deposit.proofUrl}
                username={deposit.user.username}
                amountLabel={formatMoney(deposit.amount, deposit.currency)}
              />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(deposit.createdAt)}</TableCell>
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
              <ProofThumbnail
                src={deposit.proofUrl}
                username={deposit.user.username}
                amountLabel={formatMoney(deposit.amount, deposit.currency)}
                size="lg"
              />
              <div className="min-w-0">
                <p className="text-xs text-slate-500">Amount</p>
                <p className="text-lg font-semibold break-all text-slate-900 tabular-nums">
                  {formatMoney(deposit.amount, deposit.currency)}
                </p>
              </div>
            </div>
            <div className="mt-3 text-sm">
              <p className="text-xs text-slate-500">Tx hash</p>
              {deposit.txHash ? (
                <CopyableText value={deposit.txHash} label="transaction hash" full />
              ) : (
                <p className="text-xs text-slate-400">None given</p>
              )}
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
