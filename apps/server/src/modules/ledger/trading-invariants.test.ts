/**
 * The trading invariants can fail: a real market is made through the API (a resting buy, a
 * resting sell, a fill), then each test breaks one thing inside a transaction, runs every check
 * in that transaction, expects exactly the named invariant to report, and rolls back, so the
 * after-each check of the real data still passes.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Tx } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { invariantsBrokenBy } from '../../../test/invariant-breaks.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { ensurePair, placeOrder } from '../../../test/trading.js';

const { app, db } = await buildTestApp();

const ids = { bid: '', ask: '', trade: '', seller: '', buyer: '' };

beforeAll(async () => {
  await ensurePair(app, 'INV', 'KES');
  const seller = await loginAs(app, 'user');
  const buyer = await loginAs(app, 'user');
  await fundDirectly(app, seller.account.id, 'INV', '100');
  await fundDirectly(app, buyer.account.id, 'KES', '1000');
  const order = (side: 'buy' | 'sell', amount: string, price: string) => ({
    side,
    base: 'INV',
    quote: 'KES',
    amount,
    price,
  });
  ids.ask = (await placeOrder(seller.client, order('sell', '10', '5.00'))).order.id;
  const taken = await placeOrder(buyer.client, order('buy', '3', '5.00'));
  ids.trade = taken.trades[0]?.id ?? '';
  ids.bid = (await placeOrder(buyer.client, order('buy', '10', '4.00'))).order.id;
  ids.seller = seller.account.id;
  ids.buyer = buyer.account.id;
});

const brokenBy = (corrupt: (tx: Tx) => Promise<unknown>) => invariantsBrokenBy(db, corrupt);

test('the real market passes every check', async () => {
  expect(await brokenBy(() => Promise.resolve())).toEqual([]);
});

test.each([
  [
    'every resting order has exactly one pending hold of what it still needs',
    (tx: Tx) =>
      tx.query(`UPDATE orders SET amount_minor = amount_minor - 100 WHERE id = $1`, [ids.ask]),
  ],
  [
    'no hold is left on a filled or cancelled order',
    (tx: Tx) =>
      tx.query(`UPDATE orders SET status = 'cancelled', finished_at = now() WHERE id = $1`, [
        ids.bid,
      ]),
  ],
  [
    'what an order traded equals its original amount less what is left',
    (tx: Tx) =>
      tx.query(`UPDATE trades SET amount_minor = amount_minor + 1 WHERE id = $1`, [ids.trade]),
  ],
  [
    'each trade moved its amount and its quote once, in fill transfers named by it',
    (tx: Tx) =>
      tx.query(
        `UPDATE ledger_transfers SET trade_id = NULL WHERE trade_id = $1 AND currency = 'KES'`,
        [ids.trade],
      ),
  ],
  [
    'a fill went from the seller to the buyer, and the quote back',
    (tx: Tx) =>
      tx.query(
        `UPDATE trades SET buyer_user_id = seller_user_id, seller_user_id = buyer_user_id WHERE id = $1`,
        [ids.trade],
      ),
  ],
  [
    'each trade shows as a completed purchase and a completed sale',
    (tx: Tx) =>
      tx.query(`UPDATE transactions SET status = 'pending' WHERE trade_id = $1 AND type = 'sale'`, [
        ids.trade,
      ]),
  ],
  [
    'no book is crossed between different owners',
    (tx: Tx) =>
      tx
        .query(`UPDATE orders SET price_minor = 500 WHERE id = $1`, [ids.ask])
        .then(() => tx.query(`UPDATE orders SET price_minor = 600 WHERE id = $1`, [ids.bid])),
  ],
  [
    'no resting order is dust (worth under one quote minor unit at its price)',
    (tx: Tx) =>
      tx.query(`UPDATE orders SET price_minor = 1, amount_minor = 100 WHERE id = $1`, [ids.ask]),
  ],
])('a broken "%s" is reported', async (name, change) => {
  const failing = await brokenBy(change);
  expect(failing).toContain(name);
});
