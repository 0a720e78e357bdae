/**
 * The tier limits (decisions.md 22) at their edges, for each kind and window: M-Pesa and crypto
 * count together, pending and completed requests count and refused ones do not, coins count at
 * their KES pair's last price, the LIMIT_EXCEEDED message names what remains, and a higher tier
 * opens room at once. Phones ending in 8 never get an answer from the simulator, so M-Pesa
 * requests stay pending (and still count).
 */
import { describe, expect, test } from 'vitest';
import type { AccountLimits } from '@soko/shared';
import { buildTestApp, TestClient } from '../../../test/build-test-app.js';
import { logIn } from '../../../test/auth-helpers.js';
import { createUser } from '../../../test/factories.js';
import { DAY_MS, HOUR_MS, marketFixtures } from '../../../test/market-fixtures.js';
import { startPayment } from '../../../test/payments-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { postDeposit, setNairobiTime } from '../deposits/deposit-test-kit.js';
import { png } from '../files/test-uploads.js';

const test$ = await buildTestApp({
  SIMULATOR_DELAY_MS: '5',
  PAYMENT_MAX_PENDING_PER_USER: '50',
});
const { app, clock } = test$;

/** A signed-in account that stays signed in while the test moves the clock by days. */
async function loginAs(_app: unknown, role: 'user' | 'admin') {
  const account = await createUser(app, { role });
  const client = new TestClient(app);
  await logIn(client, { email: account.email, password: account.password, remember: true });
  return { client, account };
}
const market = marketFixtures(app, clock);
const SILENT = '0712345678';

const mpesa = (client: TestClient, type: 'deposit' | 'withdrawal', amount: string) =>
  startPayment(client, { type, amount, phone: SILENT });

function expectLimit(response: { statusCode: number; json: () => unknown }, message: string) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    error: {
      code: 'LIMIT_EXCEEDED',
      message,
      key: expect.stringMatching(/^overLimit/),
      params: expect.any(Object),
    },
  });
}

async function limits(client: TestClient) {
  return (await client.request({ url: '/api/account/limits' })).json<AccountLimits>();
}

async function traderWithKes(kes = '200000') {
  const trader = await loginAs(app, 'user');
  // Funds far in the past, so the funding deposit is outside both windows.
  await fundDirectly(
    app,
    trader.account.id,
    'KES',
    kes,
    new Date(clock.now().getTime() - 40 * DAY_MS),
  );
  return trader;
}

