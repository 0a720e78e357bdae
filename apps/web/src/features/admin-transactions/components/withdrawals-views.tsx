import { type AdminWithdrawalView } from '@soko/shared';
import { TableCell, TableHead } from '@/components/ui/table';
import { formatFigure, formatMoney } from '@/lib/format';
import type { Decision } from '../lib/decision-subject';
import { CopyableText } from './copyable-text';
import { RequestCards, RequestsTable } from './request-views';

interface WithdrawalsViewProps {
  withdrawals: AdminWithdrawalView[];
  onDecide: (withdrawal: AdminWithdrawalView, decision: Decision) => void;
}

const label = 'Pending withdrawal requests';

const who = (withdrawal: AdminWithdrawalView) =>
  `${withdrawal.user.username}'s withdrawal of ${formatMoney(withdrawal.gross, withdrawal.currency)}`;

/**
 * The net (what the admin sends) is the figure that matters, in bold with its coin; gross and fee
 * sit under it, so a 960 px table still fits the approve and reject buttons.
 */
function Figures({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  return (
    <div className="text-right whitespace-nowrap tabular-nums">
      <p>
        <span className="font-semibold text-slate-900">
          {formatFigure(withdrawal.amount, withdrawal.currency)}
        </span>{' '}
        <span className="font-medium text-slate-600">{withdrawal.currency}</span>
      </p>
      <p className="text-xs text-slate-500">
        Gross {formatFigure(withdrawal.gross, withdrawal.currency)}
      </p>
      <p className="text-xs text-slate-500">
        Fee {formatFigure(withdrawal.fee, withdrawal.currency)} ({withdrawal.feePercent}%)
      </p>
    </div>
  );
}

export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsViewProps) {
  return (
    <RequestsTable
      requests={withdrawals}
      label={label}
      who={who}
      onDecide={onDecide}
      dateHead="Requested"
      heads={
        <>
          <TableHead className="text-right">Net to send</TableHead>
          <TableHead>Address</TableHead>
        </>
      }
      cells={(withdrawal) => (
        <>
          <TableCell>
            <Figures withdrawal={withdrawal} />
          </TableCell>
          <TableCell>
            <CopyableText value={withdrawal.address} label="withdrawal address" />
          </TableCell>
        </>
      )}
    />
  );
}

export function WithdrawalCards({ withdrawals, onDecide }: WithdrawalsViewProps) {
  return (
    <RequestCards requests={withdrawals} label={label} who={who} onDecide={onDecide}>
      {(withdrawal) => (
        <>
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
        </>
      )}
    </RequestCards>
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
