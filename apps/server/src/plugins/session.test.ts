/**
 * CSRF, enforced app-wide by the session plugin: a state-changing request that carries a live
 * session must send X-CSRF-Token equal to the session's token, else 403 CSRF_FAILED and nothing
 * changes. Requests without a session need no token.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/auth-helpers.js';
import { uniqueName } from '../../test/factories.js';

const { app, db } = await buildTestApp();

async function usernameOf(id: string) {
  const { rows } = await db.query<{ username: string }>(
    'SELECT username FROM users WHERE id = $1',
    [id],
  );
  return rows[0]?.username;
}

describe('CSRF protection', () => {
  test.each([
    ['without the header', undefined],
    ['with a wrong header', 'not-the-token'],
  ])(
    'a PATCH with a session but %s is 403 CSRF_FAILED and changes nothing',
    async (_label, header) => {
      const { client, user } = await loginAs(app, 'user');
      const response = await client.request({
        method: 'PATCH',
        url: '/api/account/profile',
        payload: { username: uniqueName('renamed'), email: user.email },
        csrf: false,
        headers: header ? { 'x-csrf-token': header } : {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'CSRF_FAILED',
          message: 'Invalid or missing CSRF token',
          key: 'csrfFailed',
          params: {},
        },
      });
      expect(await usernameOf(user.id)).toBe(user.username);
    },
  );

  test('logout without the token does not end the session (no forced sign-out from other sites)', async () => {
    const { client, user } = await loginAs(app, 'user');
    const response = await client.request({ method: 'POST', url: '/api/auth/logout', csrf: false });
    expect(response.statusCode).toBe(403);
    const session = await client.request({ url: '/api/auth/session' });
    expect(session.json().user.id).toBe(user.id);
  });

  test("another session's token is refused", async () => {
    const first = await loginAs(app, 'user');
    const second = await loginAs(app, 'user');
    const response = await first.client.request({
      method: 'POST',
      url: '/api/auth/logout',
      csrf: false,
      headers: { 'x-csrf-token': second.client.csrfToken ?? '' },
    });
    expect(response.statusCode).toBe(403);
  });

  test('with the right header the same request goes through', async () => {
    const { client, user } = await loginAs(app, 'user');
    const username = uniqueName('renamed');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { username, email: user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(await usernameOf(user.id)).toBe(username);
  });

  test("GET /api/auth/session hands the session's own token back", async () => {
    const { client } = await loginAs(app, 'user');
    const token = client.csrfToken;
    const response = await client.request({ url: '/api/auth/session' });
    expect(response.json().csrfToken).toBe(token);
  });

  test('anonymous state-changing requests need no token', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(202);
  });
});
