/**
 * The reconciliation job, driven by hand with the manual clock (runPaymentReconciliationOnce).
 * The simulator's own answers are set to arrive after a minute of real time, so within a test
 * they never do: every outcome here comes from the job asking the provider (the simulator's
 * status table read against the manual clock), as when callbacks are lost. Covered: nothing is
 * asked before PAYMENT_RECONCILE_AFTER_SECONDS; final answers are applied; a silent deposit fails
 * as timed out at PAYMENT_TIMEOUT_SECONDS; a silent withdrawal keeps its hold past the timeout and
 * is released (and flagged) only after the reconciliation window; a late success after a timeout
 * changes nothing; several passes at once ask about each payment once; the timer starts and stops.
 */
import { describe, expect, test } from 'vitest';
import { mpesaEndingOf, type TransactionsPage } from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  kesWallet,
  paymentStatus,
  phoneEnding,
  postCallback,
  startedPayment,
  transfersOf,
} from '../../../test/payments-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import {
  runPaymentReconciliationOnce,
  startPaymentReconciliation,
} from '../../jobs/payment-reconciliation.js';

const { app, db, clock } = await buildTestApp({
  SIMULATOR_DELAY_MS: '60000',
  SIMULATOR_QUEUE_MS: '30000',
  PAYMENT_MAX_PENDING_PER_USER: '100',
});
const payments = app.services.payments;
const runOnce = () => runPaymentReconciliationOnce(payments);

/** The user's history rows of M-Pesa payments, newest first: how each ended and why. */
async function endings(client: TestClient) {
  const response = await client.request({ url: '/api/transactions?pageSize=50' });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<TransactionsPage>()
    .items.filter((item) => item.method === 'mpesa' && item.status === 'rejected')
    .map((item) => mpesaEndingOf(item.rejectReason));
}

/** Moves every open payment's next check out of the way, so each test sees only its own. */
async function settleEarlierTests() {
  clock.advanceMs(24 * 3_600_000);
  while ((await runOnce()).checked > 0);
}

describe('asking the provider about open payments', () => {
  test('waits a minute, then applies the final answers the callbacks never brought', async () => {
    await settleEarlierTests();
    const { client } = await loginAs(app, 'user');
    const start = async (digit: number) =>
      (await startedPayment(client, { type: 'deposit', amount: '100', phone: phoneEnding(digit) }))
        .reference;
    const [completed, canceled, failed, queued] = [
      await start(0),
      await start(6),
      await start(7),
      await start(9),
    ];
    clock.advanceMs(59_000);
    expect((await runOnce()).checked).toBe(0);
    clock.advanceMs(2_000);
    expect(await runOnce()).toMatchObject({ checked: 4, finished: 3 });
    expect((await paymentStatus(client, completed)).status).toBe('completed');
    expect((await paymentStatus(client, canceled)).status).toBe('canceled');
    expect((await paymentStatus(client, failed)).error).toBe('Insufficient M-Pesa balance');
    expect((await paymentStatus(client, queued)).status).toBe('queued');
    // The history names each ending (issue 16): none of them was "rejected" by anyone.
    expect(await endings(client)).toEqual(
      expect.arrayContaining([
        { ending: 'cancelled', reason: 'Canceled on the phone' },
        { ending: 'failed', reason: 'Insufficient M-Pesa balance' },
      ]),
    );
    clock.advanceMs(30_000);
    expect(await runOnce()).toMatchObject({ checked: 1, finished: 1 });
    expect((await paymentStatus(client, queued)).status).toBe('completed');
    expect(await kesWallet(client)).toMatchObject({ available: '200.00' });
  });

  test('a silent deposit fails as timed out at 120 s, and a late success then changes nothing', async () => {
    await settleEarlierTests();
    const { client } = await loginAs(app, 'user');
    const { reference } = await startedPayment(client, {
      type: 'deposit',
      amount: '100',
      phone: phoneEnding(8),
    });
    clock.advanceMs(61_000);
    await runOnce();
    expect((await paymentStatus(client, reference)).status).toBe('pending');
    clock.advanceMs(45_000);
    await runOnce();
    expect((await paymentStatus(client, reference)).status).toBe('pending');
    clock.advanceMs(15_000);
    expect(await runOnce()).toMatchObject({ timedOut: 1 });
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'failed',
      error: 'Timed out: no answer from M-Pesa within 120 seconds',
    });
    expect(await endings(client)).toEqual([
      { ending: 'timed_out', reason: 'no answer from M-Pesa within 120 seconds' },
    ]);
    const secret = await payments.callbackSecret.secret();
    const late = await postCallback(app, `/api/payments/callbacks/simulator/${secret}`, {
      reference,
      result: 'completed',
      result_code: 0,
      amount: 100,
      receipt: 'SIMLATE0001',
    });
    expect(late.statusCode).toBe(200);
    expect((await paymentStatus(client, reference)).status).toBe('failed');
    expect(await transfersOf(app, reference)).toEqual([]);
  });

  test('a silent withdrawal keeps its hold past the timeout; the window releases and flags it', async () => {
    await settleEarlierTests();
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '900.00');
    const { reference } = await startedPayment(client, {
      type: 'withdrawal',
      amount: '900',
      phone: phoneEnding(8),
    });
    for (let minute = 1; minute < 30; minute += 1) {
      clock.advanceMs(60_000);
      await runOnce();
      expect((await paymentStatus(client, reference)).status).toBe('pending');
    }
    expect(await kesWallet(client)).toMatchObject({ available: '0.00', held: '900.00' });
    clock.advanceMs(60_000);
    expect(await runOnce()).toMatchObject({ released: 1 });
    expect(await paymentStatus(client, reference)).toMatchObject({
      status: 'failed',
      error: 'Timed out: no answer from M-Pesa within 30 minutes; the amount was returned',
    });
    expect(await kesWallet(client)).toMatchObject({ available: '900.00', held: '0.00' });
    expect(await endings(client)).toEqual([
      {
        ending: 'timed_out',
        reason: 'no answer from M-Pesa within 30 minutes; the amount was returned',
      },
    ]);
    const { rows } = await db.query<{ review_reason: string }>(
      `SELECT review_reason FROM payments WHERE reference = $1`,
      [reference],
    );
    expect(rows[0]?.review_reason).toMatch(/released without a final answer/);
  });
});

describe('several instances', () => {
  test('passes running at once ask about each payment once, and apply each answer once', async () => {
    await settleEarlierTests();
    const { client } = await loginAs(app, 'user');
    const references: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { reference } = await startedPayment(client, {
        type: 'deposit',
        amount: '50',
        phone: phoneEnding(i % 6),
      });
      references.push(reference);
    }
    clock.advanceMs(61_000);
    const reports = await Promise.all([runOnce(), runOnce(), runOnce()]);
    expect(reports.reduce((sum, r) => sum + r.checked, 0)).toBe(12);
    expect(reports.reduce((sum, r) => sum + r.finished, 0)).toBe(12);
    for (const reference of references) {
      expect(await transfersOf(app, reference)).toEqual(['mpesa_deposit:5000']);
    }
  });

  test('the timer runs passes until stopped, never two at once', async () => {
    await settleEarlierTests();
    let running = 0;
    let most = 0;
    let passes = 0;
    const job = startPaymentReconciliation(
      {
        async reconcile() {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 15));
          running -= 1;
          passes += 1;
          return { checked: 0, finished: 0, timedOut: 0, released: 0 };
        },
      },
      { intervalMs: 5, log: app.log },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await job.stop();
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(after).toBeGreaterThanOrEqual(2);
    expect(passes).toBe(after);
    expect(most).toBe(1);
  });
});
