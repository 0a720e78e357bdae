import { useQuery } from '@tanstack/react-query';
import { DEFAULT_MPESA_MAX_KES, DEFAULT_MPESA_MIN_KES, type PaymentLimits } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export const paymentLimitsQueryKey = ['payments', 'limits'] as const;

/** Until the server answers, the dialogs check against the documented defaults. */
export const DEFAULT_PAYMENT_LIMITS = {
  minKes: DEFAULT_MPESA_MIN_KES,
  maxKes: DEFAULT_MPESA_MAX_KES,
};

/** GET /api/payments/limits: the smallest and largest M-Pesa payment, from the server's config. */
export function usePaymentLimits() {
  const query = useQuery({
    queryKey: paymentLimitsQueryKey,
    queryFn: () => apiRequest<PaymentLimits>('/api/payments/limits'),
    staleTime: 30 * 60_000,
  });
  return query.data ?? DEFAULT_PAYMENT_LIMITS;
}
