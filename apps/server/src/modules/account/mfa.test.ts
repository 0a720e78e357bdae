/**
 * Two-factor authentication: setup (pending until confirmed), enable with recovery codes, sign-in
 * with a TOTP code (±1 step, no replay) or a recovery code (once), and disable. Codes are
 * computed with otpauth at the manual clock's time.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn, loginAs } from '../../../test/auth-helpers.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { totpCode } from '../../../test/totp.js';

const { app, clock } = await buildTestApp();
const STEP_MS = 30_000;

function login(payload: object, client = new TestClient(app)) {
  return client.request({ method: 'POST', url: '/api/auth/login', payload });
}

async function enrolledUser() {
  const signedIn = await loginAs(app, 'user');
  const enrolment = await enrolTotp(signedIn.client, clock.now());
  return { ...signedIn, ...enrolment };
}

describe('setup and enable', () => {
  test('setup returns a secret, an otpauth URL and an SVG QR code, and does not enable yet', async () => {
    const { client, user, account } = await loginAs(app, 'user');
    const response = await client.request({ method: 'POST', url: '/api/account/mfa/setup' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Soko:/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCodeDataUrl.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );
    expect((await client.request({ url: '/api/auth/session' })).json().user.mfaEnabled).toBe(false);
    // Not active: signing in still needs no code.
    expect((await login({ email: account.email, password: account.password })).json().user.id).toBe(
      user.id,
    );
  });

  test('enable refuses a wrong code, then accepts the right one and returns 10 recovery codes', async () => {
    const { client } = await loginAs(app, 'user');
    const setup = await client.request({ method: 'POST', url: '/api/account/mfa/setup' });
    const { secret } = setup.json();
    const wrong = await client.request({
      method: 'POST',
      url: '/api/account/mfa/enable',
      payload: { code: totpCode(secret, new Date(clock.now().getTime() + 10 * STEP_MS)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_MFA_CODE');
    const right = await client.request({
      method: 'POST',
      url: '/api/account/mfa/enable',
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await client.request({ url: '/api/auth/session' })).json().user.mfaEnabled).toBe(true);
    const again = await client.request({ method: 'POST', url: '/api/account/mfa/setup' });
    expect(again.statusCode).toBe(409);
  });

  test('enable without setup is 409', async () => {
    const { client } = await loginAs(app, 'user');
    const response = await client.request({
      method: 'POST',
      url: '/api/account/mfa/enable',
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('sign-in with two-factor', () => {
  test('the password alone answers {mfaRequired: true} without a session', async () => {
    const { account } = await enrolledUser();
    const client = new TestClient(app);
    const response = await login({ email: account.email, password: account.password }, client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mfaRequired: true });
    expect(client.cookie('soko_session')).toBeUndefined();
  });

  test('a current code signs in; the same code again is refused (replay)', async () => {
    const { account, secret, user } = await enrolledUser();
    const code = totpCode(secret, clock.now());
    const signedIn = await logIn(new TestClient(app), {
      email: account.email,
      password: account.password,
      code,
    });
    expect(signedIn.id).toBe(user.id);
    const replay = await login({ email: account.email, password: account.password, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('INVALID_MFA_CODE');
  });

  test('a code one step old or one step ahead is accepted; two steps is not', async () => {
    const { account, secret } = await enrolledUser();
    const credentials = { email: account.email, password: account.password };
    clock.advanceMs(5 * STEP_MS);
    const twoBehind = totpCode(secret, new Date(clock.now().getTime() - 2 * STEP_MS));
    expect((await login({ ...credentials, code: twoBehind })).statusCode).toBe(400);
    const oneBehind = totpCode(secret, new Date(clock.now().getTime() - STEP_MS));
    expect((await login({ ...credentials, code: oneBehind })).statusCode).toBe(200);
    const oneAhead = totpCode(secret, new Date(clock.now().getTime() + STEP_MS));
    expect((await login({ ...credentials, code: oneAhead })).statusCode).toBe(200);
  });

  test('a wrong code counts as a failed attempt', async () => {
    const { account, secret } = await enrolledUser();
    const client = new TestClient(app);
    const wrong = totpCode(secret, new Date(clock.now().getTime() + 10 * STEP_MS));
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await login({ email: account.email, password: account.password, code: wrong }, client))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await login(
      { email: account.email, password: account.password, code: totpCode(secret, clock.now()) },
      client,
    );
    expect(blocked.statusCode).toBe(429);
  });

  test('a recovery code signs in once, typed in any case', async () => {
    const { account, recoveryCodes } = await enrolledUser();
    const code = recoveryCodes[0] ?? '';
    const credentials = { email: account.email, password: account.password };
    expect((await login({ ...credentials, code: code.toUpperCase() })).statusCode).toBe(200);
    const reused = await login({ ...credentials, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_MFA_CODE');
    expect((await login({ ...credentials, code: recoveryCodes[1] ?? '' })).statusCode).toBe(200);
  });
});

describe('disable', () => {
  test('a wrong code is refused; a current code turns two-factor off', async () => {
    const { client, account, secret } = await enrolledUser();
    const bad = await client.request({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code: 'zzzz-zzzz', currentPassword: account.password },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_MFA_CODE');
    const response = await client.request({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code: totpCode(secret, clock.now()), currentPassword: account.password },
    });
    expect(response.statusCode).toBe(204);
    expect((await client.request({ url: '/api/auth/session' })).json().user.mfaEnabled).toBe(false);
    expect(
      (await login({ email: account.email, password: account.password })).json().user,
    ).toBeDefined();
  });

  test('a current code without the password, or with a wrong one, is not enough', async () => {
    const { client, secret } = await enrolledUser();
    const code = totpCode(secret, clock.now());
    const missing = await client.request({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.currentPassword).toBe('Current password is required');
    const wrong = await client.request({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code, currentPassword: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const session = await client.request({ url: '/api/auth/session' });
    expect(session.json().user.mfaEnabled).toBe(true);
  });

  test('a recovery code can turn it off too, and the codes die with it', async () => {
    const { client, account, recoveryCodes } = await enrolledUser();
    const response = await client.request({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code: recoveryCodes[3] ?? '', currentPassword: account.password },
    });
    expect(response.statusCode).toBe(204);
    const { rows } = await app.services.db.query(
      'SELECT id FROM mfa_recovery_codes WHERE user_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(0);
  });

  test('disable when not enabled is 409', async () => {
    const { client } = await loginAs(app, 'user');
    const response = await client.request({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code: '123456', currentPassword: 'whatever it is' },
    });
    expect(response.statusCode).toBe(409);
  });
});
