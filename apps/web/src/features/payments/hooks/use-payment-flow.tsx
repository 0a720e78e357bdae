import { PAYMENT_DIALOG_CLOSE_DELAY_MS, type PaymentType } from '@soko/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { invalidateMoneyQueries } from '@/lib/money-queries';
import { useLiveChannel, useUserChannel } from '@/lib/realtime/realtime-react';
import { createMpesaPayment } from '../api/create-mpesa-payment';
import { getPaymentStatus } from '../api/get-payment-status';
import {
  describeStartError,
  initialPaymentState,
  paymentReducer,
  type PaymentRequest,
  type StartProblem,
} from '../lib/payment-flow';
import { startPaymentPoll, type PaymentPoll } from '../lib/payment-poller';
import { usePaymentText } from '../components/payment-messages';
import { Receipt } from '../components/receipt';
import { toastSuccess, toast } from '@/lib/toasts';

/** product-spec.md section 9: a success toast stays 5 s. */
export const SUCCESS_TOAST_DURATION_MS = 5_000;

interface PaymentFlowOptions {
  type: PaymentType;
  availableKes: string | undefined;
  /** A refused field goes back to the form, marked with the server's reason. */
  onFieldProblem: (problem: Extract<StartProblem, { kind: 'field' }>) => void;
  onClose: () => void;
}

/**
 * One payment from confirm to its end: sends it, polls it, and when it ends refreshes every
 * balance and list, toasts the outcome and, for a known outcome, closes the dialog after 2 s.
 * Unmounting (the dialog closed) stops the polling.
 */
export function usePaymentFlow({
  type,
  availableKes,
  onFieldProblem,
  onClose,
}: PaymentFlowOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  // The toast is said in the language on screen, without re-running the outcome's effect.
  const text = usePaymentText();
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);

  const reference = state.step === 'waiting' ? state.reference : null;
  const pollRef = useRef<PaymentPoll | null>(null);
  useEffect(() => {
    if (!reference) return;
    const poll = startPaymentPoll({
      fetchStatus: (signal) => getPaymentStatus(reference, signal),
      onEvent: (event) => dispatch({ type: 'poll', event }),
    });
    pollRef.current = poll;
    return () => {
      poll.stop();
      if (pollRef.current === poll) pollRef.current = null;
    };
  }, [reference]);
  // A pushed change to this user's payments (the M-Pesa callback landed) is checked at once;
  // the 3 s polling stays, so the dialog ends on time even without the socket.
  const ownChannel = useUserChannel();
  useLiveChannel(reference ? ownChannel : null, ['payments'], () => pollRef.current?.checkNow());

  const done = state.step === 'done' ? state : null;
  useEffect(() => {
    if (!done) return;
    void invalidateMoneyQueries(queryClient);
    const { outcome } = done;
    const say = textRef.current;
    // The reference as the toast id: shown once even if this effect runs twice.
    const description = (
      <>
        {outcome.message ? say(outcome.message) : null}
        {outcome.receipt ? <Receipt number={outcome.receipt} /> : null}
      </>
    );
    const toastOptions = { id: done.reference, description };
    if (outcome.tone === 'success') {
      toastSuccess(say(outcome.title), { ...toastOptions, duration: SUCCESS_TOAST_DURATION_MS });
    } else if (outcome.closes) {
      toast.error(say(outcome.title), toastOptions);
    }
    if (!outcome.closes) return;
    const timer = setTimeout(() => onCloseRef.current(), PAYMENT_DIALOG_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, queryClient]);

  const review = (request: PaymentRequest) => dispatch({ type: 'review', request });
  const back = () => dispatch({ type: 'back' });

  const submit = async (request: PaymentRequest) => {
    dispatch({ type: 'submit' });
    try {
      const answer = await createMpesaPayment(request);
      dispatch({ type: 'started', reference: answer.reference, status: answer.status });
      // A withdrawal holds its amount at once: show the smaller available balance now.
      if (type === 'withdrawal') void invalidateMoneyQueries(queryClient);
    } catch (error) {
      const problem = describeStartError(error, type, availableKes);
      if (problem.kind === 'field') onFieldProblem(problem);
      dispatch({ type: 'start-failed', alert: problem.kind === 'alert' ? problem.alert : null });
    }
  };

  const busy = state.step === 'starting' || state.step === 'waiting';
  return { state, busy, review, back, submit };
}
