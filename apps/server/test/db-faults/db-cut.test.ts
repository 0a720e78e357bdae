/**
 * The database cuts every connection while money moves, three times: the real server process
 * (src/main.ts) on a fresh PostgreSQL database, traders placing orders, taking a resting order and
 * starting M-Pesa deposits concurrently, each request with an Idempotency-Key, and every backend
 * of the database terminated (what a restart or failover does to the connections) while they are
 * in flight. The process must stay up, every answer must be a success, a final refusal or 503 in
 * our shape, the server must serve again within 5 s of each cut, every acknowledged write must be
 * in the database exactly once, a realtime subscriber must be told to refetch, and the ledger
 * check must pass.
 *
 * Needs the PostgreSQL server (pg_terminate_backend): skipped on PGlite, runs in CI's
 * PostgreSQL pass.
 */
import { pairChannel, type RealtimeServerMessage } from '@soko/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkLedgerSnapshot } from '../../src/modules/ledger/ledger-invariants.js';
import { serverDatabaseUrl } from '../test-database.js';
import {
  Browser,
  fundDirectly,
  inBatches,
  insertAccounts,
  insertPair,
  Subscriber,
} from '../cluster/cluster-client.js';
import {
  createClusterDatabase,
  freePorts,
  startInstance,
  stopInstance,
  waitUntilHealthy,
  type ClusterDatabase,
  type Instance,
} from '../cluster/cluster-instances.js';
import { emptyRecord, traderLoop, type LoadRecord, type Trader } from './money-load.js';

