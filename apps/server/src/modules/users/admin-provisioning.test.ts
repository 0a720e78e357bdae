/** The admin:create command's core and the ADMIN_EMAIL bootstrap: create, promote, idempotent. */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn } from '../../../test/auth-helpers.js';
import { createUser, uniqueName } from '../../../test/factories.js';
import { provisionAdmin } from './admin-provisioning.js';
import { ensureBootstrapAdmin } from './bootstrap-admin.js';
import { findUserByEmail } from './users.repository.js';

const { app, db, config } = await buildTestApp();
const hasher = app.services.passwordHasher;
const fresh = await buildTestApp();

describe('provisionAdmin', () => {
  test('creates a verified admin who can sign in and reach the admin area', async () => {
    const username = uniqueName('boss');
    const email = `${username}@example.com`;
    expect(await provisionAdmin(db, hasher, { email, username, password: 'admin password' })).toBe(
      'created',
    );
    const row = await findUserByEmail(db, email);
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
    expect(row?.email_verified_at).not.toBeNull();
    const client = new TestClient(app);
    const user = await logIn(client, { email, password: 'admin password' });
    expect(user.role).toBe('admin');
    expect((await client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
  });

  test('promotes an existing account and sets the given password; running it again changes nothing else', async () => {
    const account = await createUser(app);
    const input = {
      email: account.email.toUpperCase(),
      username: 'ignored_name',
      password: 'new admin password',
    };
    expect(await provisionAdmin(db, hasher, input)).toBe('promoted');
    expect(await provisionAdmin(db, hasher, input)).toBe('already_admin');
    const row = await findUserByEmail(db, account.email);
    expect(row).toMatchObject({ role: 'admin', username: account.username });
    await logIn(new TestClient(app), { email: account.email, password: 'new admin password' });
  });

  test('the bootstrap admin is created only while there is no admin', async () => {
    const email = `${uniqueName('first')}@example.com`;
    const bootstrapConfig = {
      ...config,
      adminEmail: email,
      adminPassword: 'bootstrap password',
      adminUsername: 'first_admin',
    };
    await ensureBootstrapAdmin(fresh.app.services, bootstrapConfig, fresh.app.log);
    expect((await findUserByEmail(fresh.db, email))?.role).toBe('admin');
    const second = { ...bootstrapConfig, adminEmail: `${uniqueName('second')}@example.com` };
    await ensureBootstrapAdmin(fresh.app.services, second, fresh.app.log);
    expect(await findUserByEmail(fresh.db, second.adminEmail)).toBeUndefined();
  });
});
