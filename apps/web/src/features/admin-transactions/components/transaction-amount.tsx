import { type AdminTransactionView } from '@soko/shared';
import { netAmount } from '../lib/decision-subject';
import { formatFigure, formatMoney } from '@/lib/format';

/**
 * A transaction's amount; a withdrawal's is the gross, so its fee and the net sent are shown under
 * it, and a trade shows its other side (what was paid or received).
 */
export function TransactionAmount({ transaction }: { transaction: AdminTransactionView }) {
  const { amount, fee, currency } = transaction;
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
            Fee {formatFigure(fee, currency)}
          </p>
          {net ? (
            <p className="text-xs whitespace-nowrap text-slate-500">
              Net {formatFigure(net, currency)}
            </p>
          ) : null}
        </>
      ) : null}
      {transaction.secondaryCurrency && transaction.secondaryAmount ? (
        <p className="text-xs whitespace-nowrap text-slate-500">
          for {formatMoney(transaction.secondaryAmount, transaction.secondaryCurrency)}
        </p>
      ) : null}
    </div>
  );
}
