import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest, CreateOrderResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateTradingQueries } from './trade-query-keys';

export interface CreateOrderInput extends CreateOrderRequest {
  /** Made when the review opened and sent again on every retry (decisions.md point 5). */
  idempotencyKey: string;
}

/** POST /api/orders: holds the funds, matches what crosses the book at once, rests the rest. */
export function createOrder({ idempotencyKey, ...body }: CreateOrderInput) {
  return apiRequest<CreateOrderResponse>('/api/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Whether it worked or not, the book, the market, the orders and the balances are fetched again: a
 * refusal is often a stale screen (a balance spent elsewhere, a pair just switched off).
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => invalidateTradingQueries(queryClient),
  });
}
