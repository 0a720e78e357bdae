/**
 * Fees, excise and minimum fill through the real app (decisions.md 24 and 26): the admin sets a
 * pair's maker and taker fee; a take and a crossing order each charge both sides on what they
 * receive (floored), the trade object and rows carry the fees, the ledger holds trade_fee and
 * excise transfers with the trade's id, and a maker's minimum per trade refuses smaller takes
 * that do not clear the order. The fee invariants run after every test (buildTestApp).
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  balanceOf,
  ensurePair,
  errorOf,
  executeOrder,
  fundedTrader,
  placeOrder,
  postOrder,
  setPairFees,
  takeOrder,
} from '../../../test/trading.js';

const { app, db, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');

let pairs = 0;
async function feePair(makerFeeBps: number, takerFeeBps: number) {
  pairs += 1;
  const base = `F${pairs}`;
  const pairId = await ensurePair(app, base, 'KES');
  await setPairFees(admin.client, pairId, { makerFeeBps, takerFeeBps });
  return base;
}

type FeeKind = 'fee_revenue' | 'excise_payable';

/** The exchange's fee account balance in a currency: the sum over every pair's and the unsharded one. */
async function systemBalance(currency: string, kind: FeeKind) {
  const { rows } = await db.query<{ balance_minor: bigint }>(
    `SELECT COALESCE(SUM(balance_minor), 0)::bigint AS balance_minor FROM ledger_accounts
      WHERE owner_user_id IS NULL AND currency = $1 AND kind = $2`,
    [currency, kind],
  );
  return rows[0]?.balance_minor ?? 0n;
}

/** Balances of one KES pair's own fee accounts, by currency and kind (migration 0017). */
async function pairFeeBalances(base: string) {
  const { rows } = await db.query<{ currency: string; kind: FeeKind; balance_minor: bigint }>(
    `SELECT a.currency, a.kind, a.balance_minor FROM ledger_accounts a
       JOIN trading_pairs p ON p.id = a.pair_id
      WHERE p.base = $1 AND p.quote = 'KES' ORDER BY a.currency, a.kind`,
    [base],
  );
  return rows.map((r) => `${r.currency} ${r.kind} ${r.balance_minor}`);
}

