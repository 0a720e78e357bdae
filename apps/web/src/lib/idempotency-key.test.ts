/**
 * The Idempotency-Key of a money request on a bad connection: the same request keeps its key
 * until the server answers it, from whichever dialog it is sent (so a lost answer retried from a
 * reopened dialog moves money once); another request never gets its key; an answered request's
 * next twin is a new one. apiRequest's part is checked with a stubbed fetch.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { apiRequest, onUnsureChange } from './api-client';
import {
  createUnansweredKeys,
  newIdempotencyKey,
  requestFingerprint,
  type KeyStorage,
} from './idempotency-key';

afterEach(() => vi.unstubAllGlobals());

test('a key fits the server pattern (1–100 of [A-Za-z0-9_.:-]) and is new each time', () => {
  const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
  expect(keys.size).toBe(1000);
  for (const key of keys) expect(key).toMatch(/^[a-f0-9]{32}$/);
});

function memoryStorage(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
  };
}

const order = (amount: string) =>
  requestFingerprint('POST', '/api/orders', { side: 'buy', amount, price: '3.25' });

test('the same unanswered request keeps its key; another request gets its own', () => {
  const keys = createUnansweredKeys(memoryStorage());
  const first = keys.keyFor(order('10'));
  expect(keys.keyFor(order('10'))).toBe(first);
  expect(keys.keyFor(order('11'))).not.toBe(first);
});

test('once answered, the same request again is a new one with a new key', () => {
  const keys = createUnansweredKeys(memoryStorage());
  const first = keys.keyFor(order('10'));
  keys.answered(order('10'));
  expect(keys.keyFor(order('10'))).not.toBe(first);
});

test('kept in storage, so a reloaded tab retries with the same key; a day later it is new', () => {
  const storage = memoryStorage();
  let now = 1_000;
  const first = createUnansweredKeys(storage, () => now).keyFor(order('10'));
  const reloaded = createUnansweredKeys(storage, () => now);
  expect(reloaded.keyFor(order('10'))).toBe(first);
  now += 24 * 60 * 60 * 1000;
  expect(reloaded.keyFor(order('10'))).not.toBe(first);
});

test('a broken or missing storage leaves the keys in memory', () => {
  const keys = createUnansweredKeys({
    getItem: () => '{not json',
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  });
  const first = keys.keyFor(order('10'));
  expect(keys.keyFor(order('10'))).toBe(first);
  expect(createUnansweredKeys(undefined).keyFor(order('10'))).toMatch(/^[a-f0-9]{32}$/);
});

test('a fingerprint leaves out the named fields (a 2FA code) and counts a file by name and size', () => {
  const withCode = (code: string) =>
    requestFingerprint('POST', '/w', { amount: '1', totpCode: code }, ['totpCode']);
  expect(withCode('123456')).toBe(withCode('654321'));
  const form = (name: string) => {
    const data = new FormData();
    data.append('amount', '0.5');
    data.append('proof', new File(['abc'], name, { lastModified: 1 }));
    return requestFingerprint('POST', '/d', data);
  };
  expect(form('a.png')).toBe(form('a.png'));
  expect(form('a.png')).not.toBe(form('b.png'));
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentKey = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['Idempotency-Key'];

test('apiRequest: a lost answer and its retry share a key; after the answer the twin is new', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(answer(503, { error: { code: 'UNAVAILABLE', message: 'Busy' } }))
    .mockResolvedValueOnce(answer(201, { order: { id: 'o1' } }))
    .mockResolvedValueOnce(answer(201, { order: { id: 'o2' } }));
  vi.stubGlobal('fetch', fetchMock);
  const unsure = vi.fn();
  const stop = onUnsureChange(unsure);
  const send = () =>
    apiRequest('/api/orders', { method: 'POST', body: { amount: '7' }, idempotent: true });
  await expect(send()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  await expect(send()).rejects.toMatchObject({ status: 503 });
  await expect(send()).resolves.toEqual({ order: { id: 'o1' } });
  await expect(send()).resolves.toEqual({ order: { id: 'o2' } });
  stop();
  expect(sentKey(fetchMock, 1)).toBe(sentKey(fetchMock, 0));
  expect(sentKey(fetchMock, 2)).toBe(sentKey(fetchMock, 0));
  expect(sentKey(fetchMock, 3)).not.toBe(sentKey(fetchMock, 0));
  // The lost answer and the 5xx may have changed something: the screens are told to refetch.
  expect(unsure).toHaveBeenCalledTimes(2);
});

test('apiRequest: offline, the error says so; without `idempotent` no key is sent', async () => {
  const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { onLine: false });
  await expect(apiRequest('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({
    code: 'NETWORK_ERROR',
    offline: true,
  });
  expect(sentKey(fetchMock, 0)).toBeUndefined();
});