const TRADERS = 8;
const LOOPS_PER_TRADER = 2;
const CUTS = 3;
const BASE = 'CUT';
const RECOVERY_LIMIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverDatabaseUrl)('PostgreSQL cuts every connection under load', () => {
  let database: ClusterDatabase;
  let server: Instance;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createClusterDatabase(serverDatabaseUrl ?? '');
    const [port = 0] = await freePorts(1);
    server = startInstance('cut', {
      port,
      databaseUrl: database.url,
      env: {
        SEED_DEMO_DATA: 'false',
        // Deposits complete fast, and a trader may have many in progress.
        SIMULATOR_DELAY_MS: '100',
        PAYMENT_MAX_PENDING_PER_USER: '10000',
      },
    });
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

  /** Milliseconds until a money read (wallets: session lookup and ledger) answers 200 again. */
  async function timeToServe(browser: Browser, cutAt: number) {
    for (;;) {
      expect(server.process.exitCode, server.output()).toBeNull();
      const answer = await browser.get(server, '/api/wallets').catch(() => undefined);
      if (answer?.status === 200) return performance.now() - cutAt;
      if (performance.now() - cutAt > 30_000) throw new Error('not serving 30 s after the cut');
      await sleep(20);
    }
  }

  async function setUpMarket() {
    await insertPair(database.db, BASE);
    const [maker, ...accounts] = await insertAccounts(database.db, TRADERS + 1);
    if (!maker) throw new Error('no maker');
    await fundDirectly(database.db, [
      { userId: maker.id, currency: BASE, amount: '1000000' },
      ...accounts.map((a) => ({ userId: a.id, currency: 'KES', amount: '1000000' })),
    ]);
    const makerBrowser = new Browser();
    expect((await makerBrowser.logIn(server, maker.email, maker.password)).status).toBe(200);
    const placed = await makerBrowser.post(server, '/api/orders', {
      side: 'sell',
      base: BASE,
      quote: 'KES',
      amount: '1000000',
      price: '1',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const traders = await inBatches(accounts, 4, async (account): Promise<Trader> => {
      const browser = new Browser();
      expect((await browser.logIn(server, account.email, account.password)).status).toBe(200);
      return { userId: account.id, browser };
    });
    return { traders, sellOrderId: placed.body.order.id as string, makerBrowser };
  }

  async function subscribe(browser: Browser) {
    const subscriber = await Subscriber.open(server, browser);
    subscriber.send({ type: 'subscribe', channel: pairChannel(BASE, 'KES') });
    await subscriber.waitFor(
      (m): m is Extract<RealtimeServerMessage, { type: 'subscribed' }> => m.type === 'subscribed',
    );
    return subscriber;
  }

  /** Every acknowledged write is in the database, once; nothing else was written. */
  async function expectAcknowledgedExactlyOnce(record: LoadRecord, traderIds: string[]) {
    const count = async (sql: string) => {
      const { rows } = await database.db.query<{ n: bigint }>(sql, [traderIds]);
      return Number(rows[0]?.n ?? 0n);
    };
    const acknowledged = (operation: string) =>
      record.acknowledged.filter((a) => a.operation === operation);
    const orders = await count(
      `SELECT count(*) AS n FROM orders WHERE user_id = ANY($1) AND side = 'buy' AND price_minor < 100`,
    );
    const trades = await count(`SELECT count(*) AS n FROM trades WHERE taker_user_id = ANY($1)`);
    const payments = await count(`SELECT count(*) AS n FROM payments WHERE user_id = ANY($1)`);
    expect({ orders, trades, payments }).toEqual({
      orders: acknowledged('place').length,
      trades: acknowledged('take').length,
      payments: acknowledged('deposit').length,
    });
    // The ids answered are the rows written: nothing acknowledged was lost.
    const ids = record.acknowledged.map((a) => a.id);
    const { rows } = await database.db.query<{ n: bigint }>(
      `SELECT (SELECT count(*) FROM orders WHERE id = ANY($1))
            + (SELECT count(*) FROM trades WHERE id = ANY($1))
            + (SELECT count(*) FROM payments WHERE reference = ANY($1)) AS n`,
      [ids],
    );
    expect(Number(rows[0]?.n)).toBe(new Set(ids).size);
  }

  test(`${CUTS} cuts of every connection: up, 503 or success, back within 5 s, nothing lost`, async () => {
    const { traders, sellOrderId, makerBrowser } = await setUpMarket();
    const subscriber = await subscribe(makerBrowser);
    const record = emptyRecord();
    let running = true;
    const loops = traders.flatMap((trader) =>
      Array.from({ length: LOOPS_PER_TRADER }, () =>
        traderLoop(server, trader, { base: BASE, sellOrderId }, record, () => running),
      ),
    );
    const recoveries: number[] = [];
    try {
      for (let cut = 1; cut <= CUTS; cut += 1) {
        await sleep(1_500);
        const before = record.acknowledged.length;
        const cutAt = performance.now();
        const terminated = await cutEveryConnection();
        expect(terminated).toBeGreaterThan(0);
        recoveries.push(await timeToServe(makerBrowser, cutAt));
        await subscriber.waitFor(
          (m): m is Extract<RealtimeServerMessage, { type: 'refetch' }> => m.type === 'refetch',
          RECOVERY_LIMIT_MS,
        );
        expect(server.process.exitCode, server.output()).toBeNull();
        // The load went on through the cut.
        await sleep(500);
        expect(record.acknowledged.length).toBeGreaterThan(before);
      }
    } finally {
      running = false;
      await Promise.all(loops);
      subscriber.close();
    }
    const sorted = [...recoveries].sort((x, y) => x - y);
    console.info(
      `recovery after each cut: ${recoveries.map((ms) => `${Math.round(ms)} ms`).join(', ')}; ` +
        `median ${Math.round(sorted[1] ?? 0)} ms; ${record.acknowledged.length} acknowledged, ` +
        `${record.unavailable} answered 503 then retried, ${record.refused.length} refused`,
    );
    expect(server.process.exitCode, server.output()).toBeNull();
    expect(record.unexpected).toEqual([]);
    expect(record.cutOff).toBe(0);
    expect(Math.max(...recoveries)).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(record.refused).toEqual([]);
    await expectAcknowledgedExactlyOnce(
      record,
      traders.map((t) => t.userId),
    );
    expect((await checkLedgerSnapshot(database.db)).violations).toEqual([]);
  }, 120_000);
});
