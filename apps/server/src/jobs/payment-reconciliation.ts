/**
 * The reconciliation job: every PAYMENT_RECONCILE_INTERVAL_SECONDS (15 by default) one pass of
 * PaymentsService.reconcile, which asks the provider about payments still open after a minute and
 * applies the answers, fails deposits past their timeout, and releases withdrawals past the
 * reconciliation window. Safe with any number of instances: each pass claims its payments with
 * FOR UPDATE SKIP LOCKED and a lease (see payment-reconciliation.ts in modules/payments).
 * Within one instance passes never overlap: a tick that finds one running is skipped.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ReconcileReport } from '../modules/payments/index.js';

export interface Reconciler {
  reconcile(): Promise<ReconcileReport>;
}

/** One pass, for tests (with the manual clock) and for the timer below. */
export function runPaymentReconciliationOnce(payments: Reconciler): Promise<ReconcileReport> {
  return payments.reconcile();
}

export function startPaymentReconciliation(
  payments: Reconciler,
  options: { intervalMs: number; log: FastifyBaseLogger },
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runPaymentReconciliationOnce(payments)
      .then((report) => {
        if (report.checked > 0) options.log.info(report, 'payments reconciled');
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'payment reconciliation failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  // The job never keeps the process alive on its own.
  timer.unref();
  return {
    /** Stops the timer and waits for a pass in progress to finish. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
