/**
 * Dust through the real app: amounts and prices whose products round, so that a fill or a
 * remainder is worth less than one cent. No fill is ever made for nothing, no unfillable order
 * is left on the book, the book is never left crossed, and every hold is finished to the last
 * minor unit (the buyer's rounding remainder comes back). The invariants run after each test.
 */
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import {
  balanceOf,
  cancelOrder,
  ensurePair,
  errorOf,
  ownOrders,
  placeOrder,
  postOrder,
} from '../../../test/trading.js';
import { TOO_SMALL_TO_MATCH_MESSAGE } from '../../domain/matching/order-matching.js';

const { app } = await buildTestApp();
await ensurePair(app, 'DUST', 'KES');

async function trader(funds: Record<string, string>) {
  const signedIn = await loginAs(app, 'user');
  for (const [currency, amount] of Object.entries(funds)) {
    await fundDirectly(app, signedIn.account.id, currency, amount);
  }
  return signedIn;
}

const order = (side: 'buy' | 'sell', amount: string, price: string) => ({
  side,
  base: 'DUST',
  quote: 'KES',
  amount,
  price,
});

test('a remainder too small to trade at the best price is released, not rested crossed', async () => {
  const seller1 = await trader({ DUST: '10' });
  const seller2 = await trader({ DUST: '10' });
  const cheapest = await placeOrder(seller1.client, order('sell', '3', '0.01'));
  const next = await placeOrder(seller2.client, order('sell', '5', '0.01'));
  const buyer = await trader({ KES: '100' });

  // Alone, 0.5 coin at 0.01 KES is half a cent: nothing can trade, and resting at 5.00 would
  // cross the asks, so the order is refused and nothing changes.
  const refused = await postOrder(buyer.client, order('buy', '0.5', '5.00'));
  expect(errorOf(refused)).toEqual({
    status: 400,
    code: 'INVALID_AMOUNT',
    message: TOO_SMALL_TO_MATCH_MESSAGE,
  });
  expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '100.00', held: '0.00' });

  // 3.5 coins: 3 trade for 0.03 KES, the last half coin cannot, so the order ends there.
  const placed = await placeOrder(buyer.client, order('buy', '3.5', '5.00'));
  expect(placed.trades).toMatchObject([{ makerOrderId: cheapest.order.id, total: '0.03' }]);
  expect(placed.order).toMatchObject({
    status: 'cancelled',
    amount: '0.50000000',
    filledAmount: '3.00000000',
  });
  expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '99.97', held: '0.00' });
  expect(await ownOrders(seller2.client)).toMatchObject([{ id: next.order.id, status: 'open' }]);
  await cancelOrder(seller2.client, next.order.id);
});

test('a maker left with less than a cent is swept with the fill that left it', async () => {
  const buyer = await trader({ KES: '100' });
  const { order: bid } = await placeOrder(buyer.client, order('buy', '20', '3.25'));
  const seller = await trader({ DUST: '20' });
  // 19.999 × 3.25 = 64.99675: the seller receives 64.99; 0.001 left is worth 0.00325 KES.
  const { trades } = await placeOrder(seller.client, order('sell', '19.999', '3.25'));
  expect(trades).toMatchObject([{ makerOrderId: bid.id, total: '64.99' }]);
  expect(await ownOrders(buyer.client, 'completed')).toMatchObject([
    { id: bid.id, status: 'cancelled', amount: '0.00100000' },
  ]);
  // The whole 65.00 hold is finished: 64.99 paid, 0.01 back.
  expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '35.01', held: '0.00' });
  expect(await balanceOf(buyer.client, 'DUST')).toMatchObject({ available: '19.99900000' });
});

test('rounding on every fill: the buyer pays each fill rounded up, even past amount × price', async () => {
  const makers = [
    await trader({ DUST: '1' }),
    await trader({ DUST: '1' }),
    await trader({ DUST: '1' }),
  ];
  for (const maker of makers) await placeOrder(maker.client, order('sell', '0.333333', '1.01'));
  // 0.999999 × 1.01 = 1.00999899 → 1.01, but three fills of 0.33666633 cost 0.34 each: 1.02.
  const short = await trader({ KES: '1.01' });
  expect(errorOf(await postOrder(short.client, order('buy', '0.999999', '1.01')))).toEqual({
    status: 409,
    code: 'INSUFFICIENT_BALANCE',
    message: 'Insufficient balance. You need KES 1.02 but have KES 1.01 available.',
  });
  const buyer = await trader({ KES: '1.50' });
  const { trades, order: placed } = await placeOrder(
    buyer.client,
    order('buy', '0.999999', '1.01'),
  );
  expect(trades.map((t) => t.total)).toEqual(['0.34', '0.34', '0.34']);
  expect(placed.status).toBe('filled');
  expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '0.48', held: '0.00' });
  for (const maker of makers) {
    expect(await balanceOf(maker.client, 'KES')).toMatchObject({ available: '0.34' });
  }
});
