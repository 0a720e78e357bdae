/**
 * Registration through POST /api/auth/register: the shared schema's messages for bad input, the
 * case-insensitive uniqueness of usernames and emails (including the insert race), the session
 * it starts and the verification mail it sends.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { uniqueName } from '../../../test/factories.js';

const { app, mail, config } = await buildTestApp();

function register(payload: unknown, client = new TestClient(app)) {
  return client.request({ method: 'POST', url: '/api/auth/register', payload: payload as object });
}

describe('POST /api/auth/register', () => {
  test.each(['password123', 'qwerty123', 'iloveyou', 'Password1'])(
    'a common password (%s) is refused on the field with a clear message',
    async (password) => {
      const username = uniqueName('Weak');
      const response = await register({ username, email: `${username}@example.com`, password });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('too common or too easy to guess'),
        fields: { password: expect.stringContaining('too common or too easy to guess') },
        key: 'weakPassword',
        params: {},
        fieldKeys: { password: { key: 'weakPassword', params: {} } },
      });
    },
  );

  test('a password made of the username is refused too', async () => {
    const username = uniqueName('Kipchoge');
    const response = await register({
      username,
      email: `${username}@example.com`,
      password: username.toLowerCase(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBeDefined();
  });

  test('creates the account, signs it in and answers 201 {user, csrfToken}', async () => {
    const client = new TestClient(app);
    const username = uniqueName('Amina');
    const response = await register(
      { username, email: ` ${username}@Example.com `, password: 'long enough' },
      client,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.stringMatching(/^usr_/),
      email: `${username}@Example.com`,
      username,
      role: 'user',
      emailVerified: false,
      mfaEnabled: false,
      mfaEnrolmentRequired: false,
      // No cookie and no Accept-Language: the account starts in English (decisions.md 28).
      language: 'en',
    });
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'soko_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const session = await client.request({ url: '/api/auth/session' });
    expect(session.json()).toEqual({ user: body.user, csrfToken: body.csrfToken });
  });

  test('mails a verification link to the web app', async () => {
    const username = uniqueName('mailme');
    const response = await register({
      username,
      email: `${username}@example.com`,
      password: 'long enough',
    });
    expect(response.statusCode).toBe(201);
    const message = mail.findLast((m) => m.to === `${username}@example.com`);
    expect(message?.subject).toBe('Confirm your email address for Soko');
    expect(message?.text).toMatch(
      new RegExp(`${config.publicUrl}/verify-email\\?token=[\\w-]{43}`),
    );
  });

  test.each([
    [{ email: 'a@example.com', password: 'long enough' }, 'username', 'Username is required'],
    [
      { username: '', email: 'a@example.com', password: 'long enough' },
      'username',
      'Username is required',
    ],
    [
      { username: 'ab', email: 'a@example.com', password: 'long enough' },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      { username: 'a b c', email: 'a@example.com', password: 'long enough' },
      'username',
      'Username may contain only letters, numbers and underscores',
    ],
    [{ username: 'abc', password: 'long enough' }, 'email', 'Email is required'],
    [
      { username: 'abc', email: 'not-an-email', password: 'long enough' },
      'email',
      'Please enter a valid email address',
    ],
    [{ username: 'abc', email: 'a@example.com' }, 'password', 'Password is required'],
    [
      { username: 'abc', email: 'a@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields[field]).toBe(message);
    expect(error.message).toBe(message);
    expect(response.cookies).toEqual([]);
  });

  test("refuses unknown fields (the form's confirmation never reaches the server)", async () => {
    const response = await register({
      username: uniqueName(),
      email: `${uniqueName()}@example.com`,
      password: 'long enough',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
  });

  test('a username taken in another case is 409 USERNAME_TAKEN', async () => {
    const username = uniqueName('Taken');
    expect(
      (await register({ username, email: `${username}@example.com`, password: 'long enough' }))
        .statusCode,
    ).toBe(201);
    const response = await register({
      username: username.toUpperCase(),
      email: `other_${username}@example.com`,
      password: 'long enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'USERNAME_TAKEN',
        message: 'This username is already taken',
        key: 'usernameTaken',
        params: {},
      },
    });
  });

  test('an email taken in another case is 409 EMAIL_TAKEN', async () => {
    const username = uniqueName('mail');
    expect(
      (await register({ username, email: `${username}@example.com`, password: 'long enough' }))
        .statusCode,
    ).toBe(201);
    const response = await register({
      username: `${username}_2`,
      email: `${username.toUpperCase()}@EXAMPLE.COM`,
      password: 'long enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
        key: 'emailTaken',
        params: {},
      },
    });
  });

  test('two simultaneous registrations of one username: one 201, one 409', async () => {
    const username = uniqueName('race');
    const responses = await Promise.all(
      [1, 2].map((n) =>
        register({ username, email: `${username}_${n}@example.com`, password: 'long enough' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json().error.code).toBe('USERNAME_TAKEN');
  });

  test('registering while signed in replaces the old session', async () => {
    const client = new TestClient(app);
    const first = uniqueName('first');
    await register(
      { username: first, email: `${first}@example.com`, password: 'long enough' },
      client,
    );
    const oldCookie = client.cookie('soko_session');
    const second = uniqueName('second');
    const response = await register(
      { username: second, email: `${second}@example.com`, password: 'long enough' },
      client,
    );
    expect(response.statusCode).toBe(201);
    expect(client.cookie('soko_session')).not.toBe(oldCookie);
    const stale = new TestClient(app);
    stale.setCookie('soko_session', oldCookie ?? '');
    expect((await stale.request({ url: '/api/auth/session' })).json().user).toBeNull();
  });
});
