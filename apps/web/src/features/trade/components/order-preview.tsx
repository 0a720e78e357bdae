import type { OrderSide, PairView } from '@soko/shared';
import { formatMinorMoney, previewTotalMinor } from '../lib/order-form';

/**
 * The total while typing, computed exactly (bigint): amount × price, rounded up for a buy (that
 * is what is held) and down for a sell (the least that is credited).
 */
export function OrderPreview({
  side,
  amount,
  price,
  pair,
}: {
  side: OrderSide;
  amount: string;
  price: string;
  pair: PairView;
}) {
  const totalMinor = previewTotalMinor(side, amount.trim(), price.trim(), pair.quote);
  const total = totalMinor === null ? '—' : formatMinorMoney(totalMinor, pair.quote);
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <dl className="flex items-baseline justify-between gap-3" aria-live="polite">
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{total}</dd>
      </dl>
      <p className="text-xs text-slate-500">
        {side === 'buy'
          ? `The total is held from your ${pair.quote} until the order fills or you cancel it.`
          : `The ${pair.base} amount is held until the order fills or you cancel it.`}
      </p>
    </div>
  );
}
