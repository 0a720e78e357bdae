/**
 * Forgot password end to end: 202 whatever the email, the mailed link (captured by the test
 * mailer), single use, 1-hour expiry, and every session of the account ended by the reset.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn } from '../../../test/auth-helpers.js';
import { createUser } from '../../../test/factories.js';

const { app, clock, mail, config } = await buildTestApp();
const INVALID = {
  error: {
    code: 'INVALID_TOKEN',
    message: 'This link is invalid or has expired. Please request a new one.',
    key: 'invalidToken',
    params: {},
  },
};

function forgot(email: string) {
  return new TestClient(app).request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
}

function reset(token: string, password: string, client = new TestClient(app)) {
  return client.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
}

/** The token of the newest reset mail to this address. */
function resetToken(email: string): string {
  const message = mail.findLast((m) => m.to === email && m.subject === 'Reset your Soko password');
  const match = message?.text.match(/\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset mail to ${email}`);
  return match[1];
}

describe('POST /api/auth/forgot-password', () => {
  test('mails a link to the web app for a known address and answers 202', async () => {
    const account = await createUser(app);
    const response = await forgot(account.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    const message = mail.findLast((m) => m.to === account.email);
    expect(message?.text).toContain(`${config.publicUrl}/reset-password?token=`);
    expect(message?.text).toContain('valid for 1 hour');
  });

  test('answers the same 202 for an unknown address and sends nothing', async () => {
    const before = mail.length;
    const response = await forgot('nobody-here@example.com');
    expect(response.statusCode).toBe(202);
    expect(mail.length).toBe(before);
  });
});

describe('POST /api/auth/reset-password', () => {
  test('a common password is refused and the link still works for a better one', async () => {
    const account = await createUser(app);
    await forgot(account.email);
    const token = resetToken(account.email);
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/too common or too easy to guess/);
    expect((await reset(token, 'brand new password')).statusCode).toBe(204);
  });

  test('sets the new password, ends every session, and works only once', async () => {
    const account = await createUser(app);
    const laptop = new TestClient(app);
    const phone = new TestClient(app);
    await logIn(laptop, account);
    await logIn(phone, account);
    await forgot(account.email);
    const token = resetToken(account.email);

    const response = await reset(token, 'brand new password', laptop);
    expect(response.statusCode).toBe(204);
    for (const client of [laptop, phone]) {
      expect((await client.request({ url: '/api/auth/session' })).json().user).toBeNull();
    }
    const old = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(old.statusCode).toBe(401);
    await logIn(new TestClient(app), { email: account.email, password: 'brand new password' });

    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  test('a link expires after 1 hour', async () => {
    const account = await createUser(app);
    await forgot(account.email);
    const token = resetToken(account.email);
    clock.advanceMs(3_600_000);
    const response = await reset(token, 'brand new password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    await logIn(new TestClient(app), account);
  });

  test('only the newest link works', async () => {
    const account = await createUser(app);
    await forgot(account.email);
    const first = resetToken(account.email);
    await forgot(account.email);
    const second = resetToken(account.email);
    expect((await reset(first, 'brand new password')).statusCode).toBe(400);
    expect((await reset(second, 'brand new password')).statusCode).toBe(204);
  });

  test('a made-up token is refused, and the new password follows the shared rules', async () => {
    expect((await reset('x'.repeat(43), 'brand new password')).json()).toEqual(INVALID);
    const short = await reset('x'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must be at least 8 characters');
  });

  test('no more than 5 reset mails an hour per account; still 202', async () => {
    const account = await createUser(app);
    for (let i = 0; i < 7; i += 1) expect((await forgot(account.email)).statusCode).toBe(202);
    expect(mail.filter((m) => m.to === account.email)).toHaveLength(5);
  });
});
