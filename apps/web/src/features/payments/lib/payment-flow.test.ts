/**
 * The dialog's steps as a reducer: what each answer of the server and each poll event turns into,
 * in the spec's words, and which outcomes close the dialog by themselves.
 */
import type { PaymentStatus, PaymentStatusView, PaymentType } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  describeStartError,
  initialPaymentState,
  paymentReducer,
  type PaymentAction,
  type PaymentRequest,
  type PaymentState,
} from './payment-flow';

const deposit: PaymentRequest = { type: 'deposit', amount: '1500', phone: '254712345670' };
const withdrawal: PaymentRequest = { ...deposit, type: 'withdrawal' };

function view(
  status: PaymentStatus,
  extra: Partial<PaymentStatusView> = {},
  type: PaymentType = 'deposit',
): PaymentStatusView {
  return {
    reference: 'pay_1',
    status,
    providerStatus: null,
    amount: '1500.00',
    type,
    error: null,
    receiptNumber: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    ...extra,
  };
}

function run(actions: PaymentAction[], from: PaymentState = initialPaymentState) {
  return actions.reduce(paymentReducer, from);
}

function waiting(request: PaymentRequest, status: PaymentStatus = 'pending') {
  return run([
    { type: 'review', request },
    { type: 'submit' },
    { type: 'started', reference: 'pay_1', status },
  ]);
}

describe('steps', () => {
  test('form, confirm, starting, waiting', () => {
    const confirm = run([{ type: 'review', request: deposit }]);
    expect(confirm).toEqual({ step: 'confirm', request: deposit, alert: null });
    expect(run([{ type: 'back' }], confirm)).toEqual({ step: 'form' });
    const starting = run([{ type: 'submit' }], confirm);
    expect(starting).toEqual({ step: 'starting', request: deposit });
    expect(run([{ type: 'started', reference: 'pay_1', status: 'pending' }], starting)).toEqual({
      step: 'waiting',
      request: deposit,
      reference: 'pay_1',
      status: 'pending',
      offline: false,
    });
  });

  test('a payment queued from the start shows as queued at once', () => {
    expect(waiting(deposit, 'queued')).toMatchObject({ step: 'waiting', status: 'queued' });
  });

  test('poll events move pending to queued and mark a lost connection until the next answer', () => {
    const queued = run(
      [{ type: 'poll', event: { kind: 'status', view: view('queued') } }],
      waiting(deposit),
    );
    expect(queued).toMatchObject({ status: 'queued', offline: false });
    const offline = run([{ type: 'poll', event: { kind: 'offline' } }], queued);
    expect(offline).toMatchObject({ status: 'queued', offline: true });
    const back = run([{ type: 'poll', event: { kind: 'status', view: view('pending') } }], offline);
    expect(back).toMatchObject({ status: 'pending', offline: false });
  });

  test('a refused start returns to confirm with the alert, or to the form for a field', () => {
    const starting = run([{ type: 'review', request: deposit }, { type: 'submit' }]);
    const alert = { title: 'Failed to initiate deposit', message: 'M-Pesa is not answering' };
    expect(run([{ type: 'start-failed', alert }], starting)).toEqual({
      step: 'confirm',
      request: deposit,
      alert,
    });
    expect(run([{ type: 'start-failed', alert: null }], starting)).toEqual({ step: 'form' });
  });

  test('actions out of their step change nothing (a late poll, a double submit)', () => {
    expect(run([{ type: 'submit' }])).toEqual(initialPaymentState);
    const late = run([{ type: 'poll', event: { kind: 'final', view: view('completed') } }]);
    expect(late).toEqual(initialPaymentState);
    const done = run(
      [{ type: 'poll', event: { kind: 'final', view: view('completed') } }],
      waiting(deposit),
    );
    expect(run([{ type: 'poll', event: { kind: 'timed-out' } }], done)).toBe(done);
  });
});

function outcomeOf(request: PaymentRequest, event: Parameters<typeof paymentReducer>[1]) {
  const state = run([event], waiting(request));
  if (state.step !== 'done') throw new Error(`not done: ${state.step}`);
  return state.outcome;
}

