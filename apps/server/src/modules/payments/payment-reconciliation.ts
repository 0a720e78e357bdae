/**
 * Reconciliation: callbacks can be late or lost, so payments still open after a while are asked
 * about (reference/mpesa-providers.md §2.8). One pass:
 *   1. claims up to BATCH due payments for this instance (FOR UPDATE SKIP LOCKED, then a lease on
 *      next_check_at), so several instances never ask about the same payment at once;
 *   2. asks the provider about each, outside any transaction;
 *   3. applies each answer in its own transaction under the payment's row lock (a callback that
 *      won the race has already made it final, and then nothing happens).
 * Without a final answer: a deposit past its timeout fails as timed out (an STK prompt is long
 * dead by then). A withdrawal is different: silence is not a failure of the money, which may
 * have reached the phone, so its hold is kept until the provider says it failed or the
 * reconciliation window has passed; then it is released and flagged for a person to check.
 */
import { PAYMENT_TIMED_OUT_PREFIX } from '@soko/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { applyOutcome } from './payment-settlement.js';
import {
  claimDuePayments,
  flagPaymentForReview,
  lockPayment,
  setNextCheck,
  type PaymentRow,
} from './payments.repository.js';
import {
  isFinalOutcome,
  PENDING_ANSWER,
  type PaymentProvider,
  type StatusAnswer,
} from './provider.js';

/** Payments asked about per pass; the rest wait for the next one. */
export const RECONCILE_BATCH = 50;
/** How long a claimed payment is left to its instance before another may claim it. */
const LEASE_MS = 60_000;

export interface ReconcileDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  config: PaymentsConfig;
  log: FastifyBaseLogger;
}

export interface ReconcileReport {
  checked: number;
  finished: number;
  timedOut: number;
  released: number;
}

type Verdict = 'none' | 'finished' | 'timed_out' | 'released' | 'waiting';

async function ask(deps: ReconcileDeps, payment: PaymentRow): Promise<StatusAnswer> {
  // A payment made before PAYMENT_PROVIDER changed cannot be asked about; its clock still runs.
  if (payment.provider !== deps.provider.name) return PENDING_ANSWER;
  try {
    return await deps.provider.queryStatus({
      reference: payment.reference,
      type: payment.type,
      phone: payment.phone,
      amountMinor: payment.amount_minor,
      createdAt: payment.created_at,
      providerReference: payment.provider_reference,
      providerRequestId: payment.provider_request_id,
    });
  } catch (error) {
    deps.log.error({ err: error, reference: payment.reference }, 'M-Pesa status query threw');
    return PENDING_ANSWER;
  }
}

async function settle(
  deps: ReconcileDeps,
  paymentId: string,
  answer: StatusAnswer,
): Promise<Verdict> {
  const { config } = deps;
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} vanished`);
    if (isFinalOutcome(answer.outcome)) {
      const { result } = await applyOutcome(tx, payment, answer, at);
      return result === 'finished' ? 'finished' : 'none';
    }
    if (payment.type === 'deposit' && at >= payment.timeout_at) {
      const error = `${PAYMENT_TIMED_OUT_PREFIX}no answer from M-Pesa within ${config.timeoutSeconds} seconds`;
      const { result } = await applyOutcome(
        tx,
        payment,
        { ...answer, outcome: 'failed', error },
        at,
      );
      return result === 'finished' ? 'timed_out' : 'none';
    }
    if (payment.type === 'withdrawal' && at >= payment.reconcile_until) {
      const minutes = config.reconcileWindowMinutes;
      const error = `${PAYMENT_TIMED_OUT_PREFIX}no answer from M-Pesa within ${minutes} minutes; the amount was returned`;
      const { result } = await applyOutcome(
        tx,
        payment,
        { ...answer, outcome: 'failed', error },
        at,
      );
      if (result !== 'finished') return 'none';
      const reason = 'released without a final answer from the provider: check the payout';
      await flagPaymentForReview(tx, payment.id, reason, at);
      return 'released';
    }
    const { result } = await applyOutcome(tx, payment, answer, at);
    if (result === 'final_already') return 'none';
    const intervalMs = Math.max(config.reconcileIntervalSeconds, 1) * 1000;
    const next = new Date(at.getTime() + intervalMs);
    // A deposit is looked at again by its timeout at the latest, so it fails on time.
    const due = payment.type === 'deposit' && payment.timeout_at < next ? payment.timeout_at : next;
    await setNextCheck(tx, payment.id, due);
    return 'waiting';
  });
}

export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileReport> {
  const at = deps.clock.now();
  const due = await deps.db.transaction((tx) =>
    claimDuePayments(tx, at, new Date(at.getTime() + LEASE_MS), RECONCILE_BATCH),
  );
  const report: ReconcileReport = { checked: due.length, finished: 0, timedOut: 0, released: 0 };
  for (const payment of due) {
    const answer = await ask(deps, payment);
    const verdict = await settle(deps, payment.id, answer);
    if (verdict === 'finished') report.finished += 1;
    if (verdict === 'timed_out') report.timedOut += 1;
    if (verdict === 'released') report.released += 1;
  }
  return report;
}
