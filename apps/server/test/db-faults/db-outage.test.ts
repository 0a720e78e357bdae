/**
 * The database goes away for 2 s under load and comes back, as in a restart or a failover: the
 * real server process reaches PostgreSQL through a forwarder that is switched off (every
 * connection reset, new ones refused) and on again. While it is off the process stays up,
 * /healthz answers 200, /readyz 503, money requests 503 in our shape; once it is back the server
 * serves within 5 s without a restart, a realtime subscriber is told to refetch, every
 * acknowledged write is there exactly once and the ledger check passes.
 *
 * Needs the PostgreSQL server: skipped on PGlite, runs in CI's PostgreSQL pass.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverDatabaseUrl } from '../test-database.js';
import {
  createClusterDatabase,
  freePorts,
  startInstance,
  stopInstance,
  waitUntilHealthy,
  type ClusterDatabase,
  type Instance,
} from '../cluster/cluster-instances.js';
import {
  expectNothingLost,
  isRefetch,
  LOAD_ENV,
  RECOVERY_LIMIT_MS,
  setUpMarket,
  sleep,
  startLoad,
  subscribeToPair,
  timeToServe,
} from './fault-scenario.js';
import { tcpForwarder, viaForwarder } from './tcp-forwarder.js';

const OUTAGE_MS = 2_000;

describe.skipIf(!serverDatabaseUrl)('PostgreSQL away for 2 s under load', () => {
  let database: ClusterDatabase;
  let server: Instance;
  let forwarder: ReturnType<typeof tcpForwarder>;

  beforeAll(async () => {
    database = await createClusterDatabase(serverDatabaseUrl ?? '');
    const [proxyPort = 0, port = 0] = await freePorts(2);
    const { target, url } = viaForwarder(database.url, proxyPort);
    forwarder = tcpForwarder(proxyPort, target);
    await forwarder.up();
    server = startInstance('outage', { port, databaseUrl: url, env: LOAD_ENV });
    await waitUntilHealthy(server);
  }, 120_000);

  afterAll(async () => {
    if (server) await stopInstance(server);
    await forwarder?.down();
    await database?.drop();
  }, 30_000);

  const status = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).status;

  test('money answers 503 while it is away, and is served again soon after it returns', async () => {
    const market = await setUpMarket(database, server);
    const subscriber = await subscribeToPair(server, market.makerBrowser);
    const load = startLoad(server, market);
    let recoveryMs: number | undefined;
    try {
      await sleep(1_000);
      await forwarder.down();
      await sleep(300);
      const unavailableBefore = load.record.unavailable;
      expect(await status('/healthz')).toBe(200);
      expect(await status('/readyz')).toBe(503);
      const wallets = await market.makerBrowser.get(server, '/api/wallets');
      expect(wallets.status).toBe(503);
      expect(wallets.body).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      await sleep(OUTAGE_MS - 300);
      expect(load.record.unavailable).toBeGreaterThan(unavailableBefore);

      const backAt = performance.now();
      await forwarder.up();
      recoveryMs = await timeToServe(server, market.makerBrowser, backAt);
      await subscriber.waitFor(isRefetch, RECOVERY_LIMIT_MS);
      expect(await status('/readyz')).toBe(200);
      await sleep(500);
    } finally {
      await load.stop();
      subscriber.close();
    }
    console.info(
      `served again ${Math.round(recoveryMs ?? -1)} ms after the database returned; ` +
        `${load.record.acknowledged.length} acknowledged, ${load.record.unavailable} answered 503`,
    );
    expect(recoveryMs ?? Infinity).toBeLessThan(RECOVERY_LIMIT_MS);
    await expectNothingLost(server, database, market, load.record);
  }, 120_000);
});
