/**
 * How far a new order locks the book: resting orders are locked in book order (price, then
 * time) in growing batches (8, then 16, ...) only until the other traders' orders among them
 * cover the incoming amount, so a small order on a deep book locks a few rows, not every
 * crossing order. The trader's own orders do not count toward that amount (matching skips
 * them). Then, through the API, an order sweeping more than one batch with its owner's orders
 * in between fills exactly as matching the whole book would.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  coinMinor,
  ensurePair,
  fundedTrader,
  placeOrder,
  postOrder,
} from '../../../test/trading.js';
import { lockCrossingOrders } from './orders.repository.js';

const { app, db } = await buildTestApp();

const order = (side: 'buy' | 'sell', base: string, amount: string, price: string) => ({
  side,
  base,
  quote: 'KES',
  amount,
  price,
});

describe('locking the book', () => {
  test('a buy locks sells in batches only as far as its amount reaches', async () => {
    const pairId = await ensurePair(app, 'DEEP', 'KES');
    const maker = await fundedTrader(app, { DEEP: '100' });
    const buyer = await fundedTrader(app);
    for (let index = 0; index < 30; index += 1) {
      await placeOrder(maker.client, order('sell', 'DEEP', '1', `${10 + index}`));
    }
    const lockedFor = (userId: string, units: string) =>
      db.transaction(async (tx) => {
        const rows = await lockCrossingOrders(tx, pairId, 'sell', coinMinor('1000'), {
          userId,
          amountMinor: coinMinor(units),
        });
        return rows.map((row) => Number(row.price_minor / 100n));
      });
    expect(await lockedFor(buyer.id, '1')).toEqual(range(10, 8));
    expect(await lockedFor(buyer.id, '8')).toEqual(range(10, 8));
    expect(await lockedFor(buyer.id, '8.5')).toEqual(range(10, 24));
    expect(await lockedFor(buyer.id, '100')).toEqual(range(10, 30));
    // The maker's own orders are never matched, so they cannot fill anything: all are locked.
    expect(await lockedFor(maker.id, '1')).toEqual(range(10, 30));
  });

  test('a sweep past the first batch, over its own orders, fills as the whole book would', async () => {
    await ensurePair(app, 'SWEEP', 'KES');
    const maker = await fundedTrader(app, { SWEEP: '100' });
    const trader = await fundedTrader(app, { SWEEP: '100', KES: '100000' });
    // Price-time order: at each price the maker's order first, then the trader's own.
    for (let index = 0; index < 12; index += 1) {
      await placeOrder(maker.client, order('sell', 'SWEEP', '1', `${20 + index}`));
      await placeOrder(trader.client, order('sell', 'SWEEP', '1', `${20 + index}`));
    }
    const { trades } = await placeOrder(trader.client, order('buy', 'SWEEP', '11.5', '40'));
    expect(trades.map((t) => [t.price, t.amount])).toEqual([
      ...range(20, 11).map((price) => [`${price}.00`, '1.00000000']),
      ['31.00', '0.50000000'],
    ]);
    // A remainder that would rest crossing the trader's own orders refuses the whole order.
    const refused = await postOrder(trader.client, order('buy', 'SWEEP', '2', '40'));
    expect(refused.json()).toMatchObject({ error: { code: 'SELF_TRADE' } });
  });
});

function range(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => from + index);
}
