/**
 * The fee invariants can fail: a real fee-paying trade and a real settled withdrawal with a fee
 * are made through the API, then each test breaks one thing inside a transaction, runs every
 * check in that transaction, expects the named invariant to report, and rolls back, so the
 * after-each check of the real data still passes.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Tx } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { invariantsBrokenBy } from '../../../test/invariant-breaks.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { approveFully, createCoin, fundThroughApproval } from '../../../test/wallet-funding.js';
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
const EXCISE_AT_SETTLEMENT =
  "each withdrawal fee bears exactly its excise at the rate of the settlement's date";

const ids = { trade: '', tradeAt: new Date(0), withdrawal: '' };

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

  // A crypto withdrawal with a 10 % fee, settled by the admin: its fee and excise transfers.
  await createCoin(app, 'WFX');
  await db.query(`UPDATE platform_settings SET withdrawal_tax_bps = 1000`);
  const holder = await loginAs(app, 'user');
  await fundThroughApproval(app, admin.client, holder.account.id, 'WFX', '5');
  const requested = await holder.client.request({
    method: 'POST',
    url: '/api/withdrawals/crypto',
    payload: { currency: 'WFX', amount: '2', address: 'wfx-address-of-the-holder-0001' },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const { withdrawal } = requested.json<{ withdrawal: { id: string; transactionId: string } }>();
  const settled = await approveFully(app, admin.client, withdrawal.transactionId, {
    txHash: '0xfeefeefeefeefeefeefeefeefeefeefeefeefeefeefeefeefeefeefeefeefee',
  });
  expect(settled.statusCode, settled.body).toBe(200);
  ids.withdrawal = withdrawal.id;
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
  // 10 % was charged; a 20 % rate effective a second before the trade makes that wrong (and
  // the withdrawal's, settled after the trade).
  const failing = await brokenBy((tx) =>
    tx.query(`INSERT INTO excise_rates (effective_from, rate_bps) VALUES ($1, 2000)`, [
      new Date(ids.tradeAt.getTime() - 1000),
    ]),
  );
  expect(failing).toContain(EXCISE_AT_TRADE_DATE);
});

test('a rate that starts after every fee changes nothing for them', async () => {
  const failing = await brokenBy((tx) =>
    tx.query(
      `INSERT INTO excise_rates (effective_from, rate_bps)
       SELECT MAX(created_at) + interval '1 second', 2000 FROM ledger_transfers`,
    ),
  );
  expect(failing).toEqual([]);
});

test("a withdrawal's excise one minor unit off is reported", async () => {
  const failing = await brokenBy((tx) =>
    tx.query(
      `UPDATE ledger_transfers SET amount_minor = amount_minor + 1
        WHERE withdrawal_id = $1 AND code = 'excise'`,
      [ids.withdrawal],
    ),
  );
  expect(failing).toContain(EXCISE_AT_SETTLEMENT);
});

test("a rate in force at the settlement's date other than the one it paid is reported", async () => {
  const failing = await brokenBy((tx) =>
    tx.query(
      `INSERT INTO excise_rates (effective_from, rate_bps)
       SELECT MIN(created_at) - interval '1 second', 2000 FROM ledger_transfers
        WHERE withdrawal_id = $1 AND code = 'fee'`,
      [ids.withdrawal],
    ),
  );
  expect(failing).toContain(EXCISE_AT_SETTLEMENT);
});
