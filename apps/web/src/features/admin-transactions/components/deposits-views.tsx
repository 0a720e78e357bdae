import { Trans, useLingui } from '@lingui/react/macro';
import { type AdminTransactionView } from '@soko/shared';
import { TableCell, TableHead } from '@/components/ui/table';
import { formatFigure, formatMoney } from '@/lib/format';
import type { Decision } from '../lib/decision-subject';
import { whoLabel } from '../lib/decision-texts';
import { CopyableText } from './copyable-text';
import { ProofThumbnail } from './proof-thumbnail';
import { RequestCards, RequestsTable } from './request-views';

interface DepositsViewProps {
  deposits: AdminTransactionView[];
  onDecide: (deposit: AdminTransactionView, decision: Decision) => void;
}

/** The queue's words, in the language on screen. */
function useDepositTexts() {
  const { i18n, t } = useLingui();
  return {
    label: t`Pending deposit requests`,
    who: (deposit: AdminTransactionView) =>
      whoLabel(
        i18n,
        'deposit',
        deposit.user.username,
        formatMoney(deposit.amount, deposit.currency),
      ),
  };
}

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
  const { t } = useLingui();
  return deposit.txHash ? (
    <CopyableText value={deposit.txHash} label={t`transaction hash`} full={full} />
  ) : (
    <span className="text-xs text-slate-500">
      <Trans>None given</Trans>
    </span>
  );
}

export function DepositsTable({ deposits, onDecide }: DepositsViewProps) {
  const { t } = useLingui();
  const { label, who } = useDepositTexts();
  return (
    <RequestsTable
      requests={deposits}
      label={label}
      who={who}
      onDecide={onDecide}
      dateHead={t`Submitted`}
      heads={
        <>
          <TableHead className="text-right">
            <Trans>Amount</Trans>
          </TableHead>
          <TableHead>
            <Trans>Tx hash</Trans>
          </TableHead>
          <TableHead>
            <Trans>Proof</Trans>
          </TableHead>
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
  const { label, who } = useDepositTexts();
  return (
    <RequestCards requests={deposits} label={label} who={who} onDecide={onDecide}>
      {(deposit) => (
        <>
          <div className="mt-3 flex items-center gap-3">
            <Proof deposit={deposit} size="lg" onDecide={onDecide} />
            <div className="min-w-0">
              <p className="text-xs text-slate-500">
                <Trans>Amount</Trans>
              </p>
              <p className="text-lg font-semibold break-all text-slate-900 tabular-nums">
                {formatMoney(deposit.amount, deposit.currency)}
              </p>
            </div>
          </div>
          <div className="mt-3">
            <p className="text-xs text-slate-500">
              <Trans>Tx hash</Trans>
            </p>
            <TxHash deposit={deposit} full />
          </div>
        </>
      )}
    </RequestCards>
  );
}
