import type { CreateMpesaPaymentRequest, CreateMpesaPaymentResponse } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';
import { withRetry } from '../lib/payment-retry';

export interface CreateMpesaPaymentInput extends CreateMpesaPaymentRequest {
  /** Made when the dialog opened; every retry of this request sends the same one. */
  idempotencyKey: string;
}

/**
 * POST /api/payments/mpesa: starts the M-Pesa prompt (deposit) or payout (withdrawal). Retried on
 * a lost connection or a 5xx with the same Idempotency-Key, so a retry of a request the server did
 * receive returns the first payment instead of starting a second one (decisions.md point 5).
 */
export function createMpesaPayment({ idempotencyKey, ...body }: CreateMpesaPaymentInput) {
  return withRetry(() =>
    apiRequest<CreateMpesaPaymentResponse>('/api/payments/mpesa', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
