/**
 * The scene the database-fault tests share: one real server process on a fresh PostgreSQL
 * database, a market with one large resting sell order, signed-in traders running the money load
 * (money-load.ts), a realtime subscriber on the pair, and the checks that every acknowledged
 * write is in the database exactly once.
 */
import { pairChannel, type RealtimeServerMessage } from '@soko/shared';
import { expect } from 'vitest';
import {
  Browser,
  fundDirectly,
  inBatches,
  insertAccounts,
  insertPair,
  Subscriber,
} from '../cluster/cluster-client.js';
import type { ClusterDatabase, Instance } from '../cluster/cluster-instances.js';
import { checkLedgerSnapshot } from '../../src/modules/ledger/ledger-invariants.js';
import { emptyRecord, traderLoop, type LoadRecord, type Trader } from './money-load.js';

export const BASE = 'CUT';
export const RECOVERY_LIMIT_MS = 5_000;
const TRADERS = 8;
const LOOPS_PER_TRADER = 2;

/** What the server process needs for the load: fast simulator answers, many pending deposits. */
export const LOAD_ENV = {
  SEED_DEMO_DATA: 'false',
  SIMULATOR_DELAY_MS: '100',
  PAYMENT_MAX_PENDING_PER_USER: '10000',
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function setUpMarket(database: ClusterDatabase, server: Instance) {
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

/** Every trader's loops, running until stop() (which waits for the requests in flight). */
export function startLoad(server: Instance, market: Awaited<ReturnType<typeof setUpMarket>>) {
  const record = emptyRecord();
  let running = true;
  const loops = market.traders.flatMap((trader) =>
    Array.from({ length: LOOPS_PER_TRADER }, () =>
      traderLoop(
        server,
        trader,
        { base: BASE, sellOrderId: market.sellOrderId },
        record,
        () => running,
      ),
    ),
  );
  return {
    record,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export async function subscribeToPair(server: Instance, browser: Browser) {
  const subscriber = await Subscriber.open(server, browser);
  subscriber.send({ type: 'subscribe', channel: pairChannel(BASE, 'KES') });
  await subscriber.waitFor(
    (m): m is Extract<RealtimeServerMessage, { type: 'subscribed' }> => m.type === 'subscribed',
  );
  return subscriber;
}

export const isRefetch = (
  m: RealtimeServerMessage,
): m is Extract<RealtimeServerMessage, { type: 'refetch' }> => m.type === 'refetch';

/** Milliseconds from `since` until a money read (wallets: session and ledger) answers 200. */
export async function timeToServe(server: Instance, browser: Browser, since: number) {
  for (;;) {
    expect(server.process.exitCode, server.output()).toBeNull();
    const answer = await browser.get(server, '/api/wallets').catch(() => undefined);
    if (answer?.status === 200) return performance.now() - since;
    if (performance.now() - since > 30_000) throw new Error('not serving 30 s later');
    await sleep(20);
  }
}

export function median(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * After the faults: the process is still up; every answer was final and in shape (success, or
 * 503 in our shape then retried with its key); every acknowledged write is there exactly once;
 * and the ledger holds every invariant.
 */
export async function expectNothingLost(
  server: Instance,
  database: ClusterDatabase,
  market: Awaited<ReturnType<typeof setUpMarket>>,
  record: LoadRecord,
) {
  expect(server.process.exitCode, server.output()).toBeNull();
  expect(record.unexpected).toEqual([]);
  expect(record.cutOff).toBe(0);
  expect(record.refused).toEqual([]);
  const traderIds = market.traders.map((t) => t.userId);
  await expectAcknowledgedExactlyOnce(database, record, traderIds);
  expect((await checkLedgerSnapshot(database.db)).violations).toEqual([]);
}

/** Every acknowledged write is in the database, once; nothing else was written. */
async function expectAcknowledgedExactlyOnce(
  database: ClusterDatabase,
  record: LoadRecord,
  traderIds: string[],
) {
  const count = async (sql: string) => {
    const { rows } = await database.db.query<{ n: bigint }>(sql, [traderIds]);
    return Number(rows[0]?.n ?? 0n);
  };
  const acknowledged = (operation: string) =>
    record.acknowledged.filter((a) => a.operation === operation).length;
  const orders = await count(
    `SELECT count(*) AS n FROM orders WHERE user_id = ANY($1) AND side = 'buy' AND price_minor < 100`,
  );
  const trades = await count(`SELECT count(*) AS n FROM trades WHERE taker_user_id = ANY($1)`);
  const payments = await count(`SELECT count(*) AS n FROM payments WHERE user_id = ANY($1)`);
  expect({ orders, trades, payments }).toEqual({
    orders: acknowledged('place'),
    trades: acknowledged('take'),
    payments: acknowledged('deposit'),
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
