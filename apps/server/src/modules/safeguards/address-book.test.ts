/**
 * The address book (decisions.md 23): addresses are checked for their coin's network before they
 * are saved, each trader sees and changes only their own, the owner is emailed, and the
 * "usable from" time is the saving time plus the admin's cool-down.
 */
import { describe, expect, test } from 'vitest';
import type { SavedAddress, SavedAddressResponse } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin } from '../../../test/wallet-funding.js';

const { app, db, clock, mail } = await buildTestApp();
await createCoin(app, 'BTC', { network: 'bitcoin' });
await createCoin(app, 'ETH', { network: 'ethereum' });
await createCoin(app, 'USDT', { network: 'tron' });
await createCoin(app, 'HRC', { network: 'other' });

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function save(client: TestClient, payload: object) {
  return client.request({ method: 'POST', url: '/api/account/addresses', payload });
}

async function saved(client: TestClient, payload: object): Promise<SavedAddress> {
  const response = await save(client, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedAddressResponse>().address;
}

async function list(client: TestClient): Promise<SavedAddress[]> {
  const response = await client.request({ url: '/api/account/addresses' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SavedAddress[]>();
}

describe('POST /api/account/addresses', () => {
  test('saves a labelled address, usable after the cool-down, and emails the owner', async () => {
    const { client, account } = await loginAs(app, 'user');
    const address = await saved(client, {
      currency: 'btc',
      address: BTC_ADDRESS,
      label: '  My Ledger  ',
    });
    const now = clock.now().getTime();
    expect(address).toMatchObject({ currency: 'BTC', address: BTC_ADDRESS, label: 'My Ledger' });
    expect(new Date(address.usableFrom).getTime()).toBe(now + 24 * 3_600_000);
    const message = mail.findLast((m) => m.to === account.email);
    expect(message?.subject).toBe('Soko: a withdrawal address was saved to your account');
    expect(message?.text).toContain(BTC_ADDRESS);
    expect(message?.text).toContain('My Ledger');
    expect(await list(client)).toEqual([address]);
  });

  test('the usable-from delay follows the admin’s cool-down setting', async () => {
    await db.query(`UPDATE platform_settings SET withdrawal_cooldown_hours = 2`);
    try {
      const { client } = await loginAs(app, 'user');
      const address = await saved(client, { currency: 'ETH', address: ETH_ADDRESS, label: 'x' });
      expect(new Date(address.usableFrom).getTime()).toBe(clock.now().getTime() + 2 * 3_600_000);
    } finally {
      await db.query(`UPDATE platform_settings SET withdrawal_cooldown_hours = 24`);
    }
  });

  test.each([
    ['BTC', ETH_ADDRESS, /looks like an Ethereum-style address; BTC is sent on Bitcoin/],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', /not a valid Bitcoin address/],
    ['ETH', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', /not a valid Ethereum/],
    ['USDT', BTC_ADDRESS, /looks like a Bitcoin address; USDT is sent on TRON/],
    ['HRC', 'ab', /3 to 128/],
  ])('refuses a %s address that does not fit its network: %s', async (currency, address, text) => {
    const { client } = await loginAs(app, 'user');
    const response = await save(client, { currency, address, label: 'Mine' });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('INVALID_ADDRESS');
    expect(body.error.message).toMatch(/^Invalid address: /);
    expect(body.error.message).toMatch(text);
    expect(await list(client)).toEqual([]);
  });

  test('accepts each network’s valid form and refuses KES, unknown coins and duplicates', async () => {
    const { client } = await loginAs(app, 'user');
    await saved(client, { currency: 'USDT', address: TRON_ADDRESS, label: 'Tron' });
    await saved(client, { currency: 'HRC', address: 'hrc1q9-anything.ok', label: 'Harambee' });
    const again = await save(client, { currency: 'USDT', address: TRON_ADDRESS, label: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This address is already in your address book.',
        key: 'addressAlreadySaved',
        params: {},
      },
    });
    const kes = await save(client, { currency: 'KES', address: TRON_ADDRESS, label: 'K' });
    expect(kes.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const unknown = await save(client, { currency: 'NOPE', address: TRON_ADDRESS, label: 'K' });
    expect(unknown.json()).toMatchObject({ error: { message: 'Coin information not found.' } });
    const noLabel = await save(client, { currency: 'BTC', address: BTC_ADDRESS, label: ' ' });
    expect(noLabel.statusCode).toBe(400);
    expect((await list(client)).map((a) => a.label)).toEqual(['Harambee', 'Tron']);
  });
});

describe('PATCH and DELETE /api/account/addresses/:id', () => {
  test('the owner renames and deletes; anyone else gets 404 and changes nothing', async () => {
    const owner = await loginAs(app, 'user');
    const other = await loginAs(app, 'user');
    const address = await saved(owner.client, {
      currency: 'BTC',
      address: BTC_ADDRESS,
      label: 'Old',
    });
    const url = `/api/account/addresses/${address.id}`;
    const foreignRename = await other.client.request({
      method: 'PATCH',
      url,
      payload: { label: 'Stolen' },
    });
    expect(foreignRename.statusCode).toBe(404);
    const foreignDelete = await other.client.request({ method: 'DELETE', url });
    expect(foreignDelete.statusCode).toBe(404);
    expect(await list(other.client)).toEqual([]);

    const rename = await owner.client.request({ method: 'PATCH', url, payload: { label: 'New' } });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json<SavedAddressResponse>().address).toEqual({ ...address, label: 'New' });
    const remove = await owner.client.request({ method: 'DELETE', url });
    expect(remove.statusCode).toBe(204);
    expect(await list(owner.client)).toEqual([]);
    expect((await owner.client.request({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  test('needs a session', async () => {
    const anonymous = new TestClient(app);
    expect((await anonymous.request({ url: '/api/account/addresses' })).statusCode).toBe(401);
    const post = await save(anonymous, { currency: 'BTC', address: BTC_ADDRESS, label: 'x' });
    expect(post.statusCode).toBe(401);
  });
});
