import type { PaymentStatusView } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { withRetry, withTimeout } from '../lib/payment-retry';

/** A status check is a quick read; one that hangs this long counts as a lost connection. */
export const STATUS_TIMEOUT_MS = 10_000;

/** GET /api/payments/:reference: one status check, retried like every payment request. */
export function getPaymentStatus(reference: string, signal?: AbortSignal) {
  const path = `/api/payments/${encodeURIComponent(reference)}`;
  return withRetry(
    () =>
      withTimeout(
        (attempt) => apiRequest<PaymentStatusView>(path, { signal: attempt }),
        STATUS_TIMEOUT_MS,
        signal,
      ),
    { signal },
  );
}
