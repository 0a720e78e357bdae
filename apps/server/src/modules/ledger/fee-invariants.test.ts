/**
 * The fee invariants can fail: a real fee-paying trade is made through the API, then each test
 * breaks one thing inside a transaction, runs every check in that transaction, expects the named
 * invariant to report, and rolls back, so the after-each check of the real data still passes.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Tx } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { invariantsBrokenBy } from '../../../test/invariant-breaks.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  ensurePair,
  fundedTrader,
  placeOrder,
  setPairFees,
  takeOrder,
} from '../../../test/trading.js';

const { app, db } = await buildTestApp();
const EXCISE_AT_TRADE_DATE =
  "each trade fee bears exactly its excise at the rate of the trade's date";

const ids = { trade: '', tradeAt: new Date(0) };

beforeAll(async () => {
  const admin = await loginAs(app, 'admin');
  await setPairFees(admin.client, await ensurePair(app, 'FEX', 'KES'), {
    makerFeeBps: 10,
    takerFeeBps: 20,
  });
  const maker = await fundedTrader(app, { FEX: '10' });
  const taker = await fundedTrader(app, { KES: '1000' });
  const { order } = await placeOrder(maker.client, {
    side: 'sell',
    base: 'FEX',
    quote: 'KES',
    amount: '10',
    price: '33.33',
  });
  const { trade } = await takeOrder(taker.client, order.id, '3');
  ids.trade = trade.id;
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM trades WHERE id = $1`,
    [trade.id],
  );
  ids.tradeAt = rows[0]?.created_at ?? new Date(0);
});

const brokenBy = (corrupt: (tx: Tx) => Promise<unknown>) => invariantsBrokenBy(db, corrupt);

test('the real fee-paying trade passes every check', async () => {
  expect(await brokenBy(() => Promise.resolve())).toEqual([]);
});

test('an excise transfer one minor unit off is reported', async () => {
  const failing = await brokenBy((tx) =>
    tx.query(
      `UPDATE ledger_transfers SET amount_minor = amount_minor + 1
        WHERE trade_id = $1 AND code = 'excise' AND currency = 'KES'`,
      [ids.trade],
    ),
  );
  expect(failing).toContain(EXCISE_AT_TRADE_DATE);
});

test("a rate in force at the trade's date other than the one it paid is reported", async () => {
  // 10 % was charged; a 20 % rate effective a second before the trade makes that wrong.
  const failing = await brokenBy((tx) =>
    tx.query(`INSERT INTO excise_rates (effective_from, rate_bps) VALUES ($1, 2000)`, [
      new Date(ids.tradeAt.getTime() - 1000),
    ]),
  );
  expect(failing).toEqual([EXCISE_AT_TRADE_DATE]);
});

test('a rate that starts after the trade changes nothing for it', async () => {
  const failing = await brokenBy((tx) =>
    tx.query(`INSERT INTO excise_rates (effective_from, rate_bps) VALUES ($1, 2000)`, [
      new Date(ids.tradeAt.getTime() + 1000),
    ]),
  );
  expect(failing).toEqual([]);
});
