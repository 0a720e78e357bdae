import {
  FINAL_PAYMENT_STATUSES,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  type PaymentStatusView,
} from '@soko/shared';
import { ApiError } from '@/lib/api-client';

/**
 * Follows one M-Pesa payment until it ends (product-spec.md section 4): its status is asked every
 * 3 s for up to 120 s. What each answer means for the dialog is decided elsewhere
 * (payment-flow.ts); this only says what happened, in order, and stops at the first end.
 */
export type PollEvent =
  /** Still on the way (pending or queued). */
  | { kind: 'status'; view: PaymentStatusView }
  /** The connection dropped on one check; the next check is still made. */
  | { kind: 'offline' }
  /** completed, failed or canceled: polling has stopped. */
  | { kind: 'final'; view: PaymentStatusView }
  /** 120 s passed without a final status: polling has stopped. */
  | { kind: 'timed-out' }
  /** A check failed for a reason other than the connection: polling has stopped. */
  | { kind: 'error'; error: unknown };

export interface PollOptions {
  /** One status check (already retried on network errors and 5xx); must honour the signal. */
  fetchStatus: (signal: AbortSignal) => Promise<PaymentStatusView>;
  onEvent: (event: PollEvent) => void;
  intervalMs?: number;
  timeoutMs?: number;
}

export function isFinalStatus(status: PaymentStatusView['status']): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

/**
 * Only a lost connection keeps polling: the phone on mobile data may be back by the next check.
 * Anything else (the payment is not ours, the session ended, the server failed even after its
 * retries) will not get better by asking again every 3 s.
 */
export function keepsPolling(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

export interface PaymentPoll {
  /** For a dialog that closes. */
  stop: () => void;
  /**
   * The server pushed "your payments changed": ask now instead of at the next 3 s tick. A check
   * already on its way may have left before the change, so another follows it at once.
   */
  checkNow: () => void;
}

/**
 * Starts polling. The 120 s limit is its own timer, so a check that hangs on a bad connection
 * cannot stretch it; the hung check is aborted. Checks never overlap: the next one is scheduled
 * when the previous one has answered.
 */
export function startPaymentPoll(options: PollOptions): PaymentPoll {
  const intervalMs = options.intervalMs ?? PAYMENT_POLL_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? PAYMENT_POLL_TIMEOUT_MS;
  let stopped = false;
  let inFlight: AbortController | null = null;
  let nextCheck: ReturnType<typeof setTimeout> | undefined;
  let checkAgainAtOnce = false;

  const stop = () => {
    stopped = true;
    clearTimeout(deadline);
    clearTimeout(nextCheck);
    inFlight?.abort();
    inFlight = null;
  };
  const end = (event: PollEvent) => {
    if (stopped) return;
    stop();
    options.onEvent(event);
  };
  const schedule = () => {
    const delayMs = checkAgainAtOnce ? 0 : intervalMs;
    checkAgainAtOnce = false;
    nextCheck = setTimeout(() => void check(), delayMs);
  };
  const check = async () => {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const view = await options.fetchStatus(controller.signal);
      if (stopped || controller.signal.aborted) return;
      if (isFinalStatus(view.status)) return end({ kind: 'final', view });
      options.onEvent({ kind: 'status', view });
      schedule();
    } catch (error) {
      if (stopped || controller.signal.aborted) return;
      if (!keepsPolling(error)) return end({ kind: 'error', error });
      options.onEvent({ kind: 'offline' });
      schedule();
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };

  // Set before the first check, so at 120 s it fires ahead of a check due at the same moment.
  const deadline = setTimeout(() => end({ kind: 'timed-out' }), timeoutMs);
  schedule();
  const checkNow = () => {
    if (stopped) return;
    if (inFlight) {
      checkAgainAtOnce = true;
      return;
    }
    clearTimeout(nextCheck);
    void check();
  };
  return { stop, checkNow };
}
