import type { AdminTransactionView } from '@soko/shared';
import { CardList } from '@/components/ui/card';
import {
  Table,
  TableActionsHead,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { canDecide, type Decision } from '../lib/decision-subject';
import { CopyableText } from './copyable-text';
import { DateTime } from './date-time';
import { DecisionButtons } from './decision-buttons';
import { ProofThumbnail } from './proof-thumbnail';
import { StatusBadge } from '@/components/ui/status-badge';
import { methodLabel, typeLabel } from '../lib/labels';
import { TransactionAmount } from './transaction-amount';
import { UserCell } from './user-cell';

interface TransactionsViewProps {
  transactions: AdminTransactionView[];
  onDecide: (transaction: AdminTransactionView, decision: Decision) => void;
}

const who = (transaction: AdminTransactionView) =>
  `${transaction.user.username}'s ${typeLabel[transaction.type].toLowerCase()} of ${formatMoney(transaction.amount, transaction.currency)}`;

function Proof({
  transaction,
  size,
  onDecide,
}: {
  transaction: AdminTransactionView;
  size?: 'sm' | 'lg';
  onDecide: TransactionsViewProps['onDecide'];
}) {
  if (!transaction.proofUrl) return null;
  return (
    <ProofThumbnail
      src={transaction.proofUrl}
      username={transaction.user.username}
      amountLabel={formatMoney(transaction.amount, transaction.currency)}
      size={size}
      onDecide={canDecide(transaction) ? (decision) => onDecide(transaction, decision) : undefined}
    />
  );
}

function RejectReason({ transaction }: { transaction: AdminTransactionView }) {
  if (transaction.status !== 'rejected' || !transaction.rejectReason) return null;
  return (
    <p
      className="mt-1 line-clamp-2 max-w-48 text-xs text-slate-500"
      title={transaction.rejectReason}
    >
      {transaction.rejectReason}
    </p>
  );
}

export function TransactionsTable({ transactions, onDecide }: TransactionsViewProps) {
  return (
    <Table>
      <caption className="sr-only">Transactions</caption>
      <TableHeader>
        <tr>
          <TableHead>User</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="px-2">Proof</TableHead>
          <TableHead>Date</TableHead>
          <TableActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {transactions.map((transaction) => (
          <TableRow key={transaction.id}>
            <TableCell className="max-w-44">
              <UserCell
                username={transaction.user.username}
                email={transaction.user.email}
                status={transaction.user.status}
                approvals={transaction.approvals}
                pending={transaction.status === 'pending'}
              />
              <p className="truncate font-mono text-xs text-slate-400" title={transaction.id}>
                {transaction.id}
              </p>
            </TableCell>
            <TableCell>
              <p className="font-medium text-slate-900">{typeLabel[transaction.type]}</p>
              <p className="text-xs text-slate-500">{methodLabel[transaction.method]}</p>
            </TableCell>
            <TableCell>
              <TransactionAmount transaction={transaction} />
            </TableCell>
            <TableCell>
              <StatusBadge status={transaction.status} />
              <RejectReason transaction={transaction} />
            </TableCell>
            <TableCell className="px-2 py-2">
              <Proof transaction={transaction} onDecide={onDecide} />
            </TableCell>
            <TableCell>
              <DateTime iso={transaction.createdAt} />
            </TableCell>
            <TableCell>
              {canDecide(transaction) ? (
                <DecisionButtons
                  stacked
                  who={who(transaction)}
                  onDecide={(decision) => onDecide(transaction, decision)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function TransactionCards({ transactions, onDecide }: TransactionsViewProps) {
  return (
    <CardList label="Transactions" items={transactions}>
      {(transaction) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <UserCell
              username={transaction.user.username}
              email={transaction.user.email}
              status={transaction.user.status}
              approvals={transaction.approvals}
              pending={transaction.status === 'pending'}
            />
            <StatusBadge status={transaction.status} />
          </div>
          <div className="mt-3 flex items-center gap-3">
            <Proof transaction={transaction} size="lg" onDecide={onDecide} />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">
                {typeLabel[transaction.type]} · {methodLabel[transaction.method]}
              </p>
              <TransactionAmount transaction={transaction} />
            </div>
          </div>
          <RejectReason transaction={transaction} />
          <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-500">
            <span>{formatDateTime(transaction.createdAt)}</span>
            <CopyableText value={transaction.id} label="transaction ID" />
          </div>
          {canDecide(transaction) ? (
            <div className="mt-3 border-t border-slate-100 pt-3">
              <DecisionButtons
                block
                who={who(transaction)}
                onDecide={(decision) => onDecide(transaction, decision)}
              />
            </div>
          ) : null}
        </>
      )}
    </CardList>
  );
}
