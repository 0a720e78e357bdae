import type { OrderView } from '@soko/shared';
import { formatTotal } from '@/lib/format';
import { formatOrderAmount, formatPrice, isActive } from '../lib/order-labels';

/** The order's size, and what is left of it while it is still on the book. */
export function OrderAmount({ order }: { order: OrderView }) {
  const partial = order.amount !== order.originalAmount;
  return (
    <span className="tabular-nums">
      <span className="block font-medium text-slate-900">
        {formatOrderAmount(order.originalAmount, order.base)}
      </span>
      {partial && isActive(order) ? (
        <span className="block text-xs text-slate-500">
          {formatOrderAmount(order.amount, order.base)} left
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
    <span className="font-medium text-emerald-700">Buy</span>
  ) : (
    <span className="font-medium text-red-600">Sell</span>
  );
}
