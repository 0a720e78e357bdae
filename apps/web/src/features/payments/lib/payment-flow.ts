import {
  PAYMENT_MESSAGES,
  type PaymentStatus,
  type PaymentStatusView,
  type PaymentType,
} from '@soko/shared';
import { ApiError } from '@/lib/api-client';
import { formatKes, formatPhone } from '@/lib/format';
import type { PollEvent } from './payment-poller';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

/**
 * The steps of a Deposit Funds or Withdraw Funds dialog as a pure reducer (product-spec.md
 * section 4): form, confirm, starting (the request is on its way), waiting (Processing... or
 * queued), done. Done either closes the dialog by itself after 2 s (completed, failed, canceled:
 * the outcome is known) or stays open (timed out, status check failed: the user must be told the
 * payment may still complete, and closes it themselves).
 */
export interface PaymentRequest {
  type: PaymentType;
  /** Whole shillings ("1500"). */
  amount: string;
  /** Normalised, 2547XXXXXXXX. */
  phone: string;
  /** A withdrawal's current 6-digit code, when two-factor is on (decisions.md 23). */
  totpCode?: string;
}

export interface Outcome {
  tone: 'success' | 'error';
  title: string;
  message?: string;
  /** The M-Pesa receipt number of a completed payment, the user's proof with Safaricom. */
  receipt?: string;
  /** Closes the dialog after PAYMENT_DIALOG_CLOSE_DELAY_MS. */
  closes: boolean;
}

export interface Alert {
  title: string;
  message: string;
}

export type WaitingStatus = Extract<PaymentStatus, 'pending' | 'queued'>;

export type PaymentState =
  | { step: 'form' }
  | { step: 'confirm'; request: PaymentRequest; alert: Alert | null }
  | { step: 'starting'; request: PaymentRequest }
  | {
      step: 'waiting';
      request: PaymentRequest;
      reference: string;
      status: WaitingStatus;
      /** The last check could not reach the server; checks go on. */
      offline: boolean;
    }
  | { step: 'done'; request: PaymentRequest; reference: string; outcome: Outcome };

export type PaymentAction =
  | { type: 'review'; request: PaymentRequest }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'started'; reference: string; status: PaymentStatus }
  | { type: 'start-failed'; alert: Alert | null }
  | { type: 'poll'; event: PollEvent };

export const initialPaymentState: PaymentState = { step: 'form' };

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'review':
      return state.step === 'form'
        ? { step: 'confirm', request: action.request, alert: null }
        : state;
    case 'back':
      return state.step === 'confirm' ? { step: 'form' } : state;
    case 'submit':
      return state.step === 'confirm' ? { step: 'starting', request: state.request } : state;
    case 'start-failed':
      // No alert: a field was refused, and the form shows it under that field.
      if (state.step !== 'starting') return state;
      return action.alert
        ? { step: 'confirm', request: state.request, alert: action.alert }
        : { step: 'form' };
    case 'started':
      if (state.step !== 'starting') return state;
      return {
        step: 'waiting',
        request: state.request,
        reference: action.reference,
        // A final answer to the request itself is confirmed (with its amount) by the first check.
        status: action.status === 'queued' ? 'queued' : 'pending',
        offline: false,
      };
    case 'poll':
      return state.step === 'waiting' ? applyPollEvent(state, action.event) : state;
  }
}

function applyPollEvent(
  state: Extract<PaymentState, { step: 'waiting' }>,
  event: PollEvent,
): PaymentState {
  const { request, reference } = state;
  switch (event.kind) {
    case 'status':
      return {
        ...state,
        status: event.view.status === 'queued' ? 'queued' : 'pending',
        offline: false,
      };
    case 'offline':
      return { ...state, offline: true };
    case 'final':
      return { step: 'done', request, reference, outcome: finalOutcome(event.view, request) };
    case 'timed-out':
      return { step: 'done', request, reference, outcome: timedOutOutcome(request.type) };
    case 'error':
      return { step: 'done', request, reference, outcome: statusErrorOutcome(event.error) };
  }
}

/**
 * The flow's own English texts, kept as constants so components/payment-messages.ts can say each
 * one in the language on screen (these rules run in unit tests without Lingui's build step).
 */
