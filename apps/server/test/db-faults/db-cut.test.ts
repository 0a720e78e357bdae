/**
 * The database cuts every connection while money moves, three times: the real server process
 * (src/main.ts) on a fresh PostgreSQL database, traders placing orders, taking a resting order and
 * starting M-Pesa deposits concurrently, each request with an Idempotency-Key, and every backend
 * of the database terminated (what a restart or failover does to the connections) while they are
 * in flight. The process must stay up, every answer must be a success or 503 in our shape, the
 * server must serve again within 5 s of each cut, every acknowledged write must be in the
 * database exactly once, a realtime subscriber must be told to refetch, and the ledger check must
 * pass.
 *
 * Needs the PostgreSQL server (pg_terminate_backend): skipped on PGlite, runs in CI's
 * PostgreSQL pass.
 */
import pg from 'pg';
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
  median,
  RECOVERY_LIMIT_MS,
  setUpMarket,
  sleep,
  startLoad,
  subscribeToPair,
  timeToServe,
} from './fault-scenario.js';

const CUTS = 3;

describe.skipIf(!serverDatabaseUrl)('PostgreSQL cuts every connection under load', () => {
  let database: ClusterDatabase;
  let server: Instance;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createClusterDatabase(serverDatabaseUrl ?? '');
    const [port = 0] = await freePorts(1);
    server = startInstance('cut', { port, databaseUrl: database.url, env: LOAD_ENV });
    await waitUntilHealthy(server);
    admin = new pg.Client({ connectionString: serverDatabaseUrl });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    if (server) await stopInstance(server);
    await database?.drop();
  }, 30_000);

  /** Terminates every backend of the test's database: the app's pool, its LISTEN, ours. */
  async function cutEveryConnection() {
    const name = new URL(database.url).pathname.slice(1);
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    return rowCount ?? 0;
  }

  test(`${CUTS} cuts of every connection: up, 503 or success, back within 5 s, nothing lost`, async () => {
    const market = await setUpMarket(database, server);
    const subscriber = await subscribeToPair(server, market.makerBrowser);
    const load = startLoad(server, market);
    const recoveries: number[] = [];
    try {
      for (let cut = 1; cut <= CUTS; cut += 1) {
        await sleep(1_500);
        const before = load.record.acknowledged.length;
        const cutAt = performance.now();
        expect(await cutEveryConnection()).toBeGreaterThan(0);
        recoveries.push(await timeToServe(server, market.makerBrowser, cutAt));
        await subscriber.waitFor(isRefetch, RECOVERY_LIMIT_MS);
        // The load goes on through the cut.
        await sleep(500);
        expect(load.record.acknowledged.length).toBeGreaterThan(before);
      }
    } finally {
      await load.stop();
      subscriber.close();
    }
    const { record } = load;
    console.info(
      `recovery after each cut: ${recoveries.map((ms) => `${Math.round(ms)} ms`).join(', ')}; ` +
        `median ${Math.round(median(recoveries))} ms; ${record.acknowledged.length} acknowledged, ` +
        `${record.unavailable} answered 503 then retried`,
    );
    expect(Math.max(...recoveries)).toBeLessThan(RECOVERY_LIMIT_MS);
    await expectNothingLost(server, database, market, record);
  }, 120_000);
});
