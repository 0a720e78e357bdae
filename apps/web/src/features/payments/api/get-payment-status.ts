import type { PaymentStatusView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { withRetry } from '../lib/payment-retry';

/** GET /api/payments/:reference: one status check, retried like every payment request. */
export function getPaymentStatus(reference: string, signal?: AbortSignal) {
  return withRetry(
    () =>
      apiRequest<PaymentStatusView>(`/api/payments/${encodeURIComponent(reference)}`, { signal }),
    { signal },
  );
}
