/**
 * What a trader reads of their fees after a partial fill (decisions.md 24, issue 15): My orders
 * (GET /api/orders) shows each order's received, fee and net in the currency it receives, and the
 * history (GET /api/transactions) shows each trade row's own side of the fee, its currency and
 * the net. A pair at 10 bps maker, 20 bps taker; every figure exact, rounded down as charged.
 */
import { describe, expect, test } from 'vitest';
import type { TransactionsPage } from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  ensurePair,
  fundedTrader,
  ownOrders,
  placeOrder,
  setPairFees,
  takeOrder,
} from '../../../test/trading.js';

const { app } = await buildTestApp();
const admin = await loginAs(app, 'admin');

let pairs = 0;
async function feePair() {
  pairs += 1;
  const base = `H${pairs}`;
  const pairId = await ensurePair(app, base, 'KES');
  await setPairFees(admin.client, pairId, { makerFeeBps: 10, takerFeeBps: 20 });
  return base;
}

async function tradeRows(client: TestClient) {
  const response = await client.request({ url: '/api/transactions?pageSize=50' });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<TransactionsPage>()
    .items.filter((row) => row.method === 'trade')
    .map(({ type, currency, amount, fee, feeCurrency, net }) => ({
      type,
      currency,
      amount,
      fee,
      feeCurrency,
      net,
    }));
}

describe('fee and net after a partial fill', () => {
  test("a maker's sell, partly taken: its order and both sides' history rows", async () => {
    const base = await feePair();
    const maker = await fundedTrader(app, { [base]: '10' });
    const taker = await fundedTrader(app, { KES: '1000' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '10',
      price: '33.33',
    });
    await takeOrder(taker.client, order.id, '4');

    // The maker received 4 × 33.33 = 133.32 KES; 10 bps = 0.13332, floored to 0.13.
    const [open] = await ownOrders(maker.client, 'open');
    expect(open).toMatchObject({
      id: order.id,
      status: 'partially_filled',
      receivedCurrency: 'KES',
      received: '133.32',
      fee: '0.13',
      net: '133.19',
    });
    expect(await tradeRows(maker.client)).toEqual([
      {
        type: 'sale',
        currency: base,
        amount: '4.00000000',
        fee: '0.13',
        feeCurrency: 'KES',
        net: '133.19',
      },
    ]);
    // The taker bought 4 coins and paid 20 bps of them: 0.008.
    expect(await tradeRows(taker.client)).toEqual([
      {
        type: 'purchase',
        currency: base,
        amount: '4.00000000',
        fee: '0.00800000',
        feeCurrency: base,
        net: '3.99200000',
      },
    ]);
  });

  test("a taker's crossing sell, partly filled: its order pays the taker rate in KES", async () => {
    const base = await feePair();
    const maker = await fundedTrader(app, { KES: '1000' });
    const taker = await fundedTrader(app, { [base]: '15' });
    const bid = await placeOrder(maker.client, {
      side: 'buy',
      base,
      quote: 'KES',
      amount: '10',
      price: '25.05',
    });
    const { order } = await placeOrder(taker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '15',
      price: '25.05',
    });

    // The taker's order sold 10 of 15 for 250.50 KES; 20 bps = 0.501, floored to 0.50.
    expect(await ownOrders(taker.client, 'open')).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'partially_filled',
        receivedCurrency: 'KES',
        received: '250.50',
        fee: '0.50',
        net: '250.00',
      }),
    ]);
    // The maker's bid filled: 10 coins, 10 bps = 0.01 of them.
    expect(await ownOrders(maker.client, 'completed')).toEqual([
      expect.objectContaining({
        id: bid.order.id,
        status: 'filled',
        receivedCurrency: base,
        received: '10.00000000',
        fee: '0.01000000',
        net: '9.99000000',
      }),
    ]);
    expect(await tradeRows(taker.client)).toEqual([
      {
        type: 'sale',
        currency: base,
        amount: '10.00000000',
        fee: '0.50',
        feeCurrency: 'KES',
        net: '250.00',
      },
    ]);
  });
});
