import { Trans } from '@lingui/react/macro';
import { type AdminTransactionView } from '@soko/shared';
import { netAmount } from '../lib/decision-subject';
import { formatFigure, formatMoney, formatTotal } from '@/lib/format';

/**
 * A transaction's amount; a withdrawal's is the gross, so its fee and the net sent are shown under
 * it, and a trade shows its other side (what was paid or received).
 */
export function TransactionAmount({ transaction }: { transaction: AdminTransactionView }) {
  const { amount, fee, currency } = transaction;
  const feeText = formatFigure(fee, currency);
  const hasFee = transaction.type === 'withdrawal' && !/^0*(\.0*)?$/.test(fee);
  const net = hasFee ? netAmount(amount, fee, currency) : null;
  return (
    <div className="tabular-nums">
      <p className="font-semibold whitespace-nowrap text-slate-900">
        {formatMoney(amount, currency)}
      </p>
      {hasFee ? (
        <>
          <p className="text-xs whitespace-nowrap text-slate-500">
            <Trans>Fee {feeText}</Trans>
          </p>
          {net ? <NetLine net={formatFigure(net, currency)} /> : null}
        </>
      ) : null}
      {transaction.secondaryCurrency && transaction.secondaryAmount ? (
        <OtherSide text={formatTotal(transaction.secondaryAmount, transaction.secondaryCurrency)} />
      ) : null}
    </div>
  );
}

function NetLine({ net }: { net: string }) {
  return (
    <p className="text-xs whitespace-nowrap text-slate-500">
      <Trans>Net {net}</Trans>
    </p>
  );
}

/** What a trade paid or received in return: "for 1,250.00 KES". */
function OtherSide({ text }: { text: string }) {
  return (
    <p className="text-xs whitespace-nowrap text-slate-500">
      <Trans>for {text}</Trans>
    </p>
  );
}
