/**
 * One status check: a check hung on a dead connection is given up after 10 s and tried again,
 * and closing the dialog (the poller's abort) ends it at once, with no retry.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { getPaymentStatus } from './get-payment-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const view = {
  reference: 'pay_1',
  status: 'queued',
  providerStatus: 'QUEUED',
  amount: '300.00',
  type: 'deposit',
  error: null,
  receiptNumber: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
};

function hangUntilAborted(_path: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
  });
}

test('a hung check is retried after 10 s and its answer used', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementationOnce(hangUntilAborted)
    .mockResolvedValueOnce(new Response(JSON.stringify(view), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const answer = getPaymentStatus('pay_1', new AbortController().signal);
  await vi.advanceTimersByTimeAsync(9_999);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1 + 650);
  await expect(answer).resolves.toEqual(view);
  expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/payments/pay_1');
});

test('three hung checks end as a lost connection, which the poller keeps polling after', async () => {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(hangUntilAborted);
  vi.stubGlobal('fetch', fetchMock);
  const answer = getPaymentStatus('pay_1', new AbortController().signal);
  const settled = expect(answer).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  await vi.advanceTimersByTimeAsync(3 * 10_000 + 650 + 1_300);
  await settled;
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('the poller stopping aborts the check at once and tries nothing more', async () => {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(hangUntilAborted);
  vi.stubGlobal('fetch', fetchMock);
  const stop = new AbortController();
  const answer = getPaymentStatus('pay_1', stop.signal);
  const settled = expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  await vi.advanceTimersByTimeAsync(1_000);
  stop.abort();
  await settled;
  await vi.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
