/**
 * What happens to sockets over time, with a heartbeat every 0.2 s: heartbeats arrive; a logout
 * or a lost admin role ends the private subscriptions at the next beat while the public ones
 * carry on; a socket that stops answering pings is closed; an instance holding its maximum of
 * sockets turns the next one away with 503; a server shutting down says 1001 to everyone; and
 * when the database cuts the LISTEN connection, every subscriber is told to re-fetch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { serverDatabaseUrl } from '../../../test/test-database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import {
  connect,
  listenForSockets,
  refusedUpgrade,
  type ConnectOptions,
  type TestSocket,
} from './realtime-test-client.js';

const MAX_SOCKETS = 3;
const { app, db } = await buildTestApp({
  REALTIME_HEARTBEAT_SECONDS: '0.2',
  REALTIME_MAX_SOCKETS: String(MAX_SOCKETS),
});
const url = await listenForSockets(app);

async function until(condition: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  // The server forgets a socket when its own side closes: wait, so the next test has room.
  await until(() => app.services.realtime.stats().sockets === 0);
});
async function open(options: ConnectOptions = {}) {
  const socket = await connect(url, options);
  sockets.push(socket);
  return socket;
}

test('a heartbeat arrives every beat', async () => {
  const socket = await open();
  expect(socket.welcome).toMatchObject({ heartbeatMs: 200 });
  await until(() => socket.heartbeats.length >= 2);
  expect(socket.heartbeats[0]).toEqual({ type: 'heartbeat', at: expect.any(String) });
});

test('after a logout the next beat ends the account subscription; the market stays', async () => {
  const x = await loginAs(app, 'user');
  const socket = await open({ as: x.client });
  const own = `user:${x.user.id}`;
  expect(await socket.subscribe(own)).toMatchObject({ type: 'subscribed' });
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
  const logout = await x.client.request({ method: 'POST', url: '/api/auth/logout' });
  expect(logout.statusCode).toBeLessThan(300);
  expect(await socket.next()).toEqual({
    type: 'unsubscribed',
    channel: own,
    reason: 'SESSION_ENDED',
  });
  await db.transaction(async (tx) => {
    publishOnCommit(tx, 'market', ['market']);
    publishOnCommit(tx, own, ['wallets']);
  });
  expect(await socket.next()).toMatchObject({ type: 'event', channel: 'market' });
  expect(await socket.expectSilence(300)).toEqual([]);
});

test('an admin demoted to user loses the admin channel at the next beat, not their account', async () => {
  const admin = await loginAs(app, 'admin');
  const socket = await open({ as: admin.client });
  const own = `user:${admin.user.id}`;
  await socket.subscribe('admin');
  await socket.subscribe(own);
  await db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.user.id]);
  expect(await socket.next()).toEqual({
    type: 'unsubscribed',
    channel: 'admin',
    reason: 'SESSION_ENDED',
  });
  await db.transaction(async (tx) => publishOnCommit(tx, own, ['account']));
  expect(await socket.next()).toMatchObject({ type: 'event', channel: own, topics: ['account'] });
});

test('a socket that stops answering pings is closed', async () => {
  const socket = await open({ autoPong: false });
  const { code } = await socket.closed;
  // Cut without a closing handshake: the client sees an abnormal closure.
  expect(code).toBe(1006);
});

test(`an instance holding ${MAX_SOCKETS} sockets turns the next away with 503 until one leaves`, async () => {
  for (let i = 0; i < MAX_SOCKETS; i += 1) await open();
  expect(await refusedUpgrade(url)).toEqual({
    status: 503,
    body: {
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many live connections on this server. Retrying shortly.',
        retryAfterSeconds: 5,
      },
    },
  });
  await sockets.pop()?.close();
  await until(() => app.services.realtime.stats().sockets < MAX_SOCKETS);
  expect((await open()).welcome).toMatchObject({ type: 'welcome' });
});

test('a server shutting down tells its sockets it is going away (1001)', async () => {
  // A second app on the same database, so closing it leaves this file's app running.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soko-realtime-'));
  const config = loadConfig({ SERVE_WEB: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const server = await buildApp({ config, db });
  try {
    const socket = await connect(await listenForSockets(server));
    await server.close();
    expect(await socket.closed).toEqual({ code: 1001 });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// Only a server connection can be cut from outside; PGlite's LISTEN lives inside this process.
describe.skipIf(!serverDatabaseUrl)('on the PostgreSQL server', () => {
  test('a LISTEN connection cut by the database comes back and subscribers are told to refetch', async () => {
    const socket = await open();
    await socket.subscribe('market');
    await db.transaction(async (tx) => publishOnCommit(tx, 'market', ['market']));
    const event = await socket.next();
    const seq = event.type === 'event' ? event.seq : -1;
    const { rows } = await db.query<{ cut: boolean }>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN soko_realtime'`,
    );
    expect(rows).toEqual([{ cut: true }]);
    expect(await socket.next(5_000)).toEqual({ type: 'refetch', channel: 'market', seq });
    // And it listens again: the next change arrives as usual.
    await db.transaction(async (tx) => publishOnCommit(tx, 'market', ['orders']));
    expect(await socket.next()).toMatchObject({ type: 'event', seq: seq + 1, topics: ['orders'] });
  });
});
