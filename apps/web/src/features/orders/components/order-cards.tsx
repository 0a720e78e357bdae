import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderView, OwnOrderView } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { isActive } from '../lib/order-labels';
import {
  OrderAmount,
  OrderFee,
  OrderNet,
  OrderPrice,
  OrderTotal,
  OrderType,
} from './order-figures';
import { OrderStatus } from './order-status';

/** A cancelled order's card is tinted red; one colour pair or the other, never both. */
function cardTone(order: OwnOrderView): string {
  return order.status === 'cancelled' ? 'border-red-200 bg-red-50/40' : 'border-slate-200 bg-white';
}

/** My orders under 768 px: one card per order, what and how much first. */
export function OrderCards({
  orders,
  onCancel,
}: {
  orders: OwnOrderView[];
  onCancel: (order: OrderView) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="space-y-3" aria-label={t`Orders`}>
      {orders.map((order) => (
        <li
          key={order.id}
          className={cn('space-y-3 rounded-xl border p-4 shadow-sm', cardTone(order))}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm">
                <OrderType order={order} />{' '}
                <span className="text-slate-600">
                  {order.base}/{order.quote}
                </span>
              </p>
              <OrderAmount order={order} />
            </div>
            <OrderStatus order={order} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Price</Trans>
              </dt>
              <dd className="text-slate-800">
                <OrderPrice order={order} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Total</Trans>
              </dt>
              <dd className="text-slate-800">
                <OrderTotal order={order} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Fee paid</Trans>
              </dt>
              <dd className="text-slate-800">
                <OrderFee order={order} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Net received</Trans>
              </dt>
              <dd className="text-slate-800">
                <OrderNet order={order} />
              </dd>
            </div>
          </dl>
          <div className="flex items-center justify-between gap-3">
            <time dateTime={order.createdAt} className="text-xs text-slate-500">
              {formatDateTime(order.createdAt)}
            </time>
            {isActive(order) ? (
              <Button variant="secondary" size="sm" onClick={() => onCancel(order)}>
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OrderCardsSkeleton() {
  return (
    <ul aria-busy className="space-y-3">
      <li className="sr-only" role="status">
        <Trans>Loading orders...</Trans>
      </li>
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-32" />
        </li>
      ))}
    </ul>
  );
}
