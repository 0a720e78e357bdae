/**
 * Role guards for the whole admin area. The test walks EVERY route registered under /api/admin
 * (recorded by buildTestApp's onRoute hook), so admin routes added by later modules are covered
 * without touching this file: anonymous → 401, a user → 403, an admin gets past the guard.
 * Then REQUIRE_ADMIN_MFA: an admin without two-factor authentication is refused everywhere.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/auth-helpers.js';
import { enrolTotp } from '../../test/mfa-helpers.js';

const plain = await buildTestApp();
const strict = await buildTestApp({ REQUIRE_ADMIN_MFA: 'true' });

/** [method, url with each :param filled in] for every admin route except HEAD. */
function adminRoutes(routes: typeof plain.routes) {
  return routes
    .filter((route) => route.url.startsWith('/api/admin'))
    .flatMap((route) => [route.method].flat().map((method) => [method, route.url] as const))
    .filter(([method]) => method !== 'HEAD' && method !== 'OPTIONS')
    .map(([method, url]) => [method, url.replace(/:[A-Za-z]+/g, 'usr_does_not_exist')] as const);
}

const routes = adminRoutes(plain.routes);

test('the admin area has routes to guard (this test would be empty otherwise)', () => {
  expect(routes).toContainEqual(['GET', '/api/admin/users']);
  expect(routes).toContainEqual(['PATCH', '/api/admin/users/usr_does_not_exist']);
});

describe.each(routes)('%s %s', (method, url) => {
  test('anonymous → 401 UNAUTHENTICATED', async () => {
    const response = await new TestClient(plain.app).request({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue',
      key: 'logInToContinue',
      params: {},
    });
  });

  test('a signed-in user → 403 FORBIDDEN', async () => {
    const { client } = await loginAs(plain.app, 'user');
    const response = await client.request({ method, url, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have access to this page',
      key: 'noAccess',
      params: {},
    });
  });

  test('an admin gets past the guard', async () => {
    const { client } = await loginAs(plain.app, 'admin');
    const response = await client.request({ method, url, payload: {} });
    expect([401, 403]).not.toContain(response.statusCode);
  });

  test('with REQUIRE_ADMIN_MFA, an admin without two-factor → 403 MFA_ENROLMENT_REQUIRED', async () => {
    const { client } = await loginAs(strict.app, 'admin');
    const response = await client.request({ method, url, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
  });
});

describe('REQUIRE_ADMIN_MFA', () => {
  test('the session says mfaEnrolmentRequired until the admin enrols, then the area opens', async () => {
    const { client, user } = await loginAs(strict.app, 'admin');
    expect(user.mfaEnrolmentRequired).toBe(true);
    expect((await client.request({ url: '/api/admin/users' })).statusCode).toBe(403);
    await enrolTotp(client, strict.clock.now());
    const session = await client.request({ url: '/api/auth/session' });
    expect(session.json().user).toMatchObject({ mfaEnabled: true, mfaEnrolmentRequired: false });
    expect((await client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
  });

  test('users are not asked to enrol, and admins are not when the setting is off', async () => {
    const user = await loginAs(strict.app, 'user');
    expect(user.user.mfaEnrolmentRequired).toBe(false);
    const admin = await loginAs(plain.app, 'admin');
    expect(admin.user.mfaEnrolmentRequired).toBe(false);
  });
});
