import type { CreateMpesaPaymentRequest, CreateMpesaPaymentResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { withRetry, withTimeout } from '../lib/payment-retry';

/** The server asks the provider before it answers; a few seconds is normal, 20 s is lost. */
export const START_TIMEOUT_MS = 20_000;

export type CreateMpesaPaymentInput = CreateMpesaPaymentRequest;

/**
 * POST /api/payments/mpesa: starts the M-Pesa prompt (deposit) or payout (withdrawal). Retried on
 * a lost connection or a 5xx with the same Idempotency-Key, so a retry of a request the server did
 * receive returns the first payment instead of starting a second one (decisions.md point 5).
 */
export function createMpesaPayment(body: CreateMpesaPaymentInput) {
  return withRetry(() =>
    withTimeout(
      (signal) =>
        apiRequest<CreateMpesaPaymentResponse>('/api/payments/mpesa', {
          method: 'POST',
          body,
          idempotent: true,
          signal,
        }),
      START_TIMEOUT_MS,
    ),
  );
}