describe('a take charges both sides on what they receive', () => {
  test('buying taker pays the taker rate in the coin, the maker the maker rate in KES', async () => {
    const base = await feePair(10, 20);
    const maker = await fundedTrader(app, { [base]: '10' });
    const taker = await fundedTrader(app, { KES: '1000' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '10',
      price: '33.33',
    });
    const kesBefore = await systemBalance('KES', 'fee_revenue');
    const exciseBefore = await systemBalance('KES', 'excise_payable');
    const { trade } = await takeOrder(taker.client, order.id, '3');
    // 3 × 33.33 = 99.99 KES; buyer fee 0.2 % of 3 = 0.006; seller fee 0.1 % of 99.99 = 0.09999 → 0.09
    expect(trade).toMatchObject({ total: '99.99', buyerFee: '0.00600000', sellerFee: '0.09' });
    expect(await balanceOf(taker.client, base)).toMatchObject({ available: '2.99400000' });
    expect(await balanceOf(taker.client, 'KES')).toMatchObject({ available: '900.01' });
    expect(await balanceOf(maker.client, 'KES')).toMatchObject({ available: '99.90' });
    // 9 cents of fee: excise 10 % = 0.9 → 1 cent (half up); revenue keeps 8
    expect((await systemBalance('KES', 'fee_revenue')) - kesBefore).toBe(8n);
    expect((await systemBalance('KES', 'excise_payable')) - exciseBefore).toBe(1n);
    expect(await systemBalance(base, 'fee_revenue')).toBe(540_000n);
    expect(await systemBalance(base, 'excise_payable')).toBe(60_000n);
    const { rows } = await db.query<{ buyer_fee_minor: bigint; seller_fee_minor: bigint }>(
      `SELECT buyer_fee_minor, seller_fee_minor FROM trades WHERE id = $1`,
      [trade.id],
    );
    expect(rows[0]).toEqual({ buyer_fee_minor: 600_000n, seller_fee_minor: 9n });
  });

  test("each pair's fees go to its own fee accounts, so pairs never share a fee row", async () => {
    const first = await feePair(10, 20);
    const second = await feePair(10, 20);
    const kesBefore = await systemBalance('KES', 'fee_revenue');
    for (const [base, amount] of [
      [first, '1'],
      [second, '2'],
    ] as const) {
      const maker = await fundedTrader(app, { [base]: '10' });
      const taker = await fundedTrader(app, { KES: '10000' });
      const { order } = await placeOrder(maker.client, {
        side: 'sell',
        base,
        quote: 'KES',
        amount: '10',
        price: '1000',
      });
      await takeOrder(taker.client, order.id, amount);
    }
    // first: 1 coin for 1,000 KES; buyer 0.2 % of 1 coin = 200,000 units (excise 20,000), seller
    // 0.1 % of 1,000.00 = 100 cents (excise 10). second: twice as much. Each in its own accounts.
    expect(await pairFeeBalances(first)).toEqual([
      `${first} excise_payable 20000`,
      `${first} fee_revenue 180000`,
      'KES excise_payable 10',
      'KES fee_revenue 90',
    ]);
    expect(await pairFeeBalances(second)).toEqual([
      `${second} excise_payable 40000`,
      `${second} fee_revenue 360000`,
      'KES excise_payable 20',
      'KES fee_revenue 180',
    ]);
    // The exchange's KES revenue is the sum over the pairs' accounts.
    expect((await systemBalance('KES', 'fee_revenue')) - kesBefore).toBe(270n);
  });

  test('a crossing order pays the taker rate; the resting buyer the maker rate', async () => {
    const base = await feePair(10, 20);
    const buyer = await fundedTrader(app, { KES: '10000' });
    const seller = await fundedTrader(app, { [base]: '5' });
    await placeOrder(buyer.client, { side: 'buy', base, quote: 'KES', amount: '5', price: '100' });
    const { trades } = await placeOrder(seller.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '5',
      price: '100',
    });
    // seller (taker) receives 500.00 KES, pays 0.2 % = 1.00; buyer (maker) receives 5, pays 0.1 %
    expect(trades).toEqual([
      expect.objectContaining({ buyerFee: '0.00500000', sellerFee: '1.00' }),
    ]);
    expect(await balanceOf(seller.client, 'KES')).toMatchObject({ available: '499.00' });
    expect(await balanceOf(buyer.client, base)).toMatchObject({ available: '4.99500000' });
    expect(await balanceOf(buyer.client, 'KES')).toMatchObject({
      available: '9500.00',
      held: '0.00',
    });
  });

  test('a free pair takes nothing and writes no fee transfer', async () => {
    const base = await feePair(0, 0);
    const maker = await fundedTrader(app, { [base]: '1' });
    const taker = await fundedTrader(app, { KES: '100' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '1',
      price: '10',
    });
    const { trade } = await takeOrder(taker.client, order.id, '1');
    expect(trade).toMatchObject({ buyerFee: '0.00000000', sellerFee: '0.00' });
    const { rows } = await db.query(
      `SELECT 1 FROM ledger_transfers WHERE trade_id = $1 AND code IN ('trade_fee', 'excise')`,
      [trade.id],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('the admin edits fees and the excise rate', () => {
  test('fees out of range are a validation error and change nothing', async () => {
    const pairId = await ensurePair(app, 'FX', 'KES');
    for (const payload of [{ makerFeeBps: -1 }, { takerFeeBps: 1001 }, { makerFeeBps: 2.5 }]) {
      const response = await admin.client.request({
        method: 'PATCH',
        url: `/api/admin/pairs/${pairId}`,
        payload,
      });
      expect(errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    const pairsList = await admin.client.request({ url: '/api/admin/pairs' });
    const pair = pairsList
      .json<{ id: string; makerFeeBps: number }[]>()
      .find((p) => p.id === pairId);
    expect(pair?.makerFeeBps).toBe(0);
  });

  // Announced rates and the date order of rates: settings/excise-rates.test.ts.
  test('a new excise rate applies from now, the history is kept, the past is refused', async () => {
    const before = await admin.client.request({ url: '/api/admin/settings' });
    expect(before.json()).toMatchObject({ exciseRatePercent: '10', withdrawalFeePercent: 10 });
    const past = await admin.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { exciseRatePercent: '12', exciseEffectiveFrom: '2025-01-01' },
    });
    expect(errorOf(past)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const now = await admin.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { exciseRatePercent: '12.5' },
    });
    expect(now.statusCode, now.body).toBe(200);
    const settings = now.json<{ exciseRatePercent: string; exciseRates: unknown[] }>();
    expect(settings.exciseRatePercent).toBe('12.5');
    expect(settings.exciseRates).toEqual([
      expect.objectContaining({ ratePercent: '12.5' }),
      { ratePercent: '10', effectiveFrom: '2025-07-01' },
    ]);
    // A fee taken now bears 12.5 %: 20 cents of fee → 2.5 → 3 cents (half up; 10 % would be 2)
    clock.advanceMs(1000);
    const base = await feePair(0, 200);
    const maker = await fundedTrader(app, { KES: '10' });
    const taker = await fundedTrader(app, { [base]: '1' });
    const { order } = await placeOrder(maker.client, {
      side: 'buy',
      base,
      quote: 'KES',
      amount: '1',
      price: '10',
    });
    const exciseBefore = await systemBalance('KES', 'excise_payable');
    const { trade } = await takeOrder(taker.client, order.id, '1');
    expect(trade.sellerFee).toBe('0.20');
    expect((await systemBalance('KES', 'excise_payable')) - exciseBefore).toBe(3n);
    clock.advanceMs(1000);
    const restore = await admin.client.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { exciseRatePercent: '10' },
    });
    expect(restore.statusCode).toBe(200);
  });
});

describe('minimum per trade (decisions.md 26)', () => {
  test('a take below it that does not clear the order is ORDER_TOO_SMALL', async () => {
    const base = await feePair(0, 0);
    const maker = await fundedTrader(app, { [base]: '10' });
    const taker = await fundedTrader(app, { KES: '1000', [base]: '10' });
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base,
      quote: 'KES',
      amount: '10',
      price: '10',
      minFill: '4',
    });
    expect(order.minFill).toBe('4.00000000');
    const small = await executeOrder(taker.client, order.id, '3.999999');
    expect(errorOf(small)).toEqual({
      status: 400,
      code: 'ORDER_TOO_SMALL',
      message: `Minimum amount per trade is 4 ${base}`,
    });
    // A crossing order that would fill less than the minimum is refused as well.
    const crossing = await postOrder(taker.client, {
      side: 'buy',
      base,
      quote: 'KES',
      amount: '1',
      price: '10',
    });
    expect(errorOf(crossing)).toMatchObject({ status: 400, code: 'ORDER_TOO_SMALL' });
    await takeOrder(taker.client, order.id, '7');
    // 3 left, under the minimum of 4: taking all 3 clears the order and is allowed
    const partOfRest = await executeOrder(taker.client, order.id, '2');
    expect(errorOf(partOfRest)).toMatchObject({ code: 'ORDER_TOO_SMALL' });
    const { order: after } = await takeOrder(taker.client, order.id, '3');
    expect(after.status).toBe('filled');
  });

  test('the minimum is validated: positive, at most the amount', async () => {
    const base = await feePair(0, 0);
    const maker = await fundedTrader(app, { [base]: '10' });
    const input = { side: 'sell' as const, base, quote: 'KES', amount: '10', price: '10' };
    for (const minFill of ['0', '10.000001', '0.0000001']) {
      const response = await postOrder(maker.client, { ...input, minFill });
      expect(errorOf(response), minFill).toMatchObject({ status: 400, code: 'INVALID_AMOUNT' });
    }
    const ok = await postOrder(maker.client, { ...input, minFill: '10' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
