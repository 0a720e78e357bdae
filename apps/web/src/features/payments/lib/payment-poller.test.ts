/**
 * The status poller on fake timers (product-spec.md sections 4 and 9): a check every 3 s, never
 * two at once, final statuses stop it, 120 s without one ends in a time-out, a lost connection
 * keeps it going and any other error stops it.
 */
import type { PaymentStatus, PaymentStatusView } from '@soko/shared';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { startPaymentPoll, type PollEvent } from './payment-poller';

function view(status: PaymentStatus, error: string | null = null): PaymentStatusView {
  return {
    reference: 'pay_1',
    status,
    providerStatus: null,
    amount: '1500.00',
    type: 'deposit',
    error,
    receiptNumber: status === 'completed' ? 'QK12AB34CD' : null,
    createdAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
  };
}

type Fetch = (signal: AbortSignal) => Promise<PaymentStatusView>;

function poll(fetchStatus: Fetch) {
  const events: PollEvent[] = [];
  const fetchMock = vi.fn(fetchStatus);
  const { stop, checkNow } = startPaymentPoll({
    fetchStatus: fetchMock,
    onEvent: (event) => events.push(event),
  });
  const kinds = () => events.map((event) => event.kind);
  return { events, kinds, fetchMock, stop, checkNow };
}

function answers(...results: (PaymentStatusView | Error)[]): Fetch {
  let index = 0;
  return () => {
    const result = results[Math.min(index, results.length - 1)];
    index += 1;
    return result instanceof Error
      ? Promise.reject(result)
      : Promise.resolve(result as PaymentStatusView);
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('status transitions', () => {
  test('the first check is 3 s after the start, then one every 3 s', async () => {
    const { fetchMock } = poll(answers(view('pending')));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('pending, queued, then completed: each reported, and nothing after the end', async () => {
    const { events, kinds, fetchMock } = poll(
      answers(view('pending'), view('queued'), view('completed')),
    );
    await vi.advanceTimersByTimeAsync(9_000);
    expect(kinds()).toEqual(['status', 'status', 'final']);
    expect(events.map((e) => ('view' in e ? e.view.status : null))).toEqual([
      'pending',
      'queued',
      'completed',
    ]);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(events).toHaveLength(3);
  });

  test.each(['failed', 'canceled'] as const)('%s is final too', async (status) => {
    const { events, fetchMock } = poll(answers(view(status, 'Request canceled by the user')));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events).toEqual([{ kind: 'final', view: view(status, 'Request canceled by the user') }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a slow check delays the next one: checks never overlap', async () => {
    let inFlight = 0;
    let most = 0;
    const { fetchMock } = poll(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      inFlight -= 1;
      return view('pending');
    });
    await vi.advanceTimersByTimeAsync(3_000 + 5_000 + 3_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });
});

describe('timeout', () => {
  test('120 s without a final status ends in one time-out, after 39 checks', async () => {
    const { kinds, fetchMock } = poll(answers(view('pending')));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(kinds()).not.toContain('timed-out');
    await vi.advanceTimersByTimeAsync(1);
    // Checks at 3, 6, ... 117 s; the time-out wins the tie at 120 s.
    expect(fetchMock).toHaveBeenCalledTimes(39);
    expect(kinds().filter((kind) => kind === 'timed-out')).toHaveLength(1);
    expect(kinds().at(-1)).toBe('timed-out');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(39);
  });

  test('a check hanging at 120 s is aborted and the time-out still comes on time', async () => {
    const signals: AbortSignal[] = [];
    const { kinds } = poll((signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(kinds()).toEqual(['timed-out']);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('errors', () => {
  test('a lost connection keeps polling, and the next answer is used', async () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Network error');
    const { kinds, fetchMock } = poll(answers(offline, offline, view('queued'), view('completed')));
    await vi.advanceTimersByTimeAsync(12_000);
    expect(kinds()).toEqual(['offline', 'offline', 'status', 'final']);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  test('a lost connection to the end still ends in the time-out', async () => {
    const { kinds } = poll(answers(new ApiError(0, 'NETWORK_ERROR', 'Network error')));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(kinds().at(-1)).toBe('timed-out');
    expect(
      kinds()
        .slice(0, -1)
        .every((kind) => kind === 'offline'),
    ).toBe(true);
  });

  test.each([
    ['a 404', new ApiError(404, 'NOT_FOUND', 'Payment not found')],
    ['a 401', new ApiError(401, 'UNAUTHENTICATED', 'Sign in')],
    ['a 5xx left after the retries', new ApiError(500, 'INTERNAL_ERROR', 'Oops')],
    ['a bug', new TypeError('x is undefined')],
  ])('%s stops polling with the error', async (_name, error) => {
    const { events, fetchMock } = poll(answers(view('pending'), error));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([
      { kind: 'status', view: view('pending') },
      { kind: 'error', error },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('stop', () => {
  test('stopping (the dialog closed) reports nothing more and aborts the check on its way', async () => {
    const signals: AbortSignal[] = [];
    let answer: (value: PaymentStatusView) => void = () => undefined;
    const { events, stop, fetchMock } = poll((signal) => {
      signals.push(signal);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(3_000);
    stop();
    expect(signals[0]?.aborted).toBe(true);
    answer(view('completed'));
    await vi.advanceTimersByTimeAsync(200_000);
    expect(events).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("checkNow (the server pushed a change to this user's payments)", () => {
  test('asks at once instead of at the next tick, then goes on every 3 s', async () => {
    const { kinds, fetchMock, checkNow } = poll(answers(view('pending'), view('completed')));
    await vi.advanceTimersByTimeAsync(1_000);
    checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(kinds()).toEqual(['status', 'final']);
  });

  test('during a check on its way, another follows it at once; never two at the same time', async () => {
    let answer: (value: PaymentStatusView) => void = () => undefined;
    let pending = 0;
    let mostAtOnce = 0;
    const { kinds, fetchMock, checkNow } = poll(
      () =>
        new Promise((resolve) => {
          pending += 1;
          mostAtOnce = Math.max(mostAtOnce, pending);
          answer = (value) => {
            pending -= 1;
            resolve(value);
          };
        }),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    checkNow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(view('pending'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answer(view('completed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds()).toEqual(['status', 'final']);
    expect(mostAtOnce).toBe(1);
  });

  test('after the end it does nothing', async () => {
    const { fetchMock, checkNow } = poll(answers(view('completed')));
    await vi.advanceTimersByTimeAsync(3_000);
    checkNow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
