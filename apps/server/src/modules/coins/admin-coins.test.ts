/**
 * Manage Coins: the admin list (inactive coins too, by symbol, with inUse), create (symbol
 * upper-cased, unique), edit (never the symbol), delete (a coin that balances or history refer
 * to is deactivated instead), and the icon upload; every change leaves one audit entry with the
 * values before and after, and a refused change leaves none. A coin is "in use" only through
 * real rows: an approved deposit transaction credited through the ledger, as approval does.
 * Each test makes coins with symbols of its own, since symbols are unique in the database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { AdminCoin } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { createUser } from '../../../test/factories.js';
import { creditUserFromSystem } from '../ledger/ledger.js';
import { insertHistoryEntry } from '../transactions/transactions.repository.js';
import { SVG_IMAGE, multipart, png } from '../files/test-uploads.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-admin-coins-'));
const { app, db, clock } = await buildTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const admin = await loginAs(app, 'admin');

let symbolCount = 0;
/** A fresh symbol of at most 5 characters: "Z" and a base-36 counter. */
function newSymbol(): string {
  symbolCount += 1;
  return `Z${symbolCount.toString(36).toUpperCase().padStart(3, '0')}`;
}

function send(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  client = admin.client,
) {
  return client.request({ method, url, payload });
}

