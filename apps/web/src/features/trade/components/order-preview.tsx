import { Trans } from '@lingui/react/macro';
import type { OrderSide, PairView } from '@soko/shared';
import { parseOrderAmount } from '@soko/shared';
import { feeRatesText, orderFeeOf } from '../lib/order-fee';
import { formatMinorMoney, previewTotalMinor } from '../lib/order-form';

/**
 * The total while typing, computed exactly (bigint): amount × price, rounded up for a buy (that
 * is what is held) and down for a sell (the least that is credited).
 */
export function OrderPreview({
  side,
  price,
  pair,
  ...props
}: {
  side: OrderSide;
  amount: string;
  price: string;
  pair: PairView;
}) {
  const totalMinor = previewTotalMinor(side, props.amount.trim(), price.trim(), pair.quote);
  const total = totalMinor === null ? '—' : formatMinorMoney(totalMinor, pair.quote);
  const amount = parseOrderAmount(props.amount.trim());
  const fee =
    totalMinor === null || !amount.ok ? null : orderFeeOf(side, amount.minor, totalMinor, pair);
  const { base, quote } = pair;
  const rates = feeRatesText(pair);
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <dl className="flex items-baseline justify-between gap-3" aria-live="polite">
        <dt className="text-slate-600">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{total}</dd>
      </dl>
      <dl className="flex items-baseline justify-between gap-3" aria-live="polite">
        <dt className="text-slate-600">
          <Trans>Fee (up to)</Trans>
        </dt>
        <dd className="text-slate-900 tabular-nums" data-testid="order-fee">
          {fee ? formatMinorMoney(fee.feeMinor, fee.currency) : '—'}
        </dd>
      </dl>
      <dl className="flex items-baseline justify-between gap-3" aria-live="polite">
        <dt className="text-slate-600">
          <Trans>You receive (at least)</Trans>
        </dt>
        <dd className="text-slate-900 tabular-nums">
          {fee ? formatMinorMoney(fee.netMinor, fee.currency) : '—'}
        </dd>
      </dl>
      <p className="text-xs text-slate-500">
        {side === 'buy' ? (
          <Trans>The total is held from your {quote} until the order fills or you cancel it.</Trans>
        ) : (
          <Trans>The {base} amount is held until the order fills or you cancel it.</Trans>
        )}{' '}
        <Trans>Fees: {rates} of what you receive.</Trans>
      </p>
    </div>
  );
}