describe('outcomes', () => {
  test('completed shows the KES amount and the receipt, and closes by itself', () => {
    const final = view('completed', { receiptNumber: 'QK12AB34CD' });
    expect(outcomeOf(deposit, { type: 'poll', event: { kind: 'final', view: final } })).toEqual({
      tone: 'success',
      title: 'Deposit successful',
      message: 'KES 1,500.00 has been added to your balance.',
      receipt: 'QK12AB34CD',
      closes: true,
    });
    const paid = view('completed', {}, 'withdrawal');
    expect(outcomeOf(withdrawal, { type: 'poll', event: { kind: 'final', view: paid } })).toEqual({
      tone: 'success',
      title: 'Withdrawal successful',
      message: 'KES 1,500.00 has been sent to 0712 345 670.',
      closes: true,
    });
  });

  test('failed carries the server reason; a withdrawal says its amount is back', () => {
    const failed = view('failed', { error: 'Insufficient M-Pesa balance' });
    expect(outcomeOf(deposit, { type: 'poll', event: { kind: 'final', view: failed } })).toEqual({
      tone: 'error',
      title: 'Deposit failed',
      message: 'Insufficient M-Pesa balance.',
      closes: true,
    });
    expect(
      outcomeOf(withdrawal, { type: 'poll', event: { kind: 'final', view: view('failed') } }),
    ).toEqual({
      tone: 'error',
      title: 'Withdrawal failed',
      message: 'The amount is back in your available balance.',
      closes: true,
    });
  });

  test('canceled, in the spec words', () => {
    const canceled = view('canceled', { error: 'Request canceled by the user.' });
    expect(outcomeOf(deposit, { type: 'poll', event: { kind: 'final', view: canceled } })).toEqual({
      tone: 'error',
      title: 'Deposit was canceled',
      message: 'Request canceled by the user.',
      closes: true,
    });
    expect(
      outcomeOf(withdrawal, { type: 'poll', event: { kind: 'final', view: view('canceled') } })
        .title,
    ).toBe('Withdrawal was canceled');
  });

  test('a time-out and a failed check stay open: the payment may still complete', () => {
    const timedOut = outcomeOf(deposit, { type: 'poll', event: { kind: 'timed-out' } });
    expect(timedOut).toMatchObject({
      tone: 'error',
      title: 'Transaction status check timed out',
      closes: false,
    });
    const error = new ApiError(404, 'NOT_FOUND', 'Payment not found.');
    const failedCheck = outcomeOf(deposit, { type: 'poll', event: { kind: 'error', error } });
    expect(failedCheck).toMatchObject({ title: 'Error checking status', closes: false });
    expect(failedCheck.message).toContain('Payment not found.');
  });
});

describe('describeStartError', () => {
  test.each([
    [
      'a signed-out deposit',
      new ApiError(401, 'UNAUTHENTICATED', 'Sign in first'),
      'deposit',
      {
        kind: 'alert',
        alert: { title: 'Failed to initiate deposit', message: 'Please sign in to make a deposit' },
      },
    ],
    [
      'a signed-out withdrawal',
      new ApiError(401, 'UNAUTHENTICATED', 'Sign in first'),
      'withdrawal',
      {
        kind: 'alert',
        alert: {
          title: 'Failed to initiate withdrawal',
          message: 'Please sign in to make a withdrawal',
        },
      },
    ],
    [
      'a balance that shrank meanwhile',
      new ApiError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance'),
      'withdrawal',
      { kind: 'field', field: 'amount', message: 'Maximum withdrawal amount is 800.00 KES' },
    ],
    [
      'a refused phone',
      new ApiError(400, 'VALIDATION_ERROR', 'Invalid request', {
        phone: 'Must be a valid Kenyan phone number',
      }),
      'deposit',
      { kind: 'field', field: 'phone', message: 'Must be a valid Kenyan phone number' },
    ],
    [
      'an amount over the limit',
      new ApiError(400, 'VALIDATION_ERROR', 'Invalid request', {
        amount: 'The most per payment is KES 150,000',
      }),
      'deposit',
      { kind: 'field', field: 'amount', message: 'The most per payment is KES 150,000' },
    ],
    [
      'the provider down',
      new ApiError(502, 'PROVIDER_ERROR', 'M-Pesa did not answer. Try again.'),
      'deposit',
      {
        kind: 'alert',
        alert: {
          title: 'Failed to initiate deposit',
          message: 'M-Pesa did not answer. Try again.',
        },
      },
    ],
    [
      'a bug',
      new TypeError('x'),
      'deposit',
      {
        kind: 'alert',
        alert: {
          title: 'Failed to process deposit/withdrawal',
          message: 'An unexpected error occurred.',
        },
      },
    ],
  ] as const)('%s', (_name, error, type, expected) => {
    expect(describeStartError(error, type, '800.00')).toEqual(expected);
  });

  test('no connection: press Confirm again, it will not be made twice', () => {
    const problem = describeStartError(new ApiError(0, 'NETWORK_ERROR', 'x'), 'deposit');
    expect(problem).toMatchObject({
      kind: 'alert',
      alert: { title: 'Failed to initiate deposit' },
    });
    expect(problem.kind === 'alert' && problem.alert.message).toContain('Confirm deposit again');
  });
});