export const PAYMENT_FLOW_TEXTS = {
  depositSuccessful: 'Deposit successful',
  withdrawalSuccessful: 'Withdrawal successful',
  refund: 'The amount is back in your available balance.',
  unexpected: 'An unexpected error occurred.',
  mayStillComplete:
    'The payment may still complete: check your Transaction History before you try again.',
  depositTimedOut:
    'M-Pesa has not answered yet. Your deposit may still complete: check your balance and Transaction History in a few minutes before you try again.',
  withdrawalTimedOut:
    'M-Pesa has not answered yet. Your withdrawal may still complete: check your balance and Transaction History in a few minutes before you try again.',
  depositOffline:
    'No connection. Check your connection and press Confirm deposit again; it will not be made twice.',
  withdrawalOffline:
    'No connection. Check your connection and press Confirm withdrawal again; it will not be made twice.',
} as const;
const TEXTS = PAYMENT_FLOW_TEXTS;

/** "Insufficient M-Pesa balance" → "Insufficient M-Pesa balance.", so it reads as a sentence. */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** completed, failed or canceled, in the spec's words, with the server's reason when it gave one. */
export function finalOutcome(view: PaymentStatusView, request: PaymentRequest): Outcome {
  const deposit = request.type === 'deposit';
  const reason = view.error ?? undefined;
  if (view.status === 'completed') {
    const amount = formatKes(view.amount);
    const message = deposit
      ? `${amount} has been added to your balance.`
      : `${amount} has been sent to ${formatPhone(request.phone)}.`;
    return {
      tone: 'success',
      title: deposit ? TEXTS.depositSuccessful : TEXTS.withdrawalSuccessful,
      message,
      ...(view.receiptNumber ? { receipt: view.receiptNumber } : {}),
      closes: true,
    };
  }
  // A withdrawal's amount was held when it started; an unfinished one releases it.
  const refund = deposit ? '' : TEXTS.refund;
  const title =
    view.status === 'canceled'
      ? deposit
        ? PAYMENT_MESSAGES.depositCanceled
        : PAYMENT_MESSAGES.withdrawalCanceled
      : deposit
        ? PAYMENT_MESSAGES.depositFailed
        : PAYMENT_MESSAGES.withdrawalFailed;
  const message = [reason ? asSentence(reason) : '', refund].filter(Boolean).join(' ');
  return { tone: 'error', title, ...(message ? { message } : {}), closes: true };
}

export function timedOutOutcome(type: PaymentType): Outcome {
  return {
    tone: 'error',
    title: PAYMENT_MESSAGES.timedOut,
    message: type === 'deposit' ? TEXTS.depositTimedOut : TEXTS.withdrawalTimedOut,
    closes: false,
  };
}

export function statusErrorOutcome(error: unknown): Outcome {
  const reason = error instanceof ApiError ? errorText(error) : TEXTS.unexpected;
  return {
    tone: 'error',
    title: PAYMENT_MESSAGES.statusError,
    message: `${reason} ${TEXTS.mayStillComplete}`,
    closes: false,
  };
}

/** Where a refused start is shown: under a field of the form, or above the confirm buttons. */
export type StartProblem =
  { kind: 'field'; field: 'amount' | 'phone'; message: string } | { kind: 'alert'; alert: Alert };

export function describeStartError(
  error: unknown,
  type: PaymentType,
  availableKes?: string,
): StartProblem {
  const deposit = type === 'deposit';
  const title = deposit
    ? PAYMENT_MESSAGES.initiateDepositFailed
    : PAYMENT_MESSAGES.initiateWithdrawalFailed;
  if (!(error instanceof ApiError)) {
    return {
      kind: 'alert',
      alert: { title: PAYMENT_MESSAGES.processFailed, message: TEXTS.unexpected },
    };
  }
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return {
        kind: 'alert',
        alert: {
          title,
          message: deposit ? PAYMENT_MESSAGES.signInDeposit : PAYMENT_MESSAGES.signInWithdrawal,
        },
      };
    case 'INSUFFICIENT_BALANCE':
      return {
        kind: 'field',
        field: 'amount',
        message: availableKes ? PAYMENT_MESSAGES.maxWithdrawal(availableKes) : errorText(error),
      };
    case 'INVALID_AMOUNT':
      return { kind: 'field', field: 'amount', message: errorText(error) };
    case 'VALIDATION_ERROR': {
      const { amount, phone } = fieldErrorTexts(error);
      if (amount) return { kind: 'field', field: 'amount', message: amount };
      if (phone) return { kind: 'field', field: 'phone', message: phone };
      return { kind: 'alert', alert: { title, message: errorText(error) } };
    }
    case 'NETWORK_ERROR':
      return {
        kind: 'alert',
        alert: {
          title,
          message: deposit ? TEXTS.depositOffline : TEXTS.withdrawalOffline,
        },
      };
    default:
      return { kind: 'alert', alert: { title, message: errorText(error) } };
  }
}
