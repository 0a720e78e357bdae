import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest, CreateOrderResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateTradingQueries } from './trade-query-keys';

export type CreateOrderInput = CreateOrderRequest;

/**
 * POST /api/orders: holds the funds, matches what crosses the book at once, rests the rest. Sent
 * again after a lost answer, the same order carries the same Idempotency-Key (lib/api-client.ts).
 */
export function createOrder(body: CreateOrderInput) {
  return apiRequest<CreateOrderResponse>('/api/orders', {
    method: 'POST',
    body,
    idempotent: true,
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
