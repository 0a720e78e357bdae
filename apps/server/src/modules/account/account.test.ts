/**
 * The signed-in user's profile and password: uniqueness and re-verification on profile change,
 * and a password change that verifies the current password and ends the other sessions.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn, loginAs, registerAndLogin } from '../../../test/auth-helpers.js';
import { createUser, uniqueName } from '../../../test/factories.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { totpCode } from '../../../test/totp.js';

const { app, mail, clock } = await buildTestApp();

function updateProfile(client: TestClient, payload: object) {
  return client.request({ method: 'PATCH', url: '/api/account/profile', payload });
}

function changePassword(client: TestClient, payload: object) {
  return client.request({ method: 'POST', url: '/api/account/password', payload });
}

describe('PATCH /api/account/profile', () => {
  test('changes the username; the email stays verified when it does not change', async () => {
    const { client, user } = await loginAs(app, 'user');
    const username = uniqueName('Renamed');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username, email: user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, username, emailVerified: true });
  });

  test('a new email is unverified, gets a link, and the old address is told', async () => {
    const { client, user, password } = await loginAs(app, 'user');
    const email = `${uniqueName('moved')}@example.com`;
    const response = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username: user.username, email, currentPassword: password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, emailVerified: false });
    expect(mail.findLast((m) => m.to === email)?.text).toContain('/verify-email?token=');
    expect(mail.findLast((m) => m.to === user.email)?.subject).toBe(
      'Your Soko email address was changed',
    );
  });

  test("someone else's username or email, in any case, is 409", async () => {
    const other = await createUser(app);
    const { client, user } = await loginAs(app, 'user');
    const byName = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username: other.username.toUpperCase(), email: user.email },
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().error.code).toBe('USERNAME_TAKEN');
    const byEmail = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username: user.username, email: other.email.toUpperCase() },
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error.code).toBe('EMAIL_TAKEN');
  });

  test('fields are required, with the shared messages; anonymous is 401', async () => {
    const { client } = await loginAs(app, 'user');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username: '', email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      username: 'Username is required',
      email: 'Email is required',
    });
    const anonymous = await new TestClient(app).request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username: 'abc', email: 'a@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/account/profile: a new email needs the owner, not only the session', () => {
  test('without the current password it is refused on the field and nothing changes', async () => {
    const { client, user } = await loginAs(app, 'user');
    const response = await updateProfile(client, {
      username: user.username,
      email: `${uniqueName('thief')}@example.com`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { currentPassword: 'Enter your current password to change your email' },
    });
    const session = await client.request({ url: '/api/auth/session' });
    expect(session.json().user.email).toBe(user.email);
  });

  test('a wrong password is refused and guessing is throttled like sign-in', async () => {
    const { client, user, password } = await loginAs(app, 'user');
    const email = `${uniqueName('thief')}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const guess = await updateProfile(client, {
        username: user.username,
        email,
        currentPassword: `guess ${i}`,
      });
      expect(guess.statusCode).toBe(400);
      expect(guess.json().error.fields).toEqual({
        currentPassword: 'Current password is incorrect',
      });
    }
    const blocked = await updateProfile(client, {
      username: user.username,
      email,
      currentPassword: password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
  });

  test('with two-factor on it also needs a valid code', async () => {
    const { client, user, password } = await loginAs(app, 'user');
    const { secret } = await enrolTotp(client, clock.now());
    const email = `${uniqueName('moved')}@example.com`;
    const base = { username: user.username, email, currentPassword: password };
    const noCode = await updateProfile(client, base);
    expect(noCode.statusCode).toBe(400);
    expect(Object.keys(noCode.json().error.fields)).toEqual(['code']);
    const wrong = await updateProfile(client, { ...base, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_MFA_CODE' });
    expect(wrong.json().error.fields.code).toBeDefined();
    const right = await updateProfile(client, { ...base, code: totpCode(secret, clock.now()) });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
  });

  test('a rename alone still needs no password', async () => {
    const { client, user } = await loginAs(app, 'user');
    const response = await updateProfile(client, {
      username: uniqueName('Renamed'),
      email: user.email,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  test('a wrong current password is refused on the field and nothing changes', async () => {
    const { client, account } = await loginAs(app, 'user');
    const response = await changePassword(client, {
      currentPassword: 'not my password',
      newPassword: 'a brand new one',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Current password is incorrect',
        key: 'currentPasswordIncorrect',
        params: {},
        fields: { currentPassword: 'Current password is incorrect' },
        fieldKeys: { currentPassword: { key: 'currentPasswordIncorrect', params: {} } },
      },
    });
    await logIn(new TestClient(app), account);
  });

  test('changes the password, keeps this session and ends the others', async () => {
    const { client, email, password } = await registerAndLogin(app);
    const other = new TestClient(app);
    await logIn(other, { email, password });
    const response = await changePassword(client, {
      currentPassword: password,
      newPassword: 'a brand new one',
    });
    expect(response.statusCode).toBe(204);
    expect((await client.request({ url: '/api/auth/session' })).json().user).not.toBeNull();
    expect((await other.request({ url: '/api/auth/session' })).json().user).toBeNull();
    await logIn(new TestClient(app), { email, password: 'a brand new one' });
  });

  test('a common new password is refused on its field', async () => {
    const { client, password } = await loginAs(app, 'user');
    const response = await changePassword(client, {
      currentPassword: password,
      newPassword: 'password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.newPassword).toMatch(/too common or too easy to guess/);
  });

  test('the new password follows the shared rules', async () => {
    const { client, password } = await loginAs(app, 'user');
    const response = await changePassword(client, {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.newPassword).toBe('Password must be at least 8 characters');
  });

  test('guessing the current password is throttled like sign-in', async () => {
    const { client, password } = await loginAs(app, 'user');
    for (let i = 0; i < 5; i += 1) {
      const guess = await changePassword(client, {
        currentPassword: `guess ${i}`,
        newPassword: 'a brand new one',
      });
      expect(guess.statusCode).toBe(400);
    }
    const blocked = await changePassword(client, {
      currentPassword: password,
      newPassword: 'a brand new one',
    });
    expect(blocked.statusCode).toBe(429);
  });
});
