/**
 * What a provider's answer does to a payment and to the ledger, inside the caller's transaction,
 * with the payment row already locked. Every road to a final state comes through applyOutcome:
 * the callback handler, the reconciliation job, a refused initiation and the demo seed. A final
 * payment never moves again, so a duplicate or late answer changes nothing.
 *
 *   deposit completed      mpesa_clearing → user available (mpesa_deposit), once
 *   withdrawal completed   the hold is posted to mpesa_clearing (mpesa_withdrawal_settle)
 *   withdrawal failed      the hold is voided back to available (mpesa_withdrawal_release)
 */
import {
  FIAT_CURRENCY,
  FINAL_PAYMENT_STATUSES,
  PAYMENT_CANCELLED_PREFIX,
  type PaymentStatus,
} from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { verifyPhoneByDeposit } from '../kyc/index.js';
import { creditUserFromSystem, ensureSystemAccount, postHold, voidHold } from '../ledger/index.js';
import { setPaymentHistoryEntryStatus } from '../transactions/index.js';
import { announcePaymentChange } from './payment-events.js';
import type { ProviderOutcome } from './provider.js';
import { updatePayment, type PaymentRow } from './payments.repository.js';

export interface OutcomeUpdate {
  outcome: ProviderOutcome;
  providerStatus: string | null;
  providerReference?: string | null;
  providerRequestId?: string | null;
  receipt: string | null;
  error: string | null;
}

export type ApplyResult = 'final_already' | 'progress' | 'finished';

export function isFinalStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

function defaultError(payment: PaymentRow, outcome: 'failed' | 'canceled'): string {
  if (outcome === 'canceled') {
    return payment.type === 'deposit' ? 'Deposit was canceled' : 'Withdrawal was canceled';
  }
  return payment.type === 'deposit' ? 'Deposit failed' : 'Withdrawal failed';
}

/**
 * The history row's reason: a cancelled payment's starts with PAYMENT_CANCELLED_PREFIX, so the
 * history can say "Cancelled" rather than "Rejected" (a timeout's error carries its own prefix).
 */
function historyReason(outcome: ProviderOutcome, error: string | null): string | null {
  if (outcome !== 'canceled' || error === null) return error;
  return `${PAYMENT_CANCELLED_PREFIX}${error}`;
}

async function moveMoney(tx: Tx, payment: PaymentRow, outcome: ProviderOutcome, at: Date) {
  const refs = { transactionId: payment.transaction_id, paymentId: payment.id };
  if (payment.type === 'deposit') {
    if (outcome !== 'completed') return;
    await creditUserFromSystem(tx, {
      userId: payment.user_id,
      currency: FIAT_CURRENCY,
      amountMinor: payment.amount_minor,
      from: 'mpesa_clearing',
      code: 'mpesa_deposit',
      refs,
      at,
    });
    // A completed deposit from the number the trader is verifying proves they hold it.
    await verifyPhoneByDeposit(tx, { userId: payment.user_id, phone: payment.phone, at });
    return;
  }
  if (!payment.hold_id) throw new Error(`withdrawal payment ${payment.id} has no hold`);
  if (outcome === 'completed') {
    const clearing = await ensureSystemAccount(tx, FIAT_CURRENCY, 'mpesa_clearing');
    const state = await postHold(tx, {
      holdId: payment.hold_id,
      postings: [
        {
          toAccountId: clearing,
          amountMinor: payment.amount_minor,
          code: 'mpesa_withdrawal_settle',
        },
      ],
      refs,
      at,
    });
    if (state.status !== 'posted') {
      throw new Error(`payment ${payment.id} left ${state.remainingMinor} on its hold`);
    }
  } else {
    await voidHold(tx, { holdId: payment.hold_id, code: 'mpesa_withdrawal_release', refs, at });
  }
}

/** Whether the owner's or an admin's view of a payment differs after a progress update. */
function visiblyChanged(before: PaymentRow, after: PaymentRow) {
  return (
    before.status !== after.status ||
    before.provider_status !== after.provider_status ||
    before.provider_reference !== after.provider_reference
  );
}

/** Applies one answer to a locked payment. Progress (pending, queued) only updates the words. */
export async function applyOutcome(
  tx: Tx,
  payment: PaymentRow,
  update: OutcomeUpdate,
  at: Date,
): Promise<{ result: ApplyResult; payment: PaymentRow }> {
  if (isFinalStatus(payment.status)) return { result: 'final_already', payment };
  const ids = {
    providerReference: update.providerReference ?? null,
    providerRequestId: update.providerRequestId ?? null,
  };
  if (update.outcome === 'pending' || update.outcome === 'queued') {
    const status = update.outcome === 'queued' ? 'queued' : payment.status;
    const updated = await updatePayment(tx, payment.id, {
      status,
      providerStatus: update.providerStatus,
      ...ids,
      receipt: null,
      error: null,
      completedAt: null,
      at,
    });
    // The reconciliation job re-asks about a waiting payment every pass; only news is sent.
    if (visiblyChanged(payment, updated)) {
      announcePaymentChange(tx, payment, { history: false, completed: false });
    }
    return { result: 'progress', payment: updated };
  }
  const outcome = update.outcome;
  await moveMoney(tx, payment, outcome, at);
  const completed = outcome === 'completed';
  const error = outcome === 'completed' ? null : (update.error ?? defaultError(payment, outcome));
  const updated = await updatePayment(tx, payment.id, {
    status: outcome,
    providerStatus: update.providerStatus,
    ...ids,
    receipt: completed ? update.receipt : null,
    error,
    completedAt: at,
    at,
  });
  await setPaymentHistoryEntryStatus(tx, payment.transaction_id, {
    status: completed ? 'completed' : 'rejected',
    reason: historyReason(outcome, error),
    at,
  });
  announcePaymentChange(tx, payment, { history: true, completed });
  return { result: 'finished', payment: updated };
}
