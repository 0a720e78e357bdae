import { type AdminTransactionView } from '@soko/shared';
import { TableCell, TableHead } from '@/components/ui/table';
import { formatFigure, formatMoney } from '@/lib/format';
import type { Decision } from '../lib/decision-subject';
import { CopyableText } from './copyable-text';
import { ProofThumbnail } from './proof-thumbnail';
import { RequestCards, RequestsTable } from './request-views';

interface DepositsViewProps {
  deposits: AdminTransactionView[];
  onDecide: (deposit: AdminTransactionView, decision: Decision) => void;
}

const label = 'Pending deposit requests';

const who = (deposit: AdminTransactionView) =>
  `${deposit.user.username}'s deposit of ${formatMoney(deposit.amount, deposit.currency)}`;

function Proof({
  deposit,
  size,
  onDecide,
}: {
  deposit: AdminTransactionView;
  size?: 'sm' | 'lg';
  onDecide: DepositsViewProps['onDecide'];
}) {
  return (
    <ProofThumbnail
      src={deposit.proofUrl}
      username={deposit.user.username}
      amountLabel={formatMoney(deposit.amount, deposit.currency)}
      size={size}
      onDecide={(decision) => onDecide(deposit, decision)}
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
    <RequestsTable
      requests={deposits}
      label={label}
      who={who}
      onDecide={onDecide}
      dateHead="Submitted"
      heads={
        <>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Tx hash</TableHead>
          <TableHead>Proof</TableHead>
        </>
      }
      cells={(deposit) => (
        <>
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            <span className="font-semibold text-slate-900">
              {formatFigure(deposit.amount, deposit.currency)}
            </span>{' '}
            <span className="font-medium text-slate-600">{deposit.currency}</span>
          </TableCell>
          <TableCell>
            <TxHash deposit={deposit} />
          </TableCell>
          <TableCell className="py-2">
            <Proof deposit={deposit} onDecide={onDecide} />
          </TableCell>
        </>
      )}
    />
  );
}

export function DepositCards({ deposits, onDecide }: DepositsViewProps) {
  return (
    <RequestCards requests={deposits} label={label} who={who} onDecide={onDecide}>
      {(deposit) => (
        <>
          <div className="mt-3 flex items-center gap-3">
            <Proof deposit={deposit} size="lg" onDecide={onDecide} />
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
        </>
      )}
    </RequestCards>
  );
}
