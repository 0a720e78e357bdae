/**
 * "Only to saved addresses" and the code with two-factor on (decisions.md 23): with the switch
 * on, coins go only to saved addresses that have waited out the cool-down; switching it off
 * needs the password (and a code) and itself waits out the cool-down. With two-factor on every
 * withdrawal, crypto and M-Pesa, needs a current code, used once.
 */
import { describe, expect, test } from 'vitest';
import type { SavedAddressResponse, WithdrawalSafeguards } from '@soko/shared';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { phoneEnding, startPayment } from '../../../test/payments-helpers.js';
import { totpCode } from '../../../test/totp.js';
import { createCoin, fundDirectly } from '../../../test/wallet-funding.js';
import { formatNairobiMoment } from '../../domain/deposit-window.js';

const { app, clock, mail } = await buildTestApp({ SESSION_TTL_HOURS: '100' });
await createCoin(app, 'BTC', { network: 'bitcoin' });
const SAVED = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const UNSAVED = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const DAY_MS = 24 * 3_600_000;

async function funded() {
  const signedIn = await loginAs(app, 'user');
  await fundDirectly(app, signedIn.account.id, 'BTC', '1');
  await fundDirectly(app, signedIn.account.id, 'KES', '5000');
  return signedIn;
}

function withdraw(client: TestClient, address: string, extra: object = {}) {
  const payload = { currency: 'BTC', amount: '0.1', address, ...extra };
  return client.request({ method: 'POST', url: '/api/withdrawals/crypto', payload });
}

function setSavedOnly(client: TestClient, payload: object) {
  return client.request({ method: 'PUT', url: '/api/account/withdrawal-safeguards', payload });
}

async function status(client: TestClient) {
  const response = await client.request({ url: '/api/account/withdrawal-safeguards' });
  return response.json<WithdrawalSafeguards>();
}

async function saveAddress(client: TestClient, address: string, label: string) {
  const response = await client.request({
    method: 'POST',
    url: '/api/account/addresses',
    payload: { currency: 'BTC', address, label },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedAddressResponse>().address;
}

describe('only to saved addresses', () => {
  test('refuses unsaved addresses, and a new one until its cool-down ends', async () => {
    const { client } = await funded();
    expect((await withdraw(client, UNSAVED)).statusCode).toBe(201);
    const on = await setSavedOnly(client, { savedAddressesOnly: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ savedAddressesOnly: true, savedAddressesOnlyEndsAt: null });

    const unsaved = await withdraw(client, UNSAVED);
    expect(unsaved.statusCode).toBe(403);
    expect(unsaved.json()).toMatchObject({ error: { code: 'ADDRESS_NOT_SAVED' } });

    const saved = await saveAddress(client, SAVED, 'Cold wallet');
    const early = await withdraw(client, SAVED);
    expect(early.statusCode).toBe(403);
    const from = formatNairobiMoment(new Date(saved.usableFrom));
    expect(early.json()).toMatchObject({
      error: {
        code: 'ADDRESS_NOT_YET_USABLE',
        message: `The saved address "Cold wallet" can be used from ${from} (Nairobi time).`,
      },
    });
    clock.advanceMs(DAY_MS);
    expect((await withdraw(client, SAVED)).statusCode).toBe(201);
    expect((await withdraw(client, UNSAVED)).statusCode).toBe(403);
  });

  test('switching off needs the password and takes effect after the cool-down', async () => {
    const { client, account } = await funded();
    await setSavedOnly(client, { savedAddressesOnly: true });
    const noPassword = await setSavedOnly(client, { savedAddressesOnly: false });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { currentPassword: expect.any(String) } },
    });
    const wrong = await setSavedOnly(client, {
      savedAddressesOnly: false,
      currentPassword: 'not the password',
    });
    expect(wrong.json()).toMatchObject({ error: { message: 'Current password is incorrect' } });
    const off = await setSavedOnly(client, {
      savedAddressesOnly: false,
      currentPassword: account.password,
    });
    expect(off.statusCode, off.body).toBe(200);
    const endsAt = new Date(clock.now().getTime() + DAY_MS).toISOString();
    expect(off.json()).toMatchObject({
      savedAddressesOnly: true,
      savedAddressesOnlyEndsAt: endsAt,
    });
    expect(mail.findLast((m) => m.to === account.email)?.subject).toContain('switched off');
    expect((await withdraw(client, UNSAVED)).statusCode).toBe(403);
    clock.advanceMs(DAY_MS);
    expect(await status(client)).toMatchObject({ savedAddressesOnly: false });
    expect((await withdraw(client, UNSAVED)).statusCode).toBe(201);
  });

  test('switching back on during the wait cancels the switch-off', async () => {
    const { client, account } = await funded();
    await setSavedOnly(client, { savedAddressesOnly: true });
    await setSavedOnly(client, { savedAddressesOnly: false, currentPassword: account.password });
    await setSavedOnly(client, { savedAddressesOnly: true });
    clock.advanceMs(DAY_MS + 1);
    expect(await status(client)).toMatchObject({
      savedAddressesOnly: true,
      savedAddressesOnlyEndsAt: null,
    });
    expect((await withdraw(client, UNSAVED)).statusCode).toBe(403);
  });
});

describe('a code with two-factor on', () => {
  test('every crypto withdrawal needs a current code, used once', async () => {
    const { client, account } = await funded();
    const { secret } = await enrolTotp(client, clock.now());
    expect(await status(client)).toMatchObject({ totpRequired: true });
    const missing = await withdraw(client, SAVED);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'MFA_CODE_REQUIRED', fields: { totpCode: expect.any(String) } },
    });
    const wrongCode = totpCode(secret, new Date(clock.now().getTime() + 10 * 60_000));
    const wrong = await withdraw(client, SAVED, { totpCode: wrongCode });
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_MFA_CODE' } });
    const notDigits = await withdraw(client, SAVED, { totpCode: 'abcd-efgh' });
    expect(notDigits.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });

    // A refusal after the code (too large an amount) rolls its use back: it still works.
    const code = totpCode(secret, clock.now());
    const tooMuch = await withdraw(client, SAVED, { totpCode: code, amount: '5' });
    expect(tooMuch.json()).toMatchObject({ error: { code: 'INSUFFICIENT_BALANCE' } });
    const ok = await withdraw(client, SAVED, { totpCode: code });
    expect(ok.statusCode, ok.body).toBe(201);
    const replay = await withdraw(client, SAVED, { totpCode: code });
    expect(replay.json()).toMatchObject({ error: { code: 'INVALID_MFA_CODE' } });
    const { rows } = await app.services.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM withdrawals WHERE user_id = $1`,
      [account.id],
    );
    expect(rows[0]?.n).toBe(1n);
  });

  test('an M-Pesa withdrawal needs one too; a deposit does not', async () => {
    const { client } = await funded();
    const { secret } = await enrolTotp(client, clock.now());
    const payload = { type: 'withdrawal' as const, amount: '100', phone: phoneEnding(0) };
    const missing = await startPayment(client, payload);
    expect(missing.json()).toMatchObject({ error: { code: 'MFA_CODE_REQUIRED' } });
    const ok = await client.request({
      method: 'POST',
      url: '/api/payments/mpesa',
      payload: { ...payload, totpCode: totpCode(secret, clock.now()) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const deposit = await startPayment(client, { ...payload, type: 'deposit' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    await app.services.payments.idle();
  });
});
