/**
 * GET /api/admin/reports/fees through the real app (decisions.md 24): a Nairobi month's trading
 * fees by kind (maker, taker) and crypto withdrawal fees, per currency, valued in KES at the
 * coin's last KES price at the month's end, the excise moved that month, the filing day (the
 * 20th of the next month), and the same as CSV. Admins only.
 */
import { describe, expect, test } from 'vitest';
import type { FeeReport, WithdrawalResponse } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { ensurePair, fundedTrader, placeOrder, takeOrder } from '../../../test/trading.js';

const { app, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');
const ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

async function report(query: string, client = admin.client) {
  return client.request({ url: `/api/admin/reports/fees${query}` });
}

// 31 March 2026, 18:00 in Nairobi (sessions last 12 hours: April is 7 hours later).
clock.set(new Date('2026-03-31T15:00:00Z'));
const pairId = await ensurePair(app, 'RV', 'KES');
const patched = await admin.client.request({
  method: 'PATCH',
  url: `/api/admin/pairs/${pairId}`,
  payload: { makerFeeBps: 10, takerFeeBps: 20 },
});
expect(patched.statusCode, patched.body).toBe(200);
const maker = await fundedTrader(app, { RV: '20' });
const taker = await fundedTrader(app, { KES: '2000' });

describe('the monthly fee report', () => {
  test('fees by kind and currency, KES values at the month-end price, excise and filing day', async () => {
    const { order } = await placeOrder(maker.client, {
      side: 'sell',
      base: 'RV',
      quote: 'KES',
      amount: '10',
      price: '100',
    });
    // Buyer (taker) pays 0.2 % of 5 RV = 0.01 RV; seller (maker) 0.1 % of 500.00 = 0.50 KES.
    await takeOrder(taker.client, order.id, '5');
    // A crypto withdrawal of 1 RV at the 10 % fee: 0.1 RV, settled this month.
    const requested = await maker.client.request({
      method: 'POST',
      url: '/api/withdrawals/crypto',
      payload: { currency: 'RV', amount: '1', address: ADDRESS },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { withdrawal } = requested.json<WithdrawalResponse>();
    const approved = await admin.client.request({
      method: 'POST',
      url: `/api/admin/transactions/${withdrawal.transactionId}/approve`,
      payload: { txHash: '0xabc' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // April (01:00 on the 1st in Nairobi, still 31 March in UTC): a trade at 200 must not
    // change how March is valued.
    clock.set(new Date('2026-03-31T22:00:00Z'));
    const { order: dearer } = await placeOrder(maker.client, {
      side: 'sell',
      base: 'RV',
      quote: 'KES',
      amount: '1',
      price: '200',
    });
    await takeOrder(taker.client, dearer.id, '1');

    const response = await report('?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const march = response.json<FeeReport>();
    expect(march).toMatchObject({
      month: '2026-03',
      fees: [
        { currency: 'KES', amount: '0.50', amountKes: '0.50' },
        { currency: 'RV', amount: '0.11000000', amountKes: '11.00' },
      ],
      byKind: [
        { kind: 'maker', currency: 'KES', amount: '0.50', amountKes: '0.50' },
        { kind: 'taker', currency: 'RV', amount: '0.01000000', amountKes: '1.00' },
        { kind: 'withdrawal', currency: 'RV', amount: '0.10000000', amountKes: '10.00' },
      ],
      // 10 % of each fee, half up: 0.05 KES; 0.001 + 0.01 RV
      excise: [
        { currency: 'KES', amount: '0.05', amountKes: '0.05' },
        { currency: 'RV', amount: '0.01100000', amountKes: '1.10' },
      ],
      feesKes: '11.50',
      exciseKes: '1.15',
      filingDate: '2026-04-20',
      unpriced: [],
    });
    // The month ends at Nairobi midnight, 21:00 UTC on 31 March.
    expect(march.pricedAt).toBe('2026-03-31T21:00:00.000Z');

    const april = (await report('')).json<FeeReport>();
    expect(april).toMatchObject({ month: '2026-04', filingDate: '2026-05-20' });
    // 1 RV at 200: buyer 0.002 RV (at 200 = 0.40 KES), seller 0.1 % of 200.00 = 0.20 KES
    expect(april.feesKes).toBe('0.60');
  });

  test('as CSV, with the totals and the filing day on every line', async () => {
    const response = await report('?month=2026-03&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.trim().split('\n')).toEqual([
      'month,line,currency,amount,amount_kes,filing_date',
      '2026-03,maker fees,KES,0.50,0.50,2026-04-20',
      '2026-03,taker fees,RV,0.01000000,1.00,2026-04-20',
      '2026-03,withdrawal fees,RV,0.10000000,10.00,2026-04-20',
      '2026-03,excise due,KES,0.05,0.05,2026-04-20',
      '2026-03,excise due,RV,0.01100000,1.10,2026-04-20',
      '2026-03,total fees,KES,11.50,11.50,2026-04-20',
      '2026-03,total excise due,KES,1.15,1.15,2026-04-20',
    ]);
  });

  test('a month without fees is zero; a bad month is a validation error; admins only', async () => {
    expect((await report('?month=2025-01')).json()).toMatchObject({
      fees: [],
      feesKes: '0.00',
      exciseKes: '0.00',
      filingDate: '2025-02-20',
    });
    expect((await report('?month=2026-13')).statusCode).toBe(400);
    expect((await report('?month=2026-03', taker.client)).statusCode).toBe(403);
  });

  test('a month outside the years 2000 to 2999 is a validation error, not a 500', async () => {
    // 0000-01 begins before any instant PostgreSQL takes; 9999-12 ends in year 10000.
    for (const month of ['0000-01', '1999-12', '3000-01', '9999-12']) {
      const response = await report(`?month=${month}`);
      expect(response.statusCode, `${month}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: 'Use a month as YYYY-MM.' },
      });
    }
  });
});
