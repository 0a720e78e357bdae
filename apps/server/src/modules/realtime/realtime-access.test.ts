/**
 * Who may follow what, over real sockets carrying the session cookie of users signed in through
 * the API: anyone follows the market and an existing pair; only the signed-in owner follows
 * user:<id>; only an admin (enrolled in two-factor when that is required) follows `admin`. And
 * the upgrade itself: a page on another site cannot open a socket with our visitor's cookie.
 */
import { REALTIME_MESSAGES } from '@soko/shared';
import { afterEach, expect, test } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ensurePair } from '../../../test/trading.js';
import {
  connect,
  listenForSockets,
  refusedUpgrade,
  type ConnectOptions,
  type TestSocket,
} from './realtime-test-client.js';

const { app, db, config } = await buildTestApp();
const url = await listenForSockets(app);
await ensurePair(app, 'HRC', 'KES');

const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
async function open(options: ConnectOptions = {}) {
  const socket = await connect(url, options);
  sockets.push(socket);
  return socket;
}

const refusal = (channel: string, code: string, message: string) => ({
  type: 'error',
  channel,
  code,
  message,
});

test('an anonymous socket follows the market and a pair, but no account and not admin', async () => {
  const someone = await loginAs(app, 'user');
  const socket = await open();
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
  expect(await socket.subscribe('pair:HRC-KES')).toMatchObject({ type: 'subscribed' });
  const theirs = `user:${someone.user.id}`;
  expect(await socket.subscribe(theirs)).toEqual(
    refusal(theirs, 'UNAUTHENTICATED', REALTIME_MESSAGES.signInRequired),
  );
  expect(await socket.subscribe('admin')).toEqual(
    refusal('admin', 'UNAUTHENTICATED', REALTIME_MESSAGES.signInRequired),
  );
});

test("a user follows their own account, not another user's, and not admin", async () => {
  const [x, y] = [await loginAs(app, 'user'), await loginAs(app, 'user')];
  const socket = await open({ as: x.client });
  expect(socket.welcome).toMatchObject({ userId: x.user.id });
  const theirs = `user:${y.user.id}`;
  expect(await socket.subscribe(theirs)).toEqual(
    refusal(theirs, 'FORBIDDEN', REALTIME_MESSAGES.notYours),
  );
  expect(await socket.subscribe(`user:${x.user.id}`)).toMatchObject({
    type: 'subscribed',
    channel: `user:${x.user.id}`,
  });
  expect(await socket.subscribe('admin')).toEqual(
    refusal('admin', 'FORBIDDEN', REALTIME_MESSAGES.adminsOnly),
  );
});

test('an admin follows admin, unless two-factor is required and they have not enrolled', async () => {
  const admin = await loginAs(app, 'admin');
  const socket = await open({ as: admin.client });
  expect(await socket.subscribe('admin')).toMatchObject({ type: 'subscribed', channel: 'admin' });
  await db.query('UPDATE platform_settings SET require_admin_mfa = true WHERE id = 1');
  try {
    const later = await open({ as: admin.client });
    expect(await later.subscribe('admin')).toMatchObject({
      type: 'error',
      channel: 'admin',
      code: 'MFA_ENROLMENT_REQUIRED',
    });
  } finally {
    await db.query('UPDATE platform_settings SET require_admin_mfa = NULL WHERE id = 1');
  }
});

test('a session that ended before the join is refused, even on a socket opened while it lived', async () => {
  const x = await loginAs(app, 'user');
  const socket = await open({ as: x.client });
  const logout = await x.client.request({ method: 'POST', url: '/api/auth/logout' });
  expect(logout.statusCode).toBeLessThan(300);
  expect(await socket.subscribe(`user:${x.user.id}`)).toMatchObject({
    type: 'error',
    code: 'UNAUTHENTICATED',
  });
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
});

test("a page on another site cannot open a socket with our visitor's cookie", async () => {
  const x = await loginAs(app, 'user');
  expect(await refusedUpgrade(url, { as: x.client, origin: 'https://evil.example' })).toEqual({
    status: 403,
    body: {
      error: {
        code: 'FORBIDDEN',
        message: 'Connections from other sites are refused.',
        key: 'otherSiteRefused',
        params: {},
      },
    },
  });
  expect(await refusedUpgrade(url, { origin: 'null' })).toMatchObject({ status: 403 });
});

test('our own pages open sockets: the address asked for, or the public address', async () => {
  const x = await loginAs(app, 'user');
  const sameHost = await open({ as: x.client, origin: new URL(url).origin.replace('ws', 'http') });
  expect(sameHost.welcome).toMatchObject({ userId: x.user.id });
  const publicSite = await open({ origin: config.publicUrl });
  expect(publicSite.welcome).toMatchObject({ userId: null });
});
