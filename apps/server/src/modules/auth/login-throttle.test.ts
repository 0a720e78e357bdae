/**
 * Login throttling (decision 17: counted in PostgreSQL, so every instance agrees): 5 failures
 * per account or 20 per IP address within 15 minutes, then 429 with the time to wait. Each test
 * uses its own client IP (TestClient) and its own accounts, and moves the manual clock.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';

const { app, clock, db } = await buildTestApp();
const MINUTE_MS = 60_000;

function login(client: TestClient, email: string, password: string) {
  return client.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function failTimes(client: TestClient, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await login(client, email, 'wrong password');
    expect(response.statusCode, response.body).toBe(401);
  }
}

describe('per-account limit', () => {
  test('the 6th attempt within 15 minutes is 429 even with the right password', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await failTimes(client, account.email, 5);
    const blocked = await login(client, account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Try again in 15 minutes.',
        key: 'tooManyLoginAttempts',
        params: { minutes: 15 },
        retryAfterSeconds: 900,
      },
    });
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.cookies).toEqual([]);
  });

  test('the limit follows the account, whatever IP the guesses come from', async () => {
    const account = await createUser(app);
    for (let i = 0; i < 5; i += 1) await failTimes(new TestClient(app), account.email, 1);
    const response = await login(new TestClient(app), account.email, account.password);
    expect(response.statusCode).toBe(429);
  });

  test('the wait shrinks as time passes and the window passing unblocks', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await failTimes(client, account.email, 5);
    clock.advanceMs(10 * MINUTE_MS);
    const waiting = await login(client, account.email, account.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.retryAfterSeconds).toBe(300);
    expect(waiting.json().error.message).toBe('Too many login attempts. Try again in 5 minutes.');
    clock.advanceMs(5 * MINUTE_MS);
    expect((await login(client, account.email, account.password)).statusCode).toBe(200);
  });

  test('a success before the limit clears the count', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await failTimes(client, account.email, 4);
    expect((await login(client, account.email, account.password)).statusCode).toBe(200);
    await failTimes(client, account.email, 4);
    expect((await login(client, account.email, account.password)).statusCode).toBe(200);
  });

  test('unknown emails are throttled too, so a 429 reveals nothing', async () => {
    const client = new TestClient(app);
    await failTimes(client, 'ghost@example.com', 5);
    expect((await login(client, 'GHOST@example.com', 'whatever1')).statusCode).toBe(429);
  });

  test('parallel guesses cannot get past the limit', async () => {
    const account = await createUser(app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => login(new TestClient(app), account.email, 'wrong password')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('per-IP limit', () => {
  test('20 failures from one IP across different accounts block the 21st attempt', async () => {
    const client = new TestClient(app);
    for (let i = 0; i < 20; i += 1) await failTimes(client, `spray${i}@example.com`, 1);
    const account = await createUser(app);
    const blocked = await login(client, account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.retryAfterSeconds).toBe(900);
    // Another address is not affected.
    expect((await login(new TestClient(app), account.email, account.password)).statusCode).toBe(
      200,
    );
    clock.advanceMs(15 * MINUTE_MS);
    expect((await login(client, account.email, account.password)).statusCode).toBe(200);
  });

  test('successful sign-ins do not count against the IP', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    for (let i = 0; i < 25; i += 1) {
      expect((await login(client, account.email, account.password)).statusCode).toBe(200);
    }
  });

  test('the counters live in the database (shared by every server instance)', async () => {
    const client = new TestClient(app);
    await failTimes(client, 'shared@example.com', 2);
    const { rows } = await db.query<{ count: bigint }>(
      "SELECT count(*) AS count FROM login_failures WHERE account_key = 'shared@example.com'",
    );
    expect(rows[0]?.count).toBe(2n);
  });
});
