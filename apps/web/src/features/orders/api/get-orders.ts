import { useQuery } from '@tanstack/react-query';
import type { OwnOrderView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { useLiveQuery, useUserChannel } from '@/lib/realtime/realtime-react';

export type OrdersTab = 'open' | 'completed';

/**
 * The trader's own orders. Every key starts with "orders", the prefix the trade screen and the
 * market's execute dialog invalidate after a trade (features never import each other).
 */
export const ordersQueryKeys = {
  all: ['orders'] as const,
  list: (status: OrdersTab) => ['orders', status] as const,
};

/**
 * GET /api/orders?status=open|completed: open and partially filled, or filled and cancelled, each
 * with what its fills received, the fee paid and the net.
 */
export function getOrders(status: OrdersTab, signal?: AbortSignal): Promise<OwnOrderView[]> {
  return apiRequest<OwnOrderView[]>(`/api/orders?status=${status}`, { signal });
}

/** Fetched again when the trader's channel says an order changed (a fill by someone else). */
export function useOwnOrders(status: OrdersTab) {
  useLiveQuery(useUserChannel(), ['orders'], ordersQueryKeys.all);
  return useQuery({
    queryKey: ordersQueryKeys.list(status),
    queryFn: ({ signal }) => getOrders(status, signal),
  });
}
