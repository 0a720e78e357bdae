/**
 * The provider wire helpers as plain functions: bigints go out as JSON integers (no number ever
 * holds an amount), provider amounts come in only when exact, and the retry policy of
 * callProvider against a local fake (5xx retried up to the limit, 4xx never, a timed-out payout
 * never sent twice).
 */
import { afterAll, describe, expect, test } from 'vitest';
import { startFakeServer } from '../../../test/providers/fake-http-server.js';
import { callProvider, toProviderJson, wholeKesToMinor } from './provider-http.js';

const fake = await startFakeServer(() => ({ status: 200, body: { ok: true } }));
afterAll(() => fake.close());
// Generous per attempt, so a busy machine never turns an answer into a timeout; the timeout tests
// use their own short limit against an answer that takes far longer.
const settings = { timeoutMs: 5_000, retries: 2, retryBaseMs: 1 };
const short = { ...settings, timeoutMs: 300 };

describe('amounts on the wire', () => {
  test('bigints are written as plain JSON integers', () => {
    const text = toProviderJson({ amount: 150_000n, big: 9_007_199_254_740_993n, note: 'x' });
    expect(text).toBe('{"amount":150000,"big":9007199254740993,"note":"x"}');
  });

  test.each([
    [500, 50_000n],
    ['500', 50_000n],
    ['500.00', 50_000n],
    [0, 0n],
    [500.5, null],
    ['500.5', null],
    [2 ** 53, null],
    [-1, null],
    [null, null],
    ['abc', null],
  ])('%j whole shillings read as %s minor units', (value, expected) => {
    expect(wholeKesToMinor(value)).toBe(expected);
  });
});

describe('callProvider', () => {
  test('retries a 5xx up to the limit, then returns the last answer', async () => {
    fake.script('GET /flaky', { status: 500 }, { status: 503 }, { status: 502 });
    const answer = await callProvider(settings, {
      method: 'GET',
      url: `${fake.origin}/flaky`,
      retryOnTimeout: true,
    });
    expect(answer).toMatchObject({ kind: 'response', status: 502 });
    expect(fake.requestsTo('GET /flaky')).toHaveLength(3);
  });

  test('never retries a 4xx', async () => {
    fake.script('POST /refused', { status: 400, body: { error_message: 'no' } });
    const answer = await callProvider(settings, {
      method: 'POST',
      url: `${fake.origin}/refused`,
      body: { amount: 1n },
      retryOnTimeout: true,
    });
    expect(answer).toMatchObject({ kind: 'response', status: 400, body: { error_message: 'no' } });
    expect(fake.requestsTo('POST /refused')).toHaveLength(1);
    expect(fake.requestsTo('POST /refused')[0]?.body).toEqual({ amount: 1 });
  });

  test('a timed-out payout is not sent again; a timed-out query is', async () => {
    fake.script('POST /payout', { status: 200, delayMs: 5_000 });
    const payout = await callProvider(short, {
      method: 'POST',
      url: `${fake.origin}/payout`,
      body: {},
      retryOnTimeout: false,
    });
    expect(payout).toEqual({ kind: 'no_answer', error: 'timed out' });
    expect(fake.requestsTo('POST /payout')).toHaveLength(1);
    fake.script('GET /query', { status: 200, delayMs: 5_000 });
    const query = await callProvider(short, {
      method: 'GET',
      url: `${fake.origin}/query`,
      retryOnTimeout: true,
    });
    expect(query).toMatchObject({ kind: 'response', status: 200 });
    expect(fake.requestsTo('GET /query')).toHaveLength(2);
  });

  test('a server that is not there is no answer, after the retries', async () => {
    const answer = await callProvider(settings, {
      method: 'GET',
      url: 'http://127.0.0.1:1/nothing',
      retryOnTimeout: true,
    });
    expect(answer.kind).toBe('no_answer');
  });
});
