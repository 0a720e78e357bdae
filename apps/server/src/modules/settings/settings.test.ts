/**
 * Platform settings: the spec's defaults, partial updates (a tax as a number or a numeric
 * string), every rejection with its message and nothing changed, the audit entry of each change,
 * and the admin two-factor requirement, which follows the settings row (or REQUIRE_ADMIN_MFA
 * while the row says nothing). The two-factor tests use apps of their own, since turning the
 * requirement on would lock the main admin out of the other tests.
 */
import { describe, expect, test } from 'vitest';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';

const { app, db, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');
const own = await buildTestApp();
const strict = await buildTestApp({ REQUIRE_ADMIN_MFA: 'true' });

async function current(client = admin.client) {
  const response = await client.request({ url: '/api/admin/settings' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

/** Excise on fees (decisions.md 24): 10 % from 1 July 2025, until an admin adds a rate. */
const exciseDefaults = {
  exciseRatePercent: '10',
  exciseEffectiveFrom: '2025-07-01',
  exciseRates: [{ ratePercent: '10', effectiveFrom: '2025-07-01' }],
};

function put(payload: unknown, client = admin.client) {
  return client.request({ method: 'PUT', url: '/api/admin/settings', payload: payload as object });
}

describe('GET /api/admin/settings', () => {
  test("starts with the spec's defaults", async () => {
    expect(await current()).toEqual({
      ...exciseDefaults,
      withdrawalFeePercent: 10,
      withdrawalTaxPercent: 10,
      paymentChannelId: '1044',
      depositWindowOpens: '07:00',
      depositWindowCloses: '22:00',
      requireAdminMfa: false,
      fourEyesThresholdKes: '100000',
      withdrawalCooldownHours: 24,
      updatedAt: expect.any(String) as string,
    });
  });

  test('is for admins only', async () => {
    expect((await new TestClient(app).request({ url: '/api/admin/settings' })).statusCode).toBe(
      401,
    );
    const user = await loginAs(app, 'user');
    const refused = await put({ withdrawalTaxPercent: 0 }, user.client);
    expect(refused.statusCode).toBe(403);
    expect((await current()).withdrawalTaxPercent).toBe(10);
  });
});

describe('PUT /api/admin/settings', () => {
  test('changes a subset, keeps the rest, and records before and after', async () => {
    clock.advanceMs(60_000);
    const response = await put({ withdrawalTaxPercent: '12.5', depositWindowCloses: '24:00' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...exciseDefaults,
      withdrawalFeePercent: 12.5,
      withdrawalTaxPercent: 12.5,
      paymentChannelId: '1044',
      depositWindowOpens: '07:00',
      depositWindowCloses: '24:00',
      requireAdminMfa: false,
      fourEyesThresholdKes: '100000',
      withdrawalCooldownHours: 24,
      updatedAt: clock.now().toISOString(),
    };
    expect(response.json()).toEqual(expected);
    expect(await current()).toEqual(expected);
    const rows = await auditRows(db, 'settings.update');
    expect(rows).toEqual([
      {
        actorUserId: admin.user.id,
        action: 'settings.update',
        targetType: 'settings',
        targetId: null,
        before: {
          withdrawalTaxPercent: 10,
          paymentChannelId: '1044',
          depositWindowOpens: '07:00',
          depositWindowCloses: '22:00',
          requireAdminMfa: null,
          fourEyesThresholdKes: '100000',
          withdrawalCooldownHours: 24,
        },
        after: {
          withdrawalTaxPercent: 12.5,
          paymentChannelId: '1044',
          depositWindowOpens: '07:00',
          depositWindowCloses: '24:00',
          requireAdminMfa: null,
          fourEyesThresholdKes: '100000',
          withdrawalCooldownHours: 24,
        },
        ipAddress: admin.client.ip,
      },
    ]);
    const { rows: stored } = await db.query<{ withdrawal_tax_bps: number; updated_by: string }>(
      'SELECT withdrawal_tax_bps, updated_by FROM platform_settings',
    );
    expect(stored).toEqual([{ withdrawal_tax_bps: 1250, updated_by: admin.user.id }]);
  });

  test('takes every field at once, 0 % and 30 % included', async () => {
    for (const withdrawalTaxPercent of [0, 30]) {
      const change = {
        withdrawalTaxPercent,
        paymentChannelId: '2077',
        depositWindowOpens: '06:30',
        depositWindowCloses: '21:45',
      };
      const response = await put(change);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject(change);
    }
  });

  test('a change that changes nothing writes nothing', async () => {
    const before = await current();
    const logged = (await auditRows(db, 'settings.update')).length;
    clock.advanceMs(60_000);
    const response = await put({ paymentChannelId: before.paymentChannelId });
    expect(response.json()).toEqual(before);
    expect(await auditRows(db, 'settings.update')).toHaveLength(logged);
  });

  const windowMessage = (opens: string, closes: string) =>
    `The deposit window must open before it closes (it would open at ${opens} and close at ${closes}).`;

  const rejections: [payload: object, field: string, message: string][] = [
    [
      { withdrawalTaxPercent: 31 },
      'withdrawalTaxPercent',
      'The withdrawal fee is 0 to 30 percent.',
    ],
    [
      { withdrawalTaxPercent: -1 },
      'withdrawalTaxPercent',
      'The withdrawal fee is 0 to 30 percent.',
    ],
    [
      { withdrawalTaxPercent: 10.3 },
      'withdrawalTaxPercent',
      'The withdrawal fee moves in steps of 0.5.',
    ],
    [
      { withdrawalTaxPercent: '10.3' },
      'withdrawalTaxPercent',
      'The withdrawal fee moves in steps of 0.5.',
    ],
    ...[null, '', 'ten', true].map(
      (value) =>
        [
          { withdrawalTaxPercent: value },
          'withdrawalTaxPercent',
          'The withdrawal fee is a number of percent, 0 to 30.',
        ] as [object, string, string],
    ),
    [{ depositWindowOpens: '7:00' }, 'depositWindowOpens', 'Use HH:MM (24-hour)'],
    [{ depositWindowOpens: '25:00' }, 'depositWindowOpens', 'Use HH:MM (24-hour)'],
    [{ depositWindowCloses: '22:60' }, 'depositWindowCloses', 'Use HH:MM (24-hour)'],
    [{ depositWindowOpens: '24:00' }, 'depositWindowOpens', 'Opening must be before 24:00'],
    [{ depositWindowCloses: '00:00' }, 'depositWindowCloses', 'Closing must be after 00:00'],
    [
      { depositWindowOpens: '22:00', depositWindowCloses: '07:00' },
      'depositWindowCloses',
      'The deposit window must open before it closes.',
    ],
    [
      { depositWindowOpens: '08:00', depositWindowCloses: '08:00' },
      'depositWindowCloses',
      'The deposit window must open before it closes.',
    ],
    // Checked after merging with the stored window (06:30 to 21:45 by now).
    [{ depositWindowOpens: '21:45' }, 'depositWindowOpens', windowMessage('21:45', '21:45')],
    [{ depositWindowCloses: '06:00' }, 'depositWindowCloses', windowMessage('06:30', '06:00')],
    [
      { paymentChannelId: 'abc' },
      'paymentChannelId',
      'The payment channel id is a number of up to 12 digits.',
    ],
  ];

  test.each(rejections)('%j → 400 on %s, nothing changed', async (payload, field, message) => {
    const before = await current();
    const logged = (await auditRows(db, 'settings.update')).length;
    const response = await put(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      fields: { [field]: message },
    });
    expect(await current()).toEqual(before);
    expect(await auditRows(db, 'settings.update')).toHaveLength(logged);
  });

  test('unknown fields are refused (the schema is strict)', async () => {
    const response = await put({ withdrawalTaxBps: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('requireAdminMfa', () => {
  test('an admin without two-factor cannot turn it on: they are asked to enrol first', async () => {
    const admin = await loginAs(own.app, 'admin');
    const response = await put({ requireAdminMfa: true }, admin.client);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'MFA_ENROLMENT_REQUIRED',
      fields: { requireAdminMfa: expect.stringContaining('Set up two-factor') },
    });
    const settings = await admin.client.request({ url: '/api/admin/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().requireAdminMfa).toBe(false);
  });

  test('turning it on in the settings stops admins without two-factor until they enrol', async () => {
    const first = await loginAs(own.app, 'admin');
    const second = await loginAs(own.app, 'admin');
    const trader = await loginAs(own.app, 'user');
    expect((await second.client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
    await enrolTotp(first.client, own.clock.now());

    const response = await put({ requireAdminMfa: true }, first.client);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().requireAdminMfa).toBe(true);
    expect((await auditRows(own.db, 'settings.update'))[0]).toMatchObject({
      before: { requireAdminMfa: null },
      after: { requireAdminMfa: true },
    });

    const refused = await second.client.request({ url: '/api/admin/settings' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
    const session = await second.client.request({ url: '/api/auth/session' });
    expect(session.json().user.mfaEnrolmentRequired).toBe(true);
    expect(
      (await trader.client.request({ url: '/api/auth/session' })).json().user.mfaEnrolmentRequired,
    ).toBe(false);

    expect((await first.client.request({ url: '/api/admin/settings' })).statusCode).toBe(200);
    expect((await put({ requireAdminMfa: false }, first.client)).statusCode).toBe(200);
    expect((await second.client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
  });

  test('with REQUIRE_ADMIN_MFA the default is on, and an admin may turn it off', async () => {
    const enrolled = await loginAs(strict.app, 'admin');
    await enrolTotp(enrolled.client, strict.clock.now());
    const other = await loginAs(strict.app, 'admin');
    expect(other.user.mfaEnrolmentRequired).toBe(true);
    expect((await current(enrolled.client)).requireAdminMfa).toBe(true);
    expect((await other.client.request({ url: '/api/admin/users' })).statusCode).toBe(403);

    const response = await put({ requireAdminMfa: false }, enrolled.client);
    expect(response.json().requireAdminMfa).toBe(false);
    expect((await other.client.request({ url: '/api/admin/users' })).statusCode).toBe(200);
  });
});

describe('fourEyesThresholdKes', () => {
  test('is a KES decimal string, saved exactly and audited', async () => {
    const response = await put({ fourEyesThresholdKes: '2500.50' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ fourEyesThresholdKes: '2500.50' });
    const { rows } = await db.query<{ minor: bigint }>(
      'SELECT four_eyes_threshold_kes_minor AS minor FROM platform_settings',
    );
    expect(rows).toEqual([{ minor: 250_050n }]);
    const audit = await auditRows(db, 'settings.update');
    expect(audit.at(-1)).toMatchObject({
      before: { fourEyesThresholdKes: '100000' },
      after: { fourEyesThresholdKes: '2500.50' },
    });
    expect((await put({ fourEyesThresholdKes: '0' })).json()).toMatchObject({
      fourEyesThresholdKes: '0',
    });
    expect((await put({ fourEyesThresholdKes: '100000' })).statusCode).toBe(200);
  });

  test.each([['-1'], ['1.234'], ['abc'], [''], ['1e6'], [100000]])(
    '%j is refused with VALIDATION_ERROR and changes nothing',
    async (value) => {
      const response = await put({ fourEyesThresholdKes: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
      expect((await current()).fourEyesThresholdKes).toBe('100000');
    },
  );
});
