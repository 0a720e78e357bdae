/**
 * Two real server processes (A and B) on one PostgreSQL database, as behind a load balancer:
 * nothing a request needs may live in one instance's memory. Both start at the same moment on an
 * empty database with SEED_DEMO_DATA=true, so migrations, the demo seed and its locks race for
 * real. Then, through plain HTTP from a browser-like client whose cookies go to both instances:
 * a session made on A works on B and ends everywhere when B ends it; the login throttle counts
 * guesses made on both; 64 concurrent takes split across A and B fill one order exactly, and the
 * ledger invariants hold on the database afterwards; an Idempotency-Key used on A answers the same
 * on B; and a subscriber on B hears of an order placed on A within a second.
 *
 * Needs the PostgreSQL server: two processes cannot share an embedded PGlite, so this file is
 * skipped on PGlite and runs in CI's PostgreSQL pass.
 */
import { pairChannel, type RealtimeServerMessage } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkLedgerSnapshot } from '../../src/modules/ledger/ledger-invariants.js';
import { DEMO_ACCOUNTS, DEMO_COINS } from '../../src/seed/demo-data.js';
import { serverDatabaseUrl } from '../test-database.js';
import {
  Browser,
  fundDirectly,
  inBatches,
  insertAccounts,
  insertPair,
  Subscriber,
  type Account,
} from './cluster-client.js';
import {
  createClusterDatabase,
  freePorts,
  startInstance,
  stopInstance,
  waitUntilHealthy,
  type ClusterDatabase,
  type Instance,
} from './cluster-instances.js';

const TAKERS = 64;
const UNITS_ON_OFFER = 40;

