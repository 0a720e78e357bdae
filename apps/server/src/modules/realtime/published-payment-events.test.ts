/**
 * What M-Pesa payments publish (see test/realtime-capture.ts): a new payment tells its owner
 * (payment status, history row) and the admins' list; the provider's first answer, a callback
 * and the reconciliation job tell them again when something visible changed; a completion also
 * moves the dashboard sums; the ledger tells the wallet when money moved. The simulator's own
 * answers are an hour away here, so every answer in a test is one the test gives: a callback
 * handed to the same handler the HTTP route uses, or a reconciliation pass on the manual clock.
 */
import { describe, expect, test } from 'vitest';
import { ADMIN_CHANNEL, userChannel } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { phoneEnding, startPayment, startedPayment } from '../../../test/payments-helpers.js';
import { captureRealtime } from '../../../test/realtime-capture.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { runPaymentReconciliationOnce } from '../../jobs/payment-reconciliation.js';

const { app, db, clock } = await buildTestApp({
  SIMULATOR_DELAY_MS: '3600000',
  SIMULATOR_QUEUE_MS: '3600000',
  PAYMENT_MAX_PENDING_PER_USER: '100',
});
const capture = await captureRealtime(db);
const payments = app.services.payments;

/** A signed-in user (KES funded when asked) with nothing left to hear about. */
async function payer(kes?: string) {
  const signedIn = await loginAs(app, 'user');
  if (kes) await fundDirectly(app, signedIn.account.id, 'KES', kes);
  await capture.take();
  return { ...signedIn, channel: userChannel(signedIn.account.id) };
}

function callback(reference: string, result: string, amount: string | null, code: number) {
  const body = {
    reference,
    provider_reference: `SIM-${reference}`,
    result,
    result_code: code,
    amount,
    receipt: result === 'completed' ? `SIM${reference.slice(-7)}` : null,
    event_at: clock.now().toISOString(),
  };
  return payments.handleCallback('simulator', JSON.stringify(body));
}

const perTransaction = (published: { channel: string; topics: string[] }[]) =>
  published.map(({ channel, topics }) => [channel, topics.join(' ')]);

describe('starting a payment', () => {
  test('a deposit: the new payment and history row, then the provider accepting it', async () => {
    const user = await payer();
    await startedPayment(user.client, { type: 'deposit', amount: '100', phone: phoneEnding(0) });
    expect(perTransaction(await capture.take())).toEqual([
      // The request's own transaction, committed before the provider is called.
      [ADMIN_CHANNEL, 'payments'],
      [user.channel, 'payments transactions'],
      // The provider's first answer (its reference, "accepted"), in a transaction of its own.
      [ADMIN_CHANNEL, 'payments'],
      [user.channel, 'payments'],
    ]);
  });

  test('a withdrawal also holds the amount: the wallet hears of it at once', async () => {
    const user = await payer('500');
    await startedPayment(user.client, { type: 'withdrawal', amount: '200', phone: phoneEnding(0) });
    expect(perTransaction(await capture.take())).toEqual([
      [ADMIN_CHANNEL, 'payments'],
      [user.channel, 'payments transactions wallets'],
      [ADMIN_CHANNEL, 'payments'],
      [user.channel, 'payments'],
    ]);
  });

  test.each([
    [
      'a withdrawal larger than the balance',
      { type: 'withdrawal', amount: '900', phone: phoneEnding(0) },
      'INSUFFICIENT_BALANCE',
    ],
    [
      'an amount under the minimum',
      { type: 'deposit', amount: '0', phone: phoneEnding(0) },
      'INVALID_AMOUNT',
    ],
    [
      'a phone number that is not Kenyan',
      { type: 'deposit', amount: '100', phone: '12345' },
      'VALIDATION_ERROR',
    ],
  ] as const)('%s publishes nothing', async (_name, request, code) => {
    const user = await payer('500');
    const response = await startPayment(user.client, request);
    expect(response.json<{ error: { code: string } }>().error.code, response.body).toBe(code);
    expect(await capture.take()).toEqual([]);
  });
});

describe('answers from the provider', () => {
  async function started(type: 'deposit' | 'withdrawal', kes?: string) {
    const user = await payer(kes);
    const { reference } = await startedPayment(user.client, {
      type,
      amount: '100',
      phone: phoneEnding(0),
    });
    await capture.take();
    return { user, reference };
  }

  test('a completed deposit: status, history, wallet, and the dashboard sums', async () => {
    const { user, reference } = await started('deposit');
    expect(await callback(reference, 'completed', '100', 0)).toEqual({ applied: true, note: null });
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['payments', 'stats'],
      [user.channel]: ['payments', 'transactions', 'wallets'],
    });
    // The same callback again changes nothing and tells nobody.
    expect((await callback(reference, 'completed', '100', 0)).applied).toBe(false);
    expect(await capture.take()).toEqual([]);
  });

  test('a failed withdrawal: its hold comes back; the sums do not move', async () => {
    const { user, reference } = await started('withdrawal', '100');
    expect((await callback(reference, 'failed', null, 1)).applied).toBe(true);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['payments'],
      [user.channel]: ['payments', 'transactions', 'wallets'],
    });
  });

  test('a callback with the wrong amount only flags the payment for the admins', async () => {
    const { reference } = await started('deposit');
    expect((await callback(reference, 'completed', '99', 0)).applied).toBe(false);
    expect(await capture.takeByChannel()).toEqual({ [ADMIN_CHANNEL]: ['payments'] });
  });

  test('reconciliation: news once, silence when nothing changed, then the timeout', async () => {
    // Settle what earlier tests left open, so the passes below see only this payment.
    clock.advanceMs(24 * 3_600_000);
    while ((await runPaymentReconciliationOnce(payments)).checked > 0);
    const { user } = await started('deposit');
    clock.advanceMs(61_000);
    // The provider now says PENDING instead of ACCEPTED: the status words change.
    expect((await runPaymentReconciliationOnce(payments)).checked).toBe(1);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['payments'],
      [user.channel]: ['payments'],
    });
    clock.advanceMs(16_000);
    expect((await runPaymentReconciliationOnce(payments)).checked).toBe(1);
    expect(await capture.take()).toEqual([]);
    clock.advanceMs(60_000);
    expect(await runPaymentReconciliationOnce(payments)).toMatchObject({ timedOut: 1 });
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['payments'],
      [user.channel]: ['payments', 'transactions'],
    });
  });
});
