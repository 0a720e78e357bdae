import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExecuteOrderRequest, ExecuteOrderResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateMoneyQueries } from '@/lib/money-queries';
import { marketQueryKeys } from './market-query-keys';

export interface ExecuteOrderInput extends ExecuteOrderRequest {
  orderId: string;
}

/** POST /api/orders/:id/execute: take all or part of another trader's order, once (idempotent). */
export function executeOrder({ orderId, ...body }: ExecuteOrderInput) {
  return apiRequest<ExecuteOrderResponse>(`/api/orders/${encodeURIComponent(orderId)}/execute`, {
    method: 'POST',
    body,
    idempotent: true,
  });
}

/**
 * Whether it worked or not, the market, the balances and the trader's orders are fetched again:
 * a failure is often the list being out of date (the order was taken meanwhile).
 */
export function useExecuteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketQueryKeys.all }),
        // The trade screen's order book and "My orders" (features/trade, features/orders).
        queryClient.invalidateQueries({ queryKey: ['orderbook'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        invalidateMoneyQueries(queryClient),
      ]),
  });
}
