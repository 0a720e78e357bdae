/**
 * The audit log: admin role and status changes write one entry each with the values before and
 * after (and nothing when nothing changed); GET /api/admin/audit lists entries newest first
 * with the actor's username, filters by action, target type, actor or target id and time, and
 * pages with an exact total. Each test acts through admins of its own and filters on them, so
 * tests stay independent of each other's entries.
 */
import { describe, expect, test } from 'vitest';
import type { AuditPage } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { createUser, uniqueName } from '../../../test/factories.js';

const { app, db, clock } = await buildTestApp();
const viewer = await loginAs(app, 'admin');

/** An admin whose username no other name contains (admin_1_1 would be inside admin_1_12). */
function newActor() {
  return loginAs(app, 'admin', { username: `${uniqueName('auditor')}_z` });
}

async function list(query: string) {
  const response = await viewer.client.request({ url: `/api/admin/audit?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
}

async function patchUser(client: typeof viewer.client, id: string, payload: object) {
  const response = await client.request({
    method: 'PATCH',
    url: `/api/admin/users/${id}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('admin user changes are audited', () => {
  test('a role change and a status change record before and after, in one request', async () => {
    const actor = await newActor();
    const target = await createUser(app);
    await patchUser(actor.client, target.id, { role: 'admin', status: 'suspended' });
    const common = {
      actorUserId: actor.user.id,
      targetType: 'user',
      targetId: target.id,
      ipAddress: actor.client.ip,
    };
    expect(await auditRows(db, 'user.role', target.id)).toEqual([
      { ...common, action: 'user.role', before: { role: 'user' }, after: { role: 'admin' } },
    ]);
    expect(await auditRows(db, 'user.status', target.id)).toEqual([
      {
        ...common,
        action: 'user.status',
        before: { status: 'active' },
        after: { status: 'suspended', cancelledOrders: 0 },
      },
    ]);
  });

  test('a change to the value already held writes no entry; a refused change writes none', async () => {
    const actor = await newActor();
    const target = await createUser(app);
    await patchUser(actor.client, target.id, { role: 'user', status: 'active' });
    const refused = await actor.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${actor.user.id}`,
      payload: { role: 'user' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditRows(db, 'user.role', target.id)).toEqual([]);
    expect(await auditRows(db, 'user.status', target.id)).toEqual([]);
    expect(await auditRows(db, 'user.role', actor.user.id)).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  test('newest first, with the actor, the target and the values before and after', async () => {
    const actor = await newActor();
    const first = await createUser(app);
    const second = await createUser(app);
    await patchUser(actor.client, first.id, { role: 'admin' });
    clock.advanceMs(1000);
    await patchUser(actor.client, second.id, { status: 'suspended' });
    const page = await list(`q=${actor.user.username}`);
    expect(page.total).toBe(2);
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.items).toEqual([
      {
        id: expect.stringMatching(/^aud_/) as string,
        actor: { id: actor.user.id, username: actor.user.username },
        action: 'user.status',
        targetType: 'user',
        targetId: second.id,
        targetName: null,
        subject: { id: second.id, username: second.username },
        involved: [],
        before: { status: 'active' },
        after: { status: 'suspended', cancelledOrders: 0 },
        ipAddress: actor.client.ip,
        createdAt: clock.now().toISOString(),
      },
      expect.objectContaining({ action: 'user.role', targetId: first.id }),
    ]);
  });

  test('filters by action, target type, actor (username or email, any case) and target id', async () => {
    const actor = await newActor();
    const target = await createUser(app);
    await patchUser(actor.client, target.id, { role: 'admin' });
    await patchUser(actor.client, target.id, { status: 'suspended' });
    const settings = await actor.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { paymentChannelId: String(Date.now() % 1e9) },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    const byActor = `q=${actor.user.username.toUpperCase()}`;
    expect((await list(byActor)).total).toBe(3);
    expect((await list(`q=${encodeURIComponent(actor.user.email)}`)).total).toBe(3);
    expect((await list(`${byActor}&action=user.role`)).items.map((e) => e.action)).toEqual([
      'user.role',
    ]);
    const settingsOnly = await list(`${byActor}&targetType=settings`);
    expect(settingsOnly.items).toEqual([
      expect.objectContaining({ action: 'settings.update', targetId: null }),
    ]);
    const byTarget = await list(`q=${target.id}`);
    expect(byTarget.items.map((e) => e.action)).toEqual(['user.status', 'user.role']);
    // A target id is matched whole: a fragment of one finds nothing.
    expect((await list(`q=${target.id.slice(0, -3)}`)).total).toBe(0);
    expect((await list(`q=${actor.user.username}&action=coin.create`)).total).toBe(0);
  });

  test('filters by time (from and to are inclusive) and pages with an exact total', async () => {
    const actor = await newActor();
    const stamps: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock.advanceMs(60_000);
      stamps.push(clock.now().toISOString());
      await patchUser(actor.client, (await createUser(app)).id, { role: 'admin' });
    }
    const q = `q=${actor.user.username}`;
    const window = await list(`${q}&from=${stamps[1]}&to=${stamps[3]}`);
    expect(window.items.map((e) => e.createdAt)).toEqual([stamps[3], stamps[2], stamps[1]]);
    expect(window.total).toBe(3);

    const page1 = await list(`${q}&pageSize=2&page=1`);
    const page3 = await list(`${q}&pageSize=2&page=3`);
    expect(page1.total).toBe(5);
    expect(page1.items.map((e) => e.createdAt)).toEqual([stamps[4], stamps[3]]);
    expect(page3.items.map((e) => e.createdAt)).toEqual([stamps[0]]);
    expect((await list(`${q}&pageSize=2&page=9`)).items).toEqual([]);
  });

  test('LIKE wildcards in the search are plain characters', async () => {
    const actor = await newActor();
    await patchUser(actor.client, (await createUser(app)).id, { role: 'admin' });
    expect((await list(`q=${encodeURIComponent('%')}${actor.user.username}`)).total).toBe(0);
    expect((await list(`q=${actor.user.username}`)).total).toBe(1);
  });

  test('names people, not ids: the trader it was about, the approvers and the coin', async () => {
    const proposer = await newActor();
    const approver = await newActor();
    const trader = await createUser(app, { username: `${uniqueName('subject')}_z` });
    const proposed = await proposer.client.request({
      method: 'POST',
      url: `/api/admin/users/${trader.id}/adjustments`,
      payload: {
        currency: 'KES',
        amount: '10',
        reasonCode: 'other',
        reason: 'Audit names test',
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    const { adjustment } = proposed.json<{ adjustment: { id: string } }>();
    const approved = await approver.client.request({
      method: 'POST',
      url: `/api/admin/adjustments/${adjustment.id}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // The trader's username finds every entry about them, each naming them as the subject.
    const aboutTrader = await list(`q=${trader.username}`);
    expect(aboutTrader.items.map((e) => e.action).sort()).toEqual([
      'adjustment.approve',
      'adjustment.propose',
      'adjustment.settle',
    ]);
    for (const entry of aboutTrader.items) {
      expect(entry.subject).toEqual({ id: trader.id, username: trader.username });
    }
    const approval = aboutTrader.items.find((e) => e.action === 'adjustment.approve');
    expect(approval?.involved).toEqual([
      { id: proposer.user.id, username: proposer.user.username },
      { id: approver.user.id, username: approver.user.username },
    ]);

    const symbol = `N${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const coin = await approver.client.request({
      method: 'POST',
      url: '/api/admin/coins',
      payload: { name: 'Audit Names Coin', symbol, depositAddress: 'addr-audit-names' },
    });
    expect(coin.statusCode, coin.body).toBe(201);
    const coinEntries = await list(`q=${approver.user.username}&targetType=coin`);
    expect(coinEntries.items).toEqual([
      expect.objectContaining({
        action: 'coin.create',
        targetName: symbol,
        subject: null,
        involved: [],
      }),
    ]);
  });

  test('bad query values are 400', async () => {
    for (const query of [
      'pageSize=1000',
      'page=0',
      'from=yesterday',
      'to=2026-13-01',
      // ID-document reviews are kyc_document targets; "kyc" names no target at all.
      'targetType=kyc',
    ]) {
      const response = await viewer.client.request({ url: `/api/admin/audit?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  test('a from or to PostgreSQL cannot hold is 400, not 500', async () => {
    for (const instant of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00%2B23:59',
      '9999-12-31T23:59:59-23:59',
    ]) {
      for (const name of ['from', 'to']) {
        const url = `/api/admin/audit?${name}=${instant}`;
        const response = await viewer.client.request({ url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'Use a date from the year 1 to 9999.',
          // Keyed, so the admin's screen says it in Kiswahili too.
          key: 'schemaUseADateFrom',
        });
      }
    }
    // The first and last instants that have an ISO form are still filters.
    expect((await list('from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z')).total).toBeGreaterThan(
      0,
    );
  });

  test('is for admins only', async () => {
    const user = await loginAs(app, 'user');
    const response = await user.client.request({ url: '/api/admin/audit' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
