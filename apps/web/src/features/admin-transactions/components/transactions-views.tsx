import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { whoLabel } from '../lib/decision-texts';
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

/** Only pending crypto deposits and withdrawals get buttons (canDecide), so only those two. */
const who = (i18n: I18n, transaction: AdminTransactionView) =>
  whoLabel(
    i18n,
    transaction.type === 'deposit' ? 'deposit' : 'withdrawal',
    transaction.user.username,
    formatMoney(transaction.amount, transaction.currency),
  );

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
  const { i18n } = useLingui();
  return (
    <Table>
      <caption className="sr-only">
        <Trans>Transactions</Trans>
      </caption>
      <TableHeader>
        <tr>
          <TableHead>
            <Trans>User</Trans>
          </TableHead>
          <TableHead>
            <Trans>Type</Trans>
          </TableHead>
          <TableHead>
            <Trans>Amount</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead className="px-2">
            <Trans>Proof</Trans>
          </TableHead>
          <TableHead>
            <Trans>Date</Trans>
          </TableHead>
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
              <p className="truncate font-mono text-xs text-slate-500" title={transaction.id}>
                {transaction.id}
              </p>
            </TableCell>
            <TableCell>
              <p className="font-medium text-slate-900">{i18n._(typeLabel[transaction.type])}</p>
              <p className="text-xs text-slate-500">{i18n._(methodLabel[transaction.method])}</p>
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
                  who={who(i18n, transaction)}
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
  const { i18n, t } = useLingui();
  return (
    <CardList label={t`Transactions`} items={transactions}>
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
                {i18n._(typeLabel[transaction.type])} · {i18n._(methodLabel[transaction.method])}
              </p>
              <TransactionAmount transaction={transaction} />
            </div>
          </div>
          <RejectReason transaction={transaction} />
          <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-500">
            <span>{formatDateTime(transaction.createdAt)}</span>
            <CopyableText value={transaction.id} label={t`transaction ID`} />
          </div>
          {canDecide(transaction) ? (
            <div className="mt-3 border-t border-slate-100 pt-3">
              <DecisionButtons
                block
                who={who(i18n, transaction)}
                onDecide={(decision) => onDecide(transaction, decision)}
              />
            </div>
          ) : null}
        </>
      )}
    </CardList>
  );
}
