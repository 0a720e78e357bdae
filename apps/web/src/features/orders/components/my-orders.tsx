import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderView } from '@soko/shared';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { useOwnOrders, type OrdersTab } from '../api/get-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCards, OrderCardsSkeleton } from './order-cards';
import { OrdersTable, OrdersTableSkeleton } from './orders-table';

/** My orders (product-spec.md section 2): tabs Open Orders and Completed Orders, cancel on open. */
export function MyOrders() {
  const [tab, setTab] = useState<OrdersTab>('open');
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  return (
    <>
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value === 'completed' ? 'completed' : 'open')}
      >
        <TabsList className="w-fit">
          <TabsTrigger value="open">
            <Trans>Open Orders</Trans>
          </TabsTrigger>
          <TabsTrigger value="completed">
            <Trans>Completed Orders</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="open">
          <OrdersList status="open" onCancel={setCancelling} />
        </TabsContent>
        <TabsContent value="completed">
          <OrdersList status="completed" onCancel={setCancelling} />
        </TabsContent>
      </Tabs>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

function OrdersList({
  status,
  onCancel,
}: {
  status: OrdersTab;
  onCancel: (order: OrderView) => void;
}) {
  const { t } = useLingui();
  const orders = useOwnOrders(status);
  const isDesktop = useIsDesktop();
  let body: React.ReactNode;
  if (orders.isPending) {
    body = isDesktop ? <OrdersTableSkeleton /> : <OrderCardsSkeleton />;
  } else if (orders.isError) {
    body = (
      <ErrorState
        title={t`Failed to load orders`}
        message={t`Check your connection and try again.`}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState>
        {status === 'open' ? (
          <Trans>No open orders found.</Trans>
        ) : (
          <Trans>No completed orders found.</Trans>
        )}
      </EmptyState>
    );
  } else {
    body = isDesktop ? (
      <OrdersTable orders={orders.data} onCancel={onCancel} />
    ) : (
      <OrderCards orders={orders.data} onCancel={onCancel} />
    );
  }
  const framed = isDesktop || orders.isError || orders.data?.length === 0;
  return (
    <div aria-busy={orders.isFetching || undefined}>
      {framed ? <Card className="overflow-hidden">{body}</Card> : body}
    </div>
  );
}
