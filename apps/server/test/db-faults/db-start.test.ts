/**
 * Starting against a PostgreSQL server that is not there: the real server process retries with
 * backoff for DB_START_TIMEOUT_SECONDS, then exits 1 with one clear line naming the address it
 * tried (never the password); and when the database turns up within that time, it starts.
 *
 * The first test needs no database server at all (it points at a port nobody listens on), so it
 * runs on every pass; the second forwards to the real PostgreSQL server and runs on its pass.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { serverDatabaseUrl } from '../test-database.js';
import {
  createClusterDatabase,
  freePorts,
  startInstance,
  stopInstance,
  waitUntilHealthy,
  type ClusterDatabase,
} from '../cluster/cluster-instances.js';
import { tcpForwarder, viaForwarder } from './tcp-forwarder.js';

const exited = (instance: ReturnType<typeof startInstance>) =>
  new Promise<number | null>((resolve) => {
    if (instance.process.exitCode !== null) resolve(instance.process.exitCode);
    else instance.process.once('exit', (code) => resolve(code));
  });

test('an unreachable database is retried for the start timeout, then one line names it', async () => {
  const [closedPort = 0, port = 0] = await freePorts(2);
  const instance = startInstance('nodb', {
    port,
    databaseUrl: `postgres://soko:s3cret-pw@127.0.0.1:${closedPort}/soko`,
    env: { DB_START_TIMEOUT_SECONDS: '2', LOG_LEVEL: 'info' },
  });
  const startedAt = performance.now();
  const code = await exited(instance);
  const elapsedMs = performance.now() - startedAt;
  const output = instance.output();
  expect(code, output).toBe(1);
  // It waited the whole bounded time (the first try alone takes milliseconds), and not forever.
  expect(elapsedMs).toBeGreaterThan(2_000);
  expect(elapsedMs).toBeLessThan(20_000);
  const address = `postgres://soko@127.0.0.1:${closedPort}/soko`;
  const lines = output.trim().split('\n');
  expect(lines.at(-1)).toMatch(
    new RegExp(
      `^Could not reach PostgreSQL at ${address} within 2 s \\(.*ECONNREFUSED.*\\); giving up`,
    ),
  );
  expect(lines[0]).toContain(`PostgreSQL at ${address} is not reachable yet`);
  expect(lines).toHaveLength(2);
  expect(output).not.toContain('s3cret-pw');
}, 30_000);

describe.skipIf(!serverDatabaseUrl)('a database that turns up while the server waits', () => {
  let database: ClusterDatabase | undefined;
  let forwarder: ReturnType<typeof tcpForwarder> | undefined;

  afterAll(async () => {
    await forwarder?.down();
    await database?.drop();
  });

  test('the server starts once PostgreSQL answers, within the start timeout', async () => {
    database = await createClusterDatabase(serverDatabaseUrl ?? '');
    const [proxyPort = 0, port = 0] = await freePorts(2);
    const { target, url } = viaForwarder(database.url, proxyPort);
    const instance = startInstance('late', {
      port,
      databaseUrl: url,
      env: { DB_START_TIMEOUT_SECONDS: '30', SEED_DEMO_DATA: 'false' },
    });
    try {
      // The "database" comes up 1.5 s later: a forwarder to the real server on the port tried.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(instance.process.exitCode, instance.output()).toBeNull();
      forwarder = tcpForwarder(proxyPort, target);
      await forwarder.up();
      await waitUntilHealthy(instance);
      expect((await fetch(`${instance.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      await stopInstance(instance);
    }
  }, 60_000);
});
