/**
 * The trader's language (decisions.md 28): a new account keeps the language the visitor read the
 * site in, PUT /api/account/language changes it, sign-in brings it to a new browser as the
 * cookie, and the account's emails are written in it.
 */
import { describe, expect, test, vi } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { uniqueName } from '../../../test/factories.js';

const { app, mail } = await buildTestApp();
const PASSWORD = 'a long passphrase 42';

async function registerWith(headers: Record<string, string>) {
  const client = new TestClient(app);
  const username = uniqueName('Lugha');
  const email = `${username}@example.com`;
  const response = await client.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: PASSWORD },
    headers,
  });
  expect(response.statusCode).toBe(201);
  client.csrfToken = response.json().csrfToken;
  return { client, email, user: response.json().user };
}

describe('the account language', () => {
  test('a visitor reading Kiswahili gets an account and a verification email in Kiswahili', async () => {
    const { user, email } = await registerWith({ cookie: 'soko_lang=sw' });
    expect(user.language).toBe('sw');
    const message = mail.findLast((m) => m.to === email);
    expect(message?.subject).toBe('Thibitisha barua pepe yako ya Soko');
    expect(message?.text).toContain('Tafadhali thibitisha barua pepe yako');
  });

  test('without a cookie the browser language decides', async () => {
    const { user } = await registerWith({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(user.language).toBe('sw');
  });

  test('PUT /api/account/language keeps the choice, sets the cookie, and sign-in brings it back', async () => {
    const { client, email } = await registerWith({ 'accept-language': 'en' });
    const response = await client.request({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'sw' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('sw');
    expect(response.cookies.find((c) => c.name === 'soko_lang')?.value).toBe('sw');

    // Another browser, with no cookie: signing in hands it the account's language.
    const other = new TestClient(app);
    const login = await other.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.language).toBe('sw');
    expect(login.cookies.find((c) => c.name === 'soko_lang')).toMatchObject({
      value: 'sw',
      path: '/',
      sameSite: 'Lax',
    });
    expect(login.cookies.find((c) => c.name === 'soko_lang')?.httpOnly).toBeFalsy();

    // The password-reset mail follows the account's language too.
    await other.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await vi.waitFor(() =>
      expect(mail.findLast((m) => m.to === email)?.subject).toBe('Badilisha nenosiri lako la Soko'),
    );
  });

  test('a language we do not speak is refused, and a visitor cannot set one on no account', async () => {
    const { client } = await registerWith({});
    const refused = await client.request({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    const anonymous = await new TestClient(app).request({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'sw' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
