import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderView, OwnOrderView } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { dateFormat, formatDate, formatDateTime } from '@/lib/format';
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

// In the language on screen (en-KE or sw-KE), made once per language.
const timeOnly = dateFormat({ timeStyle: 'short' });

/*
 * The spec's columns, with the fee and net of the fills before the status (decisions.md 24).
 * `wraps`: a two-word header may wrap over an unfilled order's narrow dash.
 */
const columns: { key: string; label: MessageDescriptor; wraps?: true }[] = [
  { key: 'date', label: msg`Date` },
  { key: 'type', label: msg`Type` },
  { key: 'currency', label: msg`Currency` },
  { key: 'amount', label: msg`Amount` },
  { key: 'price', label: msg`Price` },
  { key: 'total', label: msg`Total` },
  { key: 'fee', label: msg`Fee paid`, wraps: true },
  { key: 'net', label: msg`Net received`, wraps: true },
  { key: 'status', label: msg`Status` },
];

/** My orders at 768 px and wider (product-spec.md section 2 columns). */
export function OrdersTable({
  orders,
  onCancel,
}: {
  orders: OwnOrderView[];
  onCancel: (order: OrderView) => void;
}) {
  // Only open orders can be cancelled: a list with none (Completed Orders) gives its Actions
  // column's width to the figures, so all ten columns fit at 1280 px without scrolling.
  const actions = orders.some(isActive);
  const { i18n } = useLingui();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead
              key={column.key}
              className={cn('px-1.5', column.wraps && 'whitespace-normal')}
            >
              {i18n._(column.label)}
            </TableHead>
          ))}
          {actions ? (
            <TableHead className="px-1.5 text-right">
              <Trans>Actions</Trans>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} className={cn(order.status === 'cancelled' && 'bg-red-50/40')}>
            <TableCell className="px-1.5 whitespace-nowrap">
              <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
                {formatDate(order.createdAt)}
                <span className="block text-xs text-slate-500">
                  {timeOnly().format(new Date(order.createdAt))}
                </span>
              </time>
            </TableCell>
            <TableCell className="px-1.5">
              <OrderType order={order} />
            </TableCell>
            <TableCell className="px-1.5 whitespace-nowrap">
              {order.base}/{order.quote}
            </TableCell>
            <TableCell className="px-1.5 whitespace-nowrap">
              <OrderAmount order={order} />
            </TableCell>
            <TableCell className="px-1.5 whitespace-nowrap">
              <OrderPrice order={order} />
            </TableCell>
            <TableCell className="px-1.5 whitespace-nowrap">
              <OrderTotal order={order} />
            </TableCell>
            <TableCell className="px-1.5 whitespace-nowrap">
              <OrderFee order={order} />
            </TableCell>
            <TableCell className="px-1.5 whitespace-nowrap">
              <OrderNet order={order} />
            </TableCell>
            <TableCell className="px-1.5">
              <OrderStatus order={order} />
            </TableCell>
            {actions ? (
              <TableCell className="px-1.5 text-right">
                {isActive(order) ? (
                  <CancelButton order={order} onCancel={onCancel} />
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CancelButton({
  order,
  onCancel,
}: {
  order: OrderView;
  onCancel: (order: OrderView) => void;
}) {
  const { t } = useLingui();
  const { originalAmount, base } = order;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onCancel(order)}
      aria-label={
        order.side === 'buy'
          ? t`Cancel buy order of ${originalAmount} ${base}`
          : t`Cancel sell order of ${originalAmount} ${base}`
      }
    >
      <Trans>Cancel</Trans>
    </Button>
  );
}

export function OrdersTableSkeleton() {
  return (
    <div aria-busy className="divide-y divide-slate-100">
      <span className="sr-only" role="status">
        <Trans>Loading orders...</Trans>
      </span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-4 py-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
