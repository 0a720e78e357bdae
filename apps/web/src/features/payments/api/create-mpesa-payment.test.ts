/**
 * The start request on a flaky connection: retried with the same Idempotency-Key every time, so
 * the server can answer a repeat with the first payment instead of starting a second one.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createMpesaPayment } from './create-mpesa-payment';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('every retry sends the same key and body; a 201 after two failures is the answer', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(json(503, { error: { code: 'PROVIDER_ERROR', message: 'Busy' } }))
    .mockResolvedValueOnce(json(201, { reference: 'pay_1', status: 'pending' }));
  vi.stubGlobal('fetch', fetchMock);
  const answer = createMpesaPayment({ type: 'deposit', amount: '1500', phone: '254712345670' });
  await vi.advanceTimersByTimeAsync(5_000);
  await expect(answer).resolves.toEqual({ reference: 'pay_1', status: 'pending' });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  const keys = new Set<string | undefined>();
  for (const [path, init] of fetchMock.mock.calls) {
    expect(path).toBe('/api/payments/mpesa');
    expect(init?.method).toBe('POST');
    keys.add((init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(JSON.parse(init?.body as string)).toEqual({
      type: 'deposit',
      amount: '1500',
      phone: '254712345670',
    });
  }
  expect(keys.size).toBe(1);
  expect([...keys][0]).toMatch(/^[a-f0-9]{32}$/);
});

test('a 4xx is the answer at once: no retry', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValue(json(400, { error: { code: 'VALIDATION_ERROR', message: 'Bad phone' } }));
  vi.stubGlobal('fetch', fetchMock);
  await expect(
    createMpesaPayment({ type: 'deposit', amount: '1', phone: 'x' }),
  ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

/** A fetch that never answers, the way a dead mobile connection behaves, until it is aborted. */
function hangUntilAborted(_path: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
  });
}

test('a start that hangs is given up after 20 s and sent again with the same key', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementationOnce(hangUntilAborted)
    .mockResolvedValueOnce(json(201, { reference: 'pay_2', status: 'queued' }));
  vi.stubGlobal('fetch', fetchMock);
  const answer = createMpesaPayment({ type: 'withdrawal', amount: '700', phone: '254712345670' });
  await vi.advanceTimersByTimeAsync(19_999);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1 + 650);
  await expect(answer).resolves.toEqual({ reference: 'pay_2', status: 'queued' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const keys = fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
  );
  expect(keys[0]).toMatch(/^[a-f0-9]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});