describe('withdrawals (tier 0: 20,000 a day, 50,000 in 30 days)', () => {
  test('24 hours: up to the limit exactly, not a shilling more; the message names what remains', async () => {
    const { client } = await traderWithKes();
    expect((await mpesa(client, 'withdrawal', '15500')).statusCode).toBe(201);
    expectLimit(
      await mpesa(client, 'withdrawal', '5000'),
      'This is over your limit. You can withdraw 4,500.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    expect((await mpesa(client, 'withdrawal', '4500')).statusCode).toBe(201);
    expectLimit(
      await mpesa(client, 'withdrawal', '10'),
      'This is over your limit. You can withdraw 0.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    expect((await limits(client)).limits).toEqual([
      {
        kind: 'withdrawal',
        window: '24h',
        limitKes: '20000.00',
        usedKes: '20000.00',
        remainingKes: '0.00',
      },
      {
        kind: 'withdrawal',
        window: '30d',
        limitKes: '50000.00',
        usedKes: '20000.00',
        remainingKes: '30000.00',
      },
      {
        kind: 'deposit',
        window: '24h',
        limitKes: '50000.00',
        usedKes: '0.00',
        remainingKes: '50000.00',
      },
      {
        kind: 'deposit',
        window: '30d',
        limitKes: '100000.00',
        usedKes: '0.00',
        remainingKes: '100000.00',
      },
    ]);
  });

  test('30 days: the rolling month binds once the days have passed', async () => {
    const { client, account } = await traderWithKes();
    expect((await mpesa(client, 'withdrawal', '20000')).statusCode).toBe(201);
    clock.advanceMs(24 * HOUR_MS + 1000);
    expect((await mpesa(client, 'withdrawal', '20000')).statusCode).toBe(201);
    clock.advanceMs(24 * HOUR_MS + 1000);
    expectLimit(
      await mpesa(client, 'withdrawal', '10010'),
      'This is over your limit. You can withdraw 10,000.00 KES more in the next 30 days. ' +
        'Verify your account to raise your limits.',
    );
    expect((await mpesa(client, 'withdrawal', '10000')).statusCode).toBe(201);
    // 30 days after the first, it no longer counts.
    clock.advanceMs(28 * DAY_MS);
    const later = new TestClient(app);
    await logIn(later, { email: account.email, password: account.password, remember: true });
    expect((await mpesa(later, 'withdrawal', '10')).statusCode).toBe(201);
    expect((await limits(later)).limits[1]).toMatchObject({ usedKes: '30010.00' });
  });

  test('crypto withdrawals count at the last KES price, together with M-Pesa', async () => {
    const pair = await market.freshPair('LW');
    const seller = await market.trader({ [pair.base]: '10' });
    const buyer = await market.trader({ KES: '100000' });
    // The last trade: 1,000.00 KES per coin.
    await market.trade({ seller, buyer, pair, price: '1000', amount: '1', at: clock.now() });
    const { client, account } = await traderWithKes();
    await fundDirectly(
      app,
      account.id,
      pair.base,
      '100',
      new Date(clock.now().getTime() - 40 * DAY_MS),
    );
    const crypto = (amount: string) =>
      client.request({
        method: 'POST',
        url: '/api/withdrawals/crypto',
        payload: { currency: pair.base, amount, address: 'addr-limit' },
      });
    expect((await crypto('15.5')).statusCode).toBe(201);
    // 4.50000001 coins are worth 4,500.01 (rounded up): one cent too many.
    expectLimit(
      await crypto('4.50000001'),
      'This is over your limit. You can withdraw 4,500.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    expectLimit(
      await mpesa(client, 'withdrawal', '4510'),
      'This is over your limit. You can withdraw 4,500.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    expect((await crypto('4.5')).statusCode).toBe(201);
    expect((await limits(client)).limits[0]).toMatchObject({ usedKes: '20000.00' });
  });

  test('a rejected withdrawal gives its room back; a higher tier opens more at once', async () => {
    const admin = await loginAs(app, 'admin');
    const { client, account } = await traderWithKes();
    const coin = (await market.freshPair('LR')).base;
    await fundDirectly(app, account.id, coin, '5', new Date(clock.now().getTime() - 40 * DAY_MS));
    const seller = await market.trader({ [coin]: '1' });
    const buyer = await market.trader({ KES: '100000' });
    await market.trade({
      seller,
      buyer,
      pair: { base: coin, quote: 'KES' },
      price: '4000',
      amount: '1',
      at: clock.now(),
    });
    const first = await client.request({
      method: 'POST',
      url: '/api/withdrawals/crypto',
      payload: { currency: coin, amount: '5', address: 'addr-r' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expectLimit(
      await mpesa(client, 'withdrawal', '1000'),
      'This is over your limit. You can withdraw 0.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    const { withdrawal } = first.json<{ withdrawal: { transactionId: string } }>();
    const rejected = await admin.client.request({
      method: 'POST',
      url: `/api/admin/transactions/${withdrawal.transactionId}/reject`,
      payload: { reason: 'test' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await mpesa(client, 'withdrawal', '20000')).statusCode).toBe(201);
    expectLimit(
      await mpesa(client, 'withdrawal', '50000'),
      'This is over your limit. You can withdraw 0.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    await admin.client.request({
      method: 'PUT',
      url: `/api/admin/users/${account.id}/kyc`,
      payload: { tier: 2, reason: 'Known customer' },
    });
    expect((await mpesa(client, 'withdrawal', '50000')).statusCode).toBe(201);
    expect((await limits(client)).limits[0]).toMatchObject({
      limitKes: '1000000.00',
      usedKes: '70000.00',
      remainingKes: '930000.00',
    });
  });
});

describe('deposits (tier 0: 50,000 a day, 100,000 in 30 days)', () => {
  test('24 hours: M-Pesa and crypto together, to the cent', async () => {
    setNairobiTime(test$, '10:00', '2027-03-09');
    const pair = await market.freshPair('LD');
    const seller = await market.trader({ [pair.base]: '10' });
    const buyer = await market.trader({ KES: '100000' });
    await market.trade({ seller, buyer, pair, price: '2000', amount: '1', at: clock.now() });
    const { client } = await loginAs(app, 'user');
    expect((await mpesa(client, 'deposit', '45000')).statusCode).toBe(201);
    const proof = await png();
    // 2.50000001 coins are worth 5,000.01 KES (rounded up): one cent over.
    expectLimit(
      await postDeposit(client, { currency: pair.base, amount: '2.50000001', proof }),
      'This is over your limit. You can deposit 5,000.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    expect(
      (await postDeposit(client, { currency: pair.base, amount: '2', proof })).statusCode,
    ).toBe(201);
    // 4,000 counted; 1,000 left: an M-Pesa deposit of 1,001 is one shilling over.
    expectLimit(
      await mpesa(client, 'deposit', '1001'),
      'This is over your limit. You can deposit 1,000.00 KES more in the next 24 hours. ' +
        'Verify your account to raise your limits.',
    );
    expect((await mpesa(client, 'deposit', '1000')).statusCode).toBe(201);
  });

  test('30 days, and a coin with no KES price yet counts as 0', async () => {
    setNairobiTime(test$, '10:00', '2027-06-08');
    const { client } = await loginAs(app, 'user');
    expect((await mpesa(client, 'deposit', '50000')).statusCode).toBe(201);
    clock.advanceMs(DAY_MS);
    expect((await mpesa(client, 'deposit', '40000')).statusCode).toBe(201);
    clock.advanceMs(DAY_MS);
    expectLimit(
      await mpesa(client, 'deposit', '10001'),
      'This is over your limit. You can deposit 10,000.00 KES more in the next 30 days. ' +
        'Verify your account to raise your limits.',
    );
    const unpriced = (await market.freshPair('LU')).base;
    const deposit = await postDeposit(client, {
      currency: unpriced,
      amount: '1000',
      proof: await png(),
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect((await limits(client)).limits[3]).toMatchObject({ usedKes: '90000.00' });
  });

  test('a failed M-Pesa deposit does not count', async () => {
    const { client } = await loginAs(app, 'user');
    // Ending in 7: the simulator fails it.
    const failed = await startPayment(client, {
      type: 'deposit',
      amount: '50000',
      phone: '0712345677',
    });
    expect(failed.statusCode).toBe(201);
    const { reference } = failed.json<{ reference: string }>();
    await expect
      .poll(
        async () =>
          (await client.request({ url: `/api/payments/${reference}` })).json<{ status: string }>()
            .status,
      )
      .toBe('failed');
    expect((await mpesa(client, 'deposit', '50000')).statusCode).toBe(201);
  });
});
