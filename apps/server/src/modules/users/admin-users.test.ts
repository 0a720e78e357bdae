/**
 * The admin users screen: list with search, filters, pagination and an exact total, newest
 * first; role and status changes; suspension ending sessions; no self-demotion or self-suspension.
 * Each test names its accounts with a fresh prefix and searches for it, so tests stay independent.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn, loginAs } from '../../../test/auth-helpers.js';
import { createUser, uniqueName } from '../../../test/factories.js';

const { app, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');

async function list(query: string) {
  const response = await admin.client.request({ url: `/api/admin/users?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    items: { id: string; username: string; role: string; status: string }[];
    total: number;
  }>();
}

function update(id: string, payload: object, client = admin.client) {
  return client.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload });
}

describe('GET /api/admin/users', () => {
  test('searches username or email in any case, newest first, with the exact total', async () => {
    const tag = uniqueName('Find');
    const older = await createUser(app, { username: `${tag}_a` });
    clock.advanceMs(1000);
    const newer = await createUser(app, {
      username: `x${tag.slice(1)}_b`,
      email: `${tag}@Mail.example.com`,
    });
    await createUser(app);
    const result = await list(`q=${encodeURIComponent(tag.toUpperCase())}`);
    expect(result.total).toBe(2);
    expect(result.items.map((u) => u.id)).toEqual([newer.id, older.id]);
    expect(result.items[0]).toEqual({
      id: newer.id,
      username: newer.username,
      email: newer.email,
      role: 'user',
      status: 'active',
      emailVerified: true,
      mfaEnabled: false,
      createdAt: clock.now().toISOString(),
    });
  });

  test('filters by role and status, and pages', async () => {
    const tag = uniqueName('Filter');
    for (let i = 0; i < 3; i += 1) await createUser(app, { username: `${tag}_u${i}` });
    await createUser(app, { username: `${tag}_adm`, role: 'admin' });
    await createUser(app, { username: `${tag}_sus`, status: 'suspended' });
    expect((await list(`q=${tag}&role=admin`)).items.map((u) => u.username)).toEqual([
      `${tag}_adm`,
    ]);
    expect((await list(`q=${tag}&status=suspended`)).items.map((u) => u.username)).toEqual([
      `${tag}_sus`,
    ]);
    const page1 = await list(`q=${tag}&pageSize=2&page=1`);
    const page3 = await list(`q=${tag}&pageSize=2&page=3`);
    expect(page1.total).toBe(5);
    expect(page1.items).toHaveLength(2);
    expect(page3.items).toHaveLength(1);
    expect((await list(`q=${tag}&pageSize=2&page=9`)).items).toEqual([]);
  });

  test('LIKE wildcards in the search are plain characters', async () => {
    const tag = uniqueName('Wild');
    await createUser(app, { username: `${tag}_x` });
    expect((await list(`q=${encodeURIComponent('%')}${tag}`)).total).toBe(0);
    expect((await list(`q=${tag}_x`)).total).toBe(1);
  });

  test('bad query values are 400', async () => {
    const response = await admin.client.request({ url: '/api/admin/users?pageSize=1000' });
    expect(response.statusCode).toBe(400);
    expect((await admin.client.request({ url: '/api/admin/users?role=owner' })).statusCode).toBe(
      400,
    );
  });
});

describe('PATCH /api/admin/users/:id', () => {
  test('promotes a user to admin, who then reaches the admin area', async () => {
    const target = await loginAs(app, 'user');
    expect((await target.client.request({ url: '/api/admin/users' })).statusCode).toBe(403);
    const response = await update(target.user.id, { role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.user.id, role: 'admin', status: 'active' });
    // Roles are read from the database on every request: no new sign-in needed.
    expect((await target.client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
  });

  test("suspending ends the user's sessions and blocks sign-in; reactivating allows it again", async () => {
    const target = await loginAs(app, 'user');
    const response = await update(target.user.id, { status: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('suspended');
    expect((await target.client.request({ url: '/api/auth/session' })).json().user).toBeNull();
    const refused = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.account.email, password: target.password },
    });
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await update(target.user.id, { status: 'active' })).statusCode).toBe(200);
    await logIn(new TestClient(app), target.account);
  });

  test('an admin cannot demote or suspend themself (409), but may demote another admin', async () => {
    const demote = await update(admin.user.id, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toEqual({
      code: 'CONFLICT',
      message: 'You cannot remove your own admin role.',
      key: 'cannotRemoveOwnAdmin',
      params: {},
    });
    const suspend = await update(admin.user.id, { status: 'suspended' });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().error).toEqual({
      code: 'CONFLICT',
      message: 'You cannot suspend your own account.',
      key: 'cannotSuspendSelf',
      params: {},
    });
    expect((await admin.client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
    const other = await createUser(app, { role: 'admin' });
    expect((await update(other.id, { role: 'user' })).json().role).toBe('user');
  });

  test('an unknown id is 404; an empty change is 400', async () => {
    const missing = await update('usr_missing', { role: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const target = await createUser(app);
    expect((await update(target.id, {})).statusCode).toBe(400);
  });
});
