/**
 * Email verification: the link mailed at registration confirms the address once; resend
 * retires older links; a link for an address the account no longer has is refused.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { registerAndLogin } from '../../../test/auth-helpers.js';

const { app, mail, clock } = await buildTestApp();

function verificationToken(email: string): string {
  const message = mail.findLast((m) => m.to === email && m.text.includes('/verify-email?token='));
  const match = message?.text.match(/\/verify-email\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no verification mail to ${email}`);
  return match[1];
}

function verify(token: string, client = new TestClient(app)) {
  return client.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

describe('POST /api/auth/verify-email', () => {
  test('the registration link verifies the address once, from any device', async () => {
    const { client, email } = await registerAndLogin(app);
    const token = verificationToken(email);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true });
    const session = await client.request({ url: '/api/auth/session' });
    expect(session.json().user.emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  test('a link expires after 48 hours', async () => {
    const { email } = await registerAndLogin(app);
    const token = verificationToken(email);
    clock.advanceMs(48 * 3_600_000);
    expect((await verify(token)).statusCode).toBe(400);
  });

  test('a link sent to an address the account has left is refused', async () => {
    const { client, email, username, password } = await registerAndLogin(app);
    const oldToken = verificationToken(email);
    const changed = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username, email: `new_${email}`, currentPassword: password },
    });
    expect(changed.statusCode).toBe(200);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(verificationToken(`new_${email}`))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/resend-verification', () => {
  test('sends a new link (204) and the previous one stops working', async () => {
    const { client, email } = await registerAndLogin(app);
    const first = verificationToken(email);
    const response = await client.request({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(response.statusCode).toBe(204);
    const second = verificationToken(email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  test('sends nothing once verified', async () => {
    const { client, email } = await registerAndLogin(app);
    await verify(verificationToken(email));
    const before = mail.length;
    expect(
      (await client.request({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode,
    ).toBe(204);
    expect(mail.length).toBe(before);
  });

  test('needs a session', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/resend-verification',
    });
    expect(response.statusCode).toBe(401);
  });

  test('at most 5 links an hour, then 429', async () => {
    const { client } = await registerAndLogin(app);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await client.request({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode,
      ).toBe(204);
    }
    const refused = await client.request({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