describe.skipIf(!serverDatabaseUrl)('two instances on one database', () => {
  let database: ClusterDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createClusterDatabase(serverDatabaseUrl ?? '');
    const [portA = 0, portB = 0] = await freePorts(2);
    const env = { SEED_DEMO_DATA: 'true' };
    a = startInstance('A', { port: portA, databaseUrl: database.url, env });
    b = startInstance('B', { port: portB, databaseUrl: database.url, env });
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => stopInstance(instance)));
    await database?.drop();
  }, 30_000);

  /** A browser signed in on `instance`; the login must succeed. */
  async function signedIn(account: Account, instance: Instance) {
    const browser = new Browser();
    const answer = await browser.logIn(instance, account.email, account.password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return browser;
  }

  test('started together on an empty database, they seed the demo world exactly once', async () => {
    // Without the seed's lock both would insert the demo rows and one would die on a unique key
    // (beforeAll waits for both to be healthy); with it, the second finds the first one's users.
    const { rows } = await database.db.query<{ users: bigint; coins: bigint }>(
      'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM coins) AS coins',
    );
    expect(rows[0]).toEqual({
      users: BigInt(DEMO_ACCOUNTS.length),
      coins: BigInt(DEMO_COINS.length),
    });
    expect((await checkLedgerSnapshot(database.db)).violations).toEqual([]);
    const amina = DEMO_ACCOUNTS[1];
    for (const instance of [a, b]) {
      const answer = await new Browser().logIn(instance, amina.email, amina.password);
      expect(answer.body.user).toMatchObject({ email: amina.email });
    }
  });

  test('a login on A is valid on B, and a logout on B ends it on A', async () => {
    const [account] = await insertAccounts(database.db, 1);
    if (!account) throw new Error('no account');
    const browser = await signedIn(account, a);
    const onB = await browser.get(b, '/api/auth/session');
    expect(onB.body.user).toMatchObject({ id: account.id, email: account.email });
    expect((await browser.get(b, '/api/wallets')).status).toBe(200);

    expect((await browser.post(b, '/api/auth/logout')).status).toBe(204);
    const onA = await browser.get(a, '/api/auth/session');
    expect(onA.body.user).toBeNull();
    expect((await browser.get(a, '/api/wallets')).status).toBe(401);
  });

  test('the login throttle counts the guesses made on both instances', async () => {
    const [account] = await insertAccounts(database.db, 1);
    if (!account) throw new Error('no account');
    const browser = new Browser();
    // LOGIN_MAX_FAILURES_PER_ACCOUNT is 5 by default: 3 guesses on A and 2 on B reach it.
    for (const instance of [a, a, a, b, b]) {
      const guess = await browser.logIn(instance, account.email, 'not the password');
      expect(guess).toMatchObject({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS' } },
      });
    }
    for (const instance of [a, b]) {
      const right = await browser.logIn(instance, account.email, account.password);
      expect(right).toMatchObject({
        status: 429,
        body: {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many login attempts. Try again in 15 minutes.',
          },
        },
      });
    }
  });

  test(`${TAKERS} concurrent takes split across A and B fill the order exactly once`, async () => {
    await insertPair(database.db, 'CLUS');
    const [seller, ...takers] = await insertAccounts(database.db, TAKERS + 1);
    if (!seller) throw new Error('no seller');
    await fundDirectly(database.db, [
      { userId: seller.id, currency: 'CLUS', amount: String(UNITS_ON_OFFER) },
      ...takers.map((taker) => ({ userId: taker.id, currency: 'KES', amount: '5' })),
    ]);

    const sellerBrowser = await signedIn(seller, a);
    const placed = await sellerBrowser.post(a, '/api/orders', {
      side: 'sell',
      base: 'CLUS',
      quote: 'KES',
      amount: String(UNITS_ON_OFFER),
      price: '5',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.order.id as string;

    // Logins in small batches: each is an argon2 check, and each counts against the loopback
    // address's login limit (20) until it succeeds.
    const instanceOf = (index: number) => (index % 2 === 0 ? a : b);
    const browsers = await inBatches(takers, 8, (taker, i) => signedIn(taker, instanceOf(i)));
    const answers = await Promise.all(
      browsers.map((browser, i) =>
        browser.post(instanceOf(i), `/api/orders/${orderId}/execute`, { amount: '1' }),
      ),
    );
    const codes = answers.map((r) => (r.status === 200 ? 'OK' : String(r.body.error?.code)));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(UNITS_ON_OFFER);
    // Once the order is filled it is off the book: the late takers are told it is gone.
    expect(codes.filter((c) => c !== 'OK' && c !== 'ORDER_NOT_FOUND')).toEqual([]);

    const completed = await sellerBrowser.get(b, '/api/orders?status=completed');
    expect(completed.body).toMatchObject([{ id: orderId, status: 'filled', amount: '0.00000000' }]);
    const wallets = (await sellerBrowser.get(b, '/api/wallets')).body as { currency: string }[];
    expect(wallets.find((w) => w.currency === 'KES')).toMatchObject({
      available: '200.00',
      held: '0.00',
    });
    const { rows } = await database.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM trades WHERE maker_order_id = $1',
      [orderId],
    );
    expect(rows[0]?.n).toBe(BigInt(UNITS_ON_OFFER));
    expect((await checkLedgerSnapshot(database.db)).violations).toEqual([]);
  }, 60_000);

  test('an Idempotency-Key used on A answers the same on B and places nothing twice', async () => {
    await insertPair(database.db, 'IDEM');
    const [trader] = await insertAccounts(database.db, 1);
    if (!trader) throw new Error('no trader');
    await fundDirectly(database.db, [{ userId: trader.id, currency: 'KES', amount: '100' }]);
    const browser = await signedIn(trader, a);
    const order = { side: 'buy', base: 'IDEM', quote: 'KES', amount: '2', price: '3' };
    const key = { 'idempotency-key': `cluster-${trader.id}` };

    const first = await browser.post(a, '/api/orders', order, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await browser.post(b, '/api/orders', order, key);
    expect({ status: again.status, body: again.body }).toEqual({
      status: first.status,
      body: first.body,
    });
    // Instance B says the answer is the stored one, not a second order.
    expect(again.headers?.get('idempotent-replayed')).toBe('true');
    expect(first.headers?.get('idempotent-replayed')).toBeNull();
    const other = await browser.post(b, '/api/orders', { ...order, price: '4' }, key);
    expect(other).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });

    const { rows } = await database.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM orders WHERE user_id = $1',
      [trader.id],
    );
    expect(rows[0]?.n).toBe(1n);
    const wallets = (await browser.get(b, '/api/wallets')).body as { currency: string }[];
    expect(wallets.find((w) => w.currency === 'KES')).toMatchObject({
      available: '94.00',
      held: '6.00',
    });
  });

  test('a subscriber on B hears of an order placed on A within a second', async () => {
    await insertPair(database.db, 'LIVE');
    const [trader] = await insertAccounts(database.db, 1);
    if (!trader) throw new Error('no trader');
    await fundDirectly(database.db, [{ userId: trader.id, currency: 'KES', amount: '100' }]);
    const browser = await signedIn(trader, a);
    const channel = pairChannel('LIVE', 'KES');
    const subscriber = await Subscriber.open(b);
    try {
      subscriber.send({ type: 'subscribe', channel });
      const joined = await subscriber.waitFor(
        (m): m is Extract<RealtimeServerMessage, { type: 'subscribed' }> =>
          m.type === 'subscribed' && m.channel === channel,
      );
      const started = performance.now();
      const placing = browser.post(a, '/api/orders', {
        side: 'buy',
        base: 'LIVE',
        quote: 'KES',
        amount: '1',
        price: '2',
      });
      const event = await subscriber.waitFor(
        (m): m is Extract<RealtimeServerMessage, { type: 'event' }> =>
          m.type === 'event' && m.channel === channel && m.topics.includes('book'),
      );
      const elapsedMs = performance.now() - started;
      console.info(`order on A heard by a subscriber on B in ${Math.round(elapsedMs)} ms`);
      const placed = await placing;
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(event.seq).toBeGreaterThan(joined.seq);
      expect(elapsedMs).toBeLessThan(1_000);
    } finally {
      subscriber.close();
    }
  });
});
