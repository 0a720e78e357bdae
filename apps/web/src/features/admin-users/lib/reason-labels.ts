import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdjustmentReasonCode } from '@soko/shared';

/**
 * The adjustment reasons in the language on screen. The shared package's
 * ADJUSTMENT_REASON_LABELS are the English the server writes into the ledger's history; these
 * are the same words for the screen, translated where they render (i18n._).
 */
export const reasonLabel: Record<AdjustmentReasonCode, MessageDescriptor> = {
  mpesa_reversal: msg`M-Pesa reversal`,
  dispute: msg`Dispute resolved`,
  correction: msg`Correction`,
  other: msg`Other`,
};
