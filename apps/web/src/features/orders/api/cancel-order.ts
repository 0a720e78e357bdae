import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateMoneyQueries } from '@/lib/money-queries';
import { ordersQueryKeys } from './get-orders';

/**
 * POST /api/orders/:id/cancel: takes what remains off the book and releases its hold. Idempotent,
 * so pressing Cancel again after a lost answer gets the first answer, not "already cancelled".
 */
export function cancelOrder(orderId: string) {
  return apiRequest<{ order: OrderView }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    idempotent: true,
  });
}

/**
 * Whether it worked or not, the orders, the books, the market and the balances are fetched
 * again: a refusal usually means the order filled meanwhile, and the lists should say so.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
        // The trade screen's book and the market (features/trade, features/market).
        queryClient.invalidateQueries({ queryKey: ['orderbook'] }),
        queryClient.invalidateQueries({ queryKey: ['market'] }),
        invalidateMoneyQueries(queryClient),
      ]),
  });
}
