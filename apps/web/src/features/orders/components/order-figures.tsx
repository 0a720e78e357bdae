import { Trans } from '@lingui/react/macro';
import type { OrderView, OwnOrderView } from '@soko/shared';
import { formatMoney, formatTotal } from '@/lib/format';
import { formatOrderAmount, formatPrice, isActive } from '../lib/order-labels';

/** The order's size, and what is left of it while it is still on the book. */
export function OrderAmount({ order }: { order: OrderView }) {
  const partial = order.amount !== order.originalAmount;
  const left = formatOrderAmount(order.amount, order.base);
  return (
    <span className="tabular-nums">
      <span className="block font-medium text-slate-900">
        {formatOrderAmount(order.originalAmount, order.base)}
      </span>
      {partial && isActive(order) ? (
        <span className="block text-xs text-slate-500">
          <Trans>{left} left</Trans>
        </span>
      ) : null}
    </span>
  );
}

export function OrderPrice({ order }: { order: OrderView }) {
  return <span className="tabular-nums">{formatPrice(order.price, order.quote)}</span>;
}

export function OrderTotal({ order }: { order: OrderView }) {
  return <span className="tabular-nums">{formatTotal(order.total, order.quote)}</span>;
}

export function OrderType({ order }: { order: OrderView }) {
  return order.side === 'buy' ? (
    <span className="font-medium text-emerald-700">
      <Trans>Buy</Trans>
    </span>
  ) : (
    <span className="font-medium text-red-600">
      <Trans>Sell</Trans>
    </span>
  );
}

/** Nothing filled yet: no fee and nothing received, so a dash rather than "KES 0.00". */
function unfilled(order: OwnOrderView): boolean {
  return !/[1-9]/.test(order.received);
}

/** The trading fee the order's fills paid, in the currency it receives (decisions.md 24). */
export function OrderFee({ order }: { order: OwnOrderView }) {
  if (unfilled(order)) return <span className="text-slate-500">—</span>;
  return <span className="tabular-nums">{formatMoney(order.fee, order.receivedCurrency)}</span>;
}

/** What the order's fills brought in after that fee. */
export function OrderNet({ order }: { order: OwnOrderView }) {
  if (unfilled(order)) return <span className="text-slate-500">—</span>;
  return <span className="tabular-nums">{formatMoney(order.net, order.receivedCurrency)}</span>;
}
