/**
 * The cool-down (decisions.md 23): a password change, a password reset, an email change and
 * two-factor turned off each pause withdrawals (crypto and M-Pesa) in the same transaction, for
 * the admin's number of hours. The refusal names the reason and the Nairobi time it ends, the
 * status endpoint says the same before the trader tries, and nothing is held or written.
 */
import { describe, expect, test } from 'vitest';
import type { WithdrawalSafeguards } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs, type SignedInClient } from '../../../test/auth-helpers.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { phoneEnding, startPayment } from '../../../test/payments-helpers.js';
import { totpCode } from '../../../test/totp.js';
import { createCoin, fundDirectly } from '../../../test/wallet-funding.js';
import { formatNairobiMoment } from '../../domain/deposit-window.js';

// Sessions outlive the 24-hour cool-down here, so a test can move the clock past it.
const { app, db, clock, mail } = await buildTestApp({ SESSION_TTL_HOURS: '100' });
await createCoin(app, 'BTC', { network: 'bitcoin' });
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const NEW_PASSWORD = 'a brand new horse battery';
const DAY_MS = 24 * 3_600_000;

type Signed = SignedInClient & { account: { id: string; email: string; password: string } };

async function funded(): Promise<Signed> {
  const signedIn = await loginAs(app, 'user');
  await fundDirectly(app, signedIn.account.id, 'BTC', '1');
  await fundDirectly(app, signedIn.account.id, 'KES', '5000');
  return signedIn;
}

function withdrawCrypto(client: TestClient, extra: object = {}) {
  const payload = { currency: 'BTC', amount: '0.1', address: BTC_ADDRESS, ...extra };
  return client.request({ method: 'POST', url: '/api/withdrawals/crypto', payload });
}

function withdrawMpesa(client: TestClient) {
  return startPayment(client, { type: 'withdrawal', amount: '100', phone: phoneEnding(0) });
}

async function status(client: TestClient): Promise<WithdrawalSafeguards> {
  const response = await client.request({ url: '/api/account/withdrawal-safeguards' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WithdrawalSafeguards>();
}

async function heldRows(userId: string): Promise<number> {
  const { rows } = await db.query<{ n: bigint }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE user_id = $1)
          + (SELECT count(*) FROM payments WHERE user_id = $1) AS n`,
    [userId],
  );
  return Number(rows[0]?.n);
}

const triggers: [string, string, (s: Signed) => Promise<void>][] = [
  [
    'password_change',
    'your password was changed',
    async ({ client, account }) => {
      const response = await client.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(204);
    },
  ],
  [
    'email_change',
    'your email address was changed',
    async ({ client, user, account }) => {
      const response = await client.request({
        method: 'PATCH',
        url: '/api/account/profile',
        payload: {
          username: user.username,
          email: `moved-${user.username}@example.com`,
          currentPassword: account.password,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      // Withdrawing needs a verified address: confirm the new one, as its link would.
      await db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [account.id]);
    },
  ],
  [
    'mfa_disabled',
    'two-factor authentication was turned off',
    async ({ client, account }) => {
      const { secret } = await enrolTotp(client, clock.now());
      const response = await client.request({
        method: 'POST',
        url: '/api/account/mfa/disable',
        payload: { code: totpCode(secret, clock.now()), currentPassword: account.password },
      });
      expect(response.statusCode, response.body).toBe(204);
    },
  ],
  [
    'password_reset',
    'your password was reset',
    async ({ account }) => {
      const anonymous = new TestClient(app);
      const forgot = await anonymous.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
      });
      expect(forgot.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const text = mail.findLast((m) => m.to === account.email)?.text ?? '';
      const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? 'missing';
      const reset = await anonymous.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(reset.statusCode, reset.body).toBeLessThan(300);
    },
  ],
];

describe('withdrawals pause after a security change', () => {
  test.each(triggers)('%s pauses crypto and M-Pesa withdrawals', async (reason, words, change) => {
    const signedIn = await funded();
    await change(signedIn);
    // A password reset ends every session: sign in again with the new password.
    const client =
      reason === 'password_reset' ? await signInAgain(signedIn.account.email) : signedIn.client;
    const endsAt = new Date(clock.now().getTime() + DAY_MS);
    const message =
      `Withdrawals are paused because ${words}. They resume on ` +
      `${formatNairobiMoment(endsAt)} (Nairobi time).`;
    const pauseKey = {
      key: expect.stringMatching(/^paused/),
      params: { resumesAt: formatNairobiMoment(endsAt) },
    };
    expect(await status(client)).toMatchObject({
      pause: { reason, endsAt: endsAt.toISOString(), message },
      cooldownHours: 24,
    });
    const crypto = await withdrawCrypto(client);
    expect(crypto.statusCode).toBe(403);
    expect(crypto.json()).toEqual({ error: { code: 'WITHDRAWALS_PAUSED', message, ...pauseKey } });
    const mpesa = await withdrawMpesa(client);
    expect(mpesa.statusCode).toBe(403);
    expect(mpesa.json()).toEqual({ error: { code: 'WITHDRAWALS_PAUSED', message, ...pauseKey } });
    expect(await heldRows(signedIn.account.id)).toBe(0);
  });

  test('withdrawals resume when the cool-down ends, not a second before', async () => {
    const signedIn = await funded();
    await triggers[0]?.[2](signedIn);
    clock.advanceMs(DAY_MS - 1_000);
    expect((await withdrawCrypto(signedIn.client)).statusCode).toBe(403);
    clock.advanceMs(1_000);
    expect((await status(signedIn.client)).pause).toBeNull();
    const crypto = await withdrawCrypto(signedIn.client);
    expect(crypto.statusCode, crypto.body).toBe(201);
    const mpesa = await withdrawMpesa(signedIn.client);
    expect(mpesa.statusCode, mpesa.body).toBe(201);
    await app.services.payments.idle();
  });

  test('a cool-down of 0 hours pauses nothing; deposits are never paused', async () => {
    await db.query(`UPDATE platform_settings SET withdrawal_cooldown_hours = 0`);
    try {
      const signedIn = await funded();
      await triggers[0]?.[2](signedIn);
      expect((await status(signedIn.client)).pause).toBeNull();
      expect((await withdrawCrypto(signedIn.client)).statusCode).toBe(201);
    } finally {
      await db.query(`UPDATE platform_settings SET withdrawal_cooldown_hours = 24`);
    }
    const paused = await funded();
    await triggers[0]?.[2](paused);
    const deposit = await startPayment(paused.client, {
      type: 'deposit',
      amount: '100',
      phone: phoneEnding(0),
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    await app.services.payments.idle();
  });
});

async function signInAgain(email: string): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: NEW_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}
