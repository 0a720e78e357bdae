import {
  formatMinor,
  FIAT_SCALE,
  maskPhone,
  type AdminPaymentDetails,
  type PaymentStatusView,
} from '@soko/shared';
import type { PaymentRow } from './payments.repository.js';

/** The owner's view (GET /api/payments/:reference): the phone masked to its last 3 digits. */
export function toPaymentStatusView(row: PaymentRow): PaymentStatusView {
  return {
    reference: row.reference,
    status: row.status,
    providerStatus: row.provider_status,
    amount: formatMinor(row.amount_minor, FIAT_SCALE),
    type: row.type,
    error: row.error,
    receiptNumber: row.receipt_number,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    phone: maskPhone(row.phone),
  };
}

/** An admin's view of the same payment: the phone in full, the provider's ids, any flag. */
export function toAdminPaymentDetails(row: PaymentRow): AdminPaymentDetails {
  return {
    reference: row.reference,
    status: row.status,
    provider: row.provider,
    providerStatus: row.provider_status,
    providerReference: row.provider_reference,
    receiptNumber: row.receipt_number,
    phone: row.phone,
    error: row.error,
    reviewReason: row.review_reason,
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  };
}