async function createCoin(input: { symbol?: string; name?: string } = {}): Promise<AdminCoin> {
  const symbol = input.symbol ?? newSymbol();
  const label = symbol.trim().toUpperCase();
  const response = await send('POST', '/api/admin/coins', {
    name: input.name ?? `Coin ${label}`,
    symbol,
    depositAddress: `addr-${label}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminCoin>();
}

async function adminList(): Promise<AdminCoin[]> {
  const response = await send('GET', '/api/admin/coins');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCoin[]>();
}

/** A user who really holds `amountMinor` of the coin: an approved deposit row and its credit. */
async function fund(symbol: string, amountMinor: bigint, status: 'approved' | 'rejected') {
  const user = await createUser(app);
  await db.transaction(async (tx) => {
    const at = clock.now();
    const row = await insertHistoryEntry(tx, {
      userId: user.id,
      type: 'deposit',
      method: 'crypto',
      currency: symbol,
      amountMinor,
      status,
      at,
    });
    if (status !== 'approved') return;
    await creditUserFromSystem(tx, {
      userId: user.id,
      currency: symbol,
      amountMinor,
      from: 'custody',
      code: 'deposit',
      refs: { transactionId: row.id },
      at,
    });
  });
}

const stateOf = (coin: AdminCoin) => ({
  name: coin.name,
  symbol: coin.symbol,
  depositAddress: coin.depositAddress,
  network: coin.network,
  iconUrl: coin.iconUrl,
  active: coin.active,
});

describe('POST /api/admin/coins', () => {
  test('creates an active coin with the symbol upper-cased, and audits it', async () => {
    const symbol = newSymbol();
    const coin = await createCoin({ symbol: ` ${symbol.toLowerCase()} ` });
    expect(coin).toEqual({
      id: expect.stringMatching(/^coin_/) as string,
      name: `Coin ${symbol}`,
      symbol,
      depositAddress: `addr-${symbol}`,
      network: 'other',
      iconUrl: null,
      active: true,
      createdAt: clock.now().toISOString(),
      inUse: false,
    });
    expect(await auditRows(db, 'coin.create', coin.id)).toEqual([
      {
        actorUserId: admin.user.id,
        action: 'coin.create',
        targetType: 'coin',
        targetId: coin.id,
        before: null,
        after: stateOf(coin),
        ipAddress: admin.client.ip,
      },
    ]);
    const publicList = await new TestClient(app).request({ url: '/api/coins' });
    expect(publicList.json()).toContainEqual({
      id: coin.id,
      name: coin.name,
      symbol,
      iconUrl: null,
    });
  });

  test('a symbol already taken (in any case) is 409 CONFLICT, and nothing is written', async () => {
    const coin = await createCoin();
    const response = await send('POST', '/api/admin/coins', {
      name: 'Copy',
      symbol: coin.symbol.toLowerCase(),
      depositAddress: 'x',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: `A coin with symbol ${coin.symbol} already exists.`,
      key: 'coinExists',
      params: { symbol: coin.symbol },
    });
    expect((await adminList()).filter((c) => c.symbol === coin.symbol)).toHaveLength(1);
    expect(await auditRows(db, 'coin.create', coin.id)).toHaveLength(1);
  });

  test.each<[Record<string, string>, string]>([
    [
      { name: 'Long', symbol: 'TOOLONG', depositAddress: 'x' },
      'The symbol is at most 5 characters.',
    ],
    [
      { name: 'Fiat', symbol: 'kes', depositAddress: 'x' },
      'KES is the platform currency, not a coin.',
    ],
    [
      { name: 'Dash', symbol: 'A-B', depositAddress: 'x' },
      'The symbol must start with a letter and hold only letters and digits.',
    ],
    // Symbols that read as numbers (to JavaScript, spreadsheets) are refused, not stored.
    ...['NaN', '1E3', '0X10', '00001', '1', '9LIVE'].map(
      (symbol) =>
        [
          { name: 'Numberish', symbol, depositAddress: 'x' },
          'The symbol must start with a letter and hold only letters and digits.',
        ] as [Record<string, string>, string],
    ),
    [{ name: ' ', symbol: 'ABC', depositAddress: 'x' }, 'Please fill in all required fields'],
    [
      { name: 'No address', symbol: 'ABC', depositAddress: '' },
      'Please fill in all required fields',
    ],
  ])('%j → 400 %s', async (payload, message) => {
    const before = await adminList();
    const response = await send('POST', '/api/admin/coins', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await adminList()).toEqual(before);
  });

  test('is for admins only', async () => {
    const user = await loginAs(app, 'user');
    const payload = { name: 'Sneaky', symbol: newSymbol(), depositAddress: 'x' };
    expect((await send('POST', '/api/admin/coins', payload, user.client)).statusCode).toBe(403);
    expect((await new TestClient(app).request({ url: '/api/admin/coins' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/coins', () => {
  test('lists every coin by symbol, inactive ones too, saying which are in use', async () => {
    const held = await createCoin();
    const idle = await createCoin();
    await fund(held.symbol, 150_000_000n, 'approved');
    await send('PATCH', `/api/admin/coins/${idle.id}`, { active: false });
    const list = await adminList();
    const symbols = list.map((c) => c.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect(list.find((c) => c.id === held.id)).toMatchObject({ inUse: true, active: true });
    expect(list.find((c) => c.id === idle.id)).toMatchObject({ inUse: false, active: false });
    const publicList = (await new TestClient(app).request({ url: '/api/coins' })).json<
      { id: string }[]
    >();
    expect(publicList.map((c) => c.id)).not.toContain(idle.id);
  });
});

describe('PATCH /api/admin/coins/:id', () => {
  test('edits the name and address, and audits before and after', async () => {
    const coin = await createCoin();
    clock.advanceMs(1000);
    const response = await send('PATCH', `/api/admin/coins/${coin.id}`, {
      name: 'Renamed',
      depositAddress: 'new-address',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<AdminCoin>();
    expect(edited).toEqual({ ...coin, name: 'Renamed', depositAddress: 'new-address' });
    expect(await auditRows(db, 'coin.update', coin.id)).toEqual([
      expect.objectContaining({ before: stateOf(coin), after: stateOf(edited) }),
    ]);
  });

  test('the symbol cannot change: a body with one is refused and nothing changes', async () => {
    const coin = await createCoin();
    const response = await send('PATCH', `/api/admin/coins/${coin.id}`, {
      name: 'Other',
      symbol: 'NEW',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect((await adminList()).find((c) => c.id === coin.id)).toEqual(coin);
    expect(await auditRows(db, 'coin.update', coin.id)).toEqual([]);
  });

  test('deactivates and reactivates; a change to nothing writes no entry', async () => {
    const coin = await createCoin();
    const off = await send('PATCH', `/api/admin/coins/${coin.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    const on = await send('PATCH', `/api/admin/coins/${coin.id}`, { active: true });
    expect(on.json()).toMatchObject({ active: true });
    await send('PATCH', `/api/admin/coins/${coin.id}`, { name: coin.name });
    const entries = await auditRows(db, 'coin.update', coin.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [stateOf(coin), { ...stateOf(coin), active: false }],
      [{ ...stateOf(coin), active: false }, stateOf(coin)],
    ]);
  });

  test('an unknown coin is 404; an empty name is 400', async () => {
    const missing = await send('PATCH', '/api/admin/coins/coin_missing', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'Coin not found',
      key: 'coinNotFoundAdmin',
      params: {},
    });
    const coin = await createCoin();
    expect((await send('PATCH', `/api/admin/coins/${coin.id}`, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/coins/:id', () => {
  test('deletes a coin nobody uses, and audits what it was', async () => {
    const coin = await createCoin();
    const response = await send('DELETE', `/api/admin/coins/${coin.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'deleted',
      message: `${coin.symbol} was deleted.`,
      coin: null,
    });
    expect((await adminList()).map((c) => c.id)).not.toContain(coin.id);
    expect(await auditRows(db, 'coin.delete', coin.id)).toEqual([
      expect.objectContaining({ before: stateOf(coin), after: null, targetType: 'coin' }),
    ]);
    expect((await send('DELETE', `/api/admin/coins/${coin.id}`)).statusCode).toBe(404);
  });

  test('a coin users hold is deactivated instead, with a message saying why', async () => {
    const coin = await createCoin();
    await fund(coin.symbol, 250_000_000n, 'approved');
    const response = await send('DELETE', `/api/admin/coins/${coin.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'deactivated',
      message:
        `${coin.symbol} is held by users, so it was deactivated instead of deleted. ` +
        'It no longer appears for new deposits.',
      coin: { ...coin, active: false, inUse: true },
    });
    expect(await auditRows(db, 'coin.deactivate', coin.id)).toEqual([
      expect.objectContaining({
        before: stateOf(coin),
        after: { ...stateOf(coin), active: false },
      }),
    ]);
    expect(await auditRows(db, 'coin.delete', coin.id)).toEqual([]);
    // Deleting it again changes nothing more and writes no second entry.
    const again = await send('DELETE', `/api/admin/coins/${coin.id}`);
    expect(again.json().outcome).toBe('deactivated');
    expect(await auditRows(db, 'coin.deactivate', coin.id)).toHaveLength(1);
  });

  test('a coin with history but no balance is deactivated too', async () => {
    const coin = await createCoin();
    await fund(coin.symbol, 1_000n, 'rejected');
    const response = await send('DELETE', `/api/admin/coins/${coin.id}`);
    expect(response.json()).toMatchObject({
      outcome: 'deactivated',
      message: expect.stringContaining(`${coin.symbol} has transaction history`) as string,
    });
  });
});

describe('POST /api/admin/coins/:id/icon', () => {
  function upload(coinId: string, data: Buffer, filename = 'icon.png') {
    const body = multipart([{ name: 'icon', filename, contentType: 'image/png', data }]);
    return admin.client.request({
      method: 'POST',
      url: `/api/admin/coins/${coinId}/icon`,
      ...body,
    });
  }

  test('stores a PNG, links it and serves it publicly; the change is audited', async () => {
    const coin = await createCoin();
    const response = await upload(coin.id, await png(64, 64));
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<AdminCoin>();
    expect(updated.iconUrl).toMatch(/^\/api\/files\/coin-icons\/file_/);
    expect(updated).toEqual({ ...coin, iconUrl: updated.iconUrl });
    const served = await new TestClient(app).request({ url: updated.iconUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await auditRows(db, 'coin.icon', coin.id)).toEqual([
      expect.objectContaining({ before: stateOf(coin), after: stateOf(updated) }),
    ]);
  });

  test('an SVG is refused, whatever it is called, and nothing changes', async () => {
    const coin = await createCoin();
    const response = await upload(coin.id, SVG_IMAGE, 'icon.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The icon must be a PNG, JPEG or WebP image.',
      key: 'imageWrongType',
      params: { label: 'icon' },
    });
    expect((await adminList()).find((c) => c.id === coin.id)?.iconUrl).toBeNull();
    expect(await auditRows(db, 'coin.icon', coin.id)).toEqual([]);
  });

  test('no file is 400; an unknown coin is 404', async () => {
    const coin = await createCoin();
    const empty = await admin.client.request({
      method: 'POST',
      url: `/api/admin/coins/${coin.id}/icon`,
      ...multipart([{ name: 'icon', filename: '', data: Buffer.alloc(0) }]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose an image file for the icon.');
    expect((await upload('coin_missing', await png())).statusCode).toBe(404);
  });
});

describe('POST /api/admin/coins/with-icon: the coin and its icon, all or nothing', () => {
  function createWithIcon(fields: Record<string, string>, icon?: Buffer, filename = 'icon.png') {
    const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
    const file = icon ? [{ name: 'icon', filename, contentType: 'image/png', data: icon }] : [];
    return admin.client.request({
      method: 'POST',
      url: '/api/admin/coins/with-icon',
      ...multipart([...parts, ...file]),
    });
  }

  async function pairsOf(symbol: string): Promise<number> {
    const { rows } = await db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM trading_pairs WHERE base = $1',
      [symbol],
    );
    return Number(rows[0]?.n ?? 0n);
  }

  test('a coin with a PNG icon is created with the icon linked, its pairs and one audit entry', async () => {
    const symbol = newSymbol();
    const response = await createWithIcon(
      { name: 'Iconic', symbol: symbol.toLowerCase(), depositAddress: 'addr-icon' },
      await png(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const coin = response.json<AdminCoin>();
    expect(coin).toMatchObject({ symbol, name: 'Iconic', active: true });
    expect(coin.iconUrl).toMatch(/^\/api\/files\/coin-icons\/file_/);
    expect(await pairsOf(symbol)).toBeGreaterThan(0);
    const served = await new TestClient(app).request({ url: coin.iconUrl ?? '' });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await auditRows(db, 'coin.create', coin.id)).toEqual([
      expect.objectContaining({ before: null, after: stateOf(coin) }),
    ]);
  });

  test('an icon that is not an image creates nothing: no coin, no pairs, no audit entry', async () => {
    const symbol = newSymbol();
    const before = await adminList();
    const response = await createWithIcon(
      { name: 'Broken icon', symbol, depositAddress: 'addr-x' },
      SVG_IMAGE,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The icon must be a PNG, JPEG or WebP image.',
      key: 'imageWrongType',
      params: { label: 'icon' },
    });
    expect(await adminList()).toEqual(before);
    expect(await pairsOf(symbol)).toBe(0);
  });

  test('without an icon it is an ordinary new coin', async () => {
    const symbol = newSymbol();
    const response = await createWithIcon({ name: 'Plain', symbol, depositAddress: 'addr-p' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminCoin>()).toMatchObject({ symbol, iconUrl: null });
  });

  test('a symbol longer than 5 letters is refused, not cut, and nothing is created', async () => {
    const before = await adminList();
    const response = await createWithIcon(
      { name: 'Bitcoin Gold', symbol: 'BITCOG', depositAddress: 'addr-b' },
      await png(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The symbol is at most 5 characters.',
      fields: { symbol: 'The symbol is at most 5 characters.' },
    });
    expect(await adminList()).toEqual(before);
    expect(await pairsOf('BITCO')).toBe(0);
  });
});
