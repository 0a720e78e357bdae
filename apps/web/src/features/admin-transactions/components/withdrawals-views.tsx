import { Trans, useLingui } from '@lingui/react/macro';
import { type AdminWithdrawalView } from '@soko/shared';
import { TableCell, TableHead } from '@/components/ui/table';
import { formatFigure, formatMoney } from '@/lib/format';
import type { Decision } from '../lib/decision-subject';
import { whoLabel } from '../lib/decision-texts';
import { CopyableText } from './copyable-text';
import { RequestCards, RequestsTable } from './request-views';

interface WithdrawalsViewProps {
  withdrawals: AdminWithdrawalView[];
  onDecide: (withdrawal: AdminWithdrawalView, decision: Decision) => void;
}

/** The queue's words, in the language on screen. */
function useWithdrawalTexts() {
  const { i18n, t } = useLingui();
  return {
    label: t`Pending withdrawal requests`,
    who: (withdrawal: AdminWithdrawalView) =>
      whoLabel(
        i18n,
        'withdrawal',
        withdrawal.user.username,
        formatMoney(withdrawal.gross, withdrawal.currency),
      ),
  };
}

/**
 * The net (what the admin sends) is the figure that matters, in bold with its coin; gross and fee
 * sit under it, so a 960 px table still fits the approve and reject buttons.
 */
function Figures({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const gross = formatFigure(withdrawal.gross, withdrawal.currency);
  const fee = formatFigure(withdrawal.fee, withdrawal.currency);
  const { feePercent } = withdrawal;
  return (
    <div className="text-right whitespace-nowrap tabular-nums">
      <p>
        <span className="font-semibold text-slate-900">
          {formatFigure(withdrawal.amount, withdrawal.currency)}
        </span>{' '}
        <span className="font-medium text-slate-600">{withdrawal.currency}</span>
      </p>
      <p className="text-xs text-slate-500">
        <Trans>Gross {gross}</Trans>
      </p>
      <p className="text-xs text-slate-500">
        <Trans>
          Fee {fee} ({feePercent}%)
        </Trans>
      </p>
    </div>
  );
}

export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsViewProps) {
  const { t } = useLingui();
  const { label, who } = useWithdrawalTexts();
  return (
    <RequestsTable
      requests={withdrawals}
      label={label}
      who={who}
      onDecide={onDecide}
      dateHead={t`Requested`}
      heads={
        <>
          <TableHead className="text-right">
            <Trans>Net to send</Trans>
          </TableHead>
          <TableHead>
            <Trans>Address</Trans>
          </TableHead>
        </>
      }
      cells={(withdrawal) => (
        <>
          <TableCell>
            <Figures withdrawal={withdrawal} />
          </TableCell>
          <TableCell>
            <CopyableText value={withdrawal.address} label={t`withdrawal address`} />
          </TableCell>
        </>
      )}
    />
  );
}

export function WithdrawalCards({ withdrawals, onDecide }: WithdrawalsViewProps) {
  const { t } = useLingui();
  const { label, who } = useWithdrawalTexts();
  return (
    <RequestCards requests={withdrawals} label={label} who={who} onDecide={onDecide}>
      {(withdrawal) => {
        const { feePercent } = withdrawal;
        return (
          <>
            <dl className="mt-3 divide-y divide-slate-100 text-sm">
              <Figure term={t`Gross`} value={formatMoney(withdrawal.gross, withdrawal.currency)} />
              <Figure
                term={t`Fee (${feePercent}%)`}
                value={formatMoney(withdrawal.fee, withdrawal.currency)}
              />
              <Figure
                term={t`Net to send`}
                value={formatMoney(withdrawal.amount, withdrawal.currency)}
                strong
              />
            </dl>
            <div className="mt-2">
              <p className="text-xs text-slate-500">
                <Trans>Address</Trans>
              </p>
              <CopyableText value={withdrawal.address} label={t`withdrawal address`} full />
            </div>
          </>
        );
      }}
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
