/**
 * Sign-in, sign-out and sessions: the answers of POST /api/auth/login, the absolute session
 * lifetimes (the manual clock is moved past them), session rotation at sign-in, and logout.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn } from '../../../test/auth-helpers.js';
import { createUser } from '../../../test/factories.js';
import { findLiveSession } from './sessions.repository.js';

const { app, clock, db } = await buildTestApp();
const secure = await buildTestApp({ COOKIE_SECURE: 'true' });
const HOUR_MS = 3_600_000;

function login(client: TestClient, payload: object) {
  return client.request({ method: 'POST', url: '/api/auth/login', payload });
}

async function sessionUser(client: TestClient) {
  const response = await client.request({ url: '/api/auth/session' });
  return response.json<{ user: { id: string } | null }>().user;
}

describe('POST /api/auth/login', () => {
  test('right credentials (email in any case) answer 200 {user, csrfToken} and a cookie', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    const response = await login(client, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.id,
      username: account.username,
      role: 'user',
    });
    expect(response.json().csrfToken).toMatch(/^[\w-]{43}$/);
    expect(client.cookie('soko_session')).toMatch(/^[\w-]{43}$/);
    expect((await sessionUser(client))?.id).toBe(account.id);
  });

  test('only the SHA-256 of the session token is stored', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await logIn(client, account);
    const token = client.cookie('soko_session') ?? '';
    const { rows } = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  test('the session read that every request makes carries no password hash or TOTP secret', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await logIn(client, account);
    await db.query(`UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1`, [account.id]);
    const token = client.cookie('soko_session') ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    const found = await findLiveSession(db, hash, clock.now());
    expect(found?.user).toEqual({
      id: account.id,
      email: account.email,
      username: account.username,
      role: 'user',
      email_verified_at: expect.any(Date),
      totp_enabled_at: null,
      language: null,
    });
    expect(found?.session).toEqual({
      id: expect.stringMatching(/^ses_/),
      csrf_token: expect.any(String),
      remember: false,
      expires_at: expect.any(Date),
    });
    // And the request it serves still knows who is asking.
    expect((await sessionUser(client))?.id).toBe(account.id);
  });

  test('a wrong password and an unknown email get the same 401', async () => {
    const account = await createUser(app);
    const wrong = await login(new TestClient(app), {
      email: account.email,
      password: 'not the password',
    });
    const unknown = await login(new TestClient(app), {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    const expected = {
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        key: 'invalidCredentials',
        params: {},
      },
    };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
    expect(wrong.cookies).toEqual([]);
  });

  test('a suspended account is refused with 403 ACCOUNT_SUSPENDED', async () => {
    const account = await createUser(app, { status: 'suspended' });
    const response = await login(new TestClient(app), {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'ACCOUNT_SUSPENDED',
        message: 'Your account has been suspended. Please contact support.',
        key: 'accountSuspendedContactSupport',
        params: {},
      },
    });
  });

  test('a suspended account with a wrong password learns nothing about the suspension', async () => {
    const account = await createUser(app, { status: 'suspended' });
    const response = await login(new TestClient(app), {
      email: account.email,
      password: 'wrong password',
    });
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  test('an empty password is a 400 with the shared message', async () => {
    const response = await login(new TestClient(app), { email: 'a@example.com', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: 'Password is required' });
  });
});

describe('session lifetime', () => {
  test('without remember-me the session ends 12 hours after sign-in, however active', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    const response = await login(client, { email: account.email, password: account.password });
    // A browser-session cookie: the server's 12 hours are the real limit.
    expect(response.cookies.find((c) => c.name === 'soko_session')?.expires).toBeUndefined();
    clock.advanceMs(11 * HOUR_MS);
    expect((await sessionUser(client))?.id).toBe(account.id);
    clock.advanceMs(HOUR_MS - 1000);
    expect((await sessionUser(client))?.id).toBe(account.id);
    clock.advanceMs(1000);
    expect(await sessionUser(client)).toBeNull();
  });

  test('with remember-me it lasts 30 days, and the cookie says so', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    const response = await login(client, {
      email: account.email,
      password: account.password,
      remember: true,
    });
    const cookie = response.cookies.find((c) => c.name === 'soko_session');
    // Cookie dates have whole seconds.
    const expected = clock.now().getTime() + 30 * 24 * HOUR_MS;
    expect(Math.floor((cookie?.expires?.getTime() ?? 0) / 1000)).toBe(Math.floor(expected / 1000));
    clock.advanceMs(29 * 24 * HOUR_MS);
    expect((await sessionUser(client))?.id).toBe(account.id);
    clock.advanceMs(24 * HOUR_MS);
    expect(await sessionUser(client)).toBeNull();
  });

  test('an expired session acts as anonymous: no CSRF demanded, guarded routes say 401', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await logIn(client, account);
    clock.advanceMs(13 * HOUR_MS);
    const response = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username: account.username, email: account.email },
      csrf: false,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue',
      key: 'logInToContinue',
      params: {},
    });
  });

  test('signing in again rotates the session: the old token is dead', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await logIn(client, account);
    const oldToken = client.cookie('soko_session') ?? '';
    await logIn(client, account);
    const newToken = client.cookie('soko_session');
    expect(newToken).not.toBe(oldToken);
    const stale = new TestClient(app);
    stale.setCookie('soko_session', oldToken);
    expect(await sessionUser(stale)).toBeNull();
    expect((await sessionUser(client))?.id).toBe(account.id);
    const { rows } = await db.query('SELECT id FROM sessions WHERE user_id = $1', [account.id]);
    expect(rows).toHaveLength(1);
  });

  test('the secure flag follows COOKIE_SECURE, and a Secure cookie is named __Host-', async () => {
    const account = await createUser(secure.app);
    const client = new TestClient(secure.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const cookie = response.cookies.find((c) => c.name === '__Host-soko_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'soko_session')).toBeUndefined();
    expect((await sessionUser(client))?.id).toBe(account.id);
    const logout = await client.request({ method: 'POST', url: '/api/auth/logout' });
    const cleared = logout.cookies.find((c) => c.name === '__Host-soko_session');
    expect(cleared?.value).toBe('');
  });
});

describe('GET /api/auth/session and POST /api/auth/logout', () => {
  test('anonymous: user null and a fresh random csrfToken each time', async () => {
    const first = await app.inject({ url: '/api/auth/session' });
    const second = await app.inject({ url: '/api/auth/session' });
    expect(first.json().user).toBeNull();
    expect(first.json().csrfToken).toMatch(/^[\w-]{43}$/);
    expect(first.json().csrfToken).not.toBe(second.json().csrfToken);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  test('logout answers 204, deletes the session row and clears the cookie', async () => {
    const account = await createUser(app);
    const client = new TestClient(app);
    await logIn(client, account);
    const token = client.cookie('soko_session') ?? '';
    const response = await client.request({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'soko_session');
    expect(cleared?.value).toBe('');
    const { rows } = await db.query('SELECT id FROM sessions WHERE user_id = $1', [account.id]);
    expect(rows).toHaveLength(0);
    const replay = new TestClient(app);
    replay.setCookie('soko_session', token);
    expect(await sessionUser(replay)).toBeNull();
  });

  test('logout without a session is a harmless 204', async () => {
    const response = await new TestClient(app).request({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});
