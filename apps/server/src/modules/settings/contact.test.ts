/**
 * The operator's contact details: empty until an admin sets them, readable by anyone (the
 * Contact and Help page), changed only by admins, validated, and audited before and after.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';

const { app, db } = await buildTestApp();
const admin = await loginAs(app, 'admin');
const anonymous = new TestClient(app);

function put(payload: object, client = admin.client) {
  return client.request({ method: 'PUT', url: '/api/admin/settings/contact', payload });
}

describe('operator contact details', () => {
  test('start empty and are public', async () => {
    const response = await anonymous.request({ url: '/api/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: '',
      supportPhone: '',
      address: '',
      updatedAt: expect.any(String) as string,
    });
  });

  test('an admin sets them; everyone sees them; the change is audited', async () => {
    const change = {
      supportEmail: 'help@soko.example',
      supportPhone: '0712 345 678',
      address: 'Soko Ltd, Moi Avenue, Nairobi',
    };
    const response = await put(change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(change);
    expect((await anonymous.request({ url: '/api/contact' })).json()).toMatchObject(change);
    expect(await auditRows(db, 'settings.update', 'contact')).toEqual([
      expect.objectContaining({
        before: { supportEmail: '', supportPhone: '', address: '' },
        after: change,
      }),
    ]);
    // Sending the same values again writes no second entry.
    await put(change);
    expect(await auditRows(db, 'settings.update', 'contact')).toHaveLength(1);
  });

  test.each([
    [{ supportEmail: 'not an email' }, 'Enter a valid email address.'],
    [
      { supportPhone: 'call me' },
      'Use digits, spaces and an optional leading +, e.g. 0712 345 678.',
    ],
    [{ address: 'x'.repeat(301) }, 'The address is at most 300 characters.'],
  ])('%j is refused: %s', async (payload, message) => {
    const before = (await anonymous.request({ url: '/api/contact' })).json<unknown>();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await anonymous.request({ url: '/api/contact' })).json()).toEqual(before);
  });

  test('only admins may change them', async () => {
    const trader = await loginAs(app, 'user');
    expect((await put({ address: 'Elsewhere' }, trader.client)).statusCode).toBe(403);
    expect((await put({ address: 'Elsewhere' }, anonymous)).statusCode).toBe(401);
  });
});
