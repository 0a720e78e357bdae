/**
 * Trading pairs: the default pairs a coin gets (product-spec.md section 9; USDT pairs only once
 * a USDT coin exists; idempotent, never touching an existing pair), the public list, and the
 * admin's create and update with each refusal text in precedence order, audit entries, and the
 * admin guard. The file shares one database, so the tests before "USDT arrives" run without a
 * USDT coin and the ones after it with one; each makes coins with symbols of its own.
 */
import { describe, expect, test } from 'vitest';
import { PAIR_RULE_MESSAGES, type AdminCoin, type PairView } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin } from '../../../test/wallet-funding.js';
import { ensureDefaultPairs } from './pairs.service.js';

const { app, db, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');
const anonymous = new TestClient(app);

let symbolCount = 0;
function newSymbol(): string {
  symbolCount += 1;
  return `P${symbolCount.toString(36).toUpperCase().padStart(3, '0')}`;
}

async function addCoinAsAdmin(symbol = newSymbol()): Promise<AdminCoin> {
  const response = await admin.client.request({
    method: 'POST',
    url: '/api/admin/coins',
    payload: { name: `Coin ${symbol}`, symbol, depositAddress: `addr-${symbol}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminCoin>();
}

async function publicPairs(): Promise<PairView[]> {
  const response = await anonymous.request({ url: '/api/pairs' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PairView[]>();
}

async function pairsOf(symbol: string) {
  return (await publicPairs()).filter((p) => p.base === symbol || p.quote === symbol);
}

function createPair(payload: object, client = admin.client) {
  return client.request({ method: 'POST', url: '/api/admin/pairs', payload });
}

function patchPair(id: string, payload: object, client = admin.client) {
  return client.request({ method: 'PATCH', url: `/api/admin/pairs/${id}`, payload });
}

// Fees: a coin an admin adds gets the configured defaults (DEFAULT_*_FEE_BPS, 0 in tests).
const free = { makerFeeBps: 0, takerFeeBps: 0 };
const kesDefaults = {
  quote: 'KES',
  minOrderSize: '20',
  maxOrderSize: '1000000',
  active: true,
  ...free,
};
const usdtDefaults = {
  quote: 'USDT',
  minOrderSize: '1',
  maxOrderSize: '100000',
  active: true,
  ...free,
};

describe('default pairs before any USDT coin exists', () => {
  test('a coin added by an admin gets its KES pair only, dated by the clock', async () => {
    const coin = await addCoinAsAdmin();
    expect(await pairsOf(coin.symbol)).toEqual([
      {
        id: expect.stringMatching(/^pair_/) as string,
        base: coin.symbol,
        ...kesDefaults,
        createdAt: clock.now().toISOString(),
      },
    ]);
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM ledger_accounts a JOIN trading_pairs p ON p.id = a.pair_id
        WHERE p.base = $1 AND p.quote = 'KES'`,
      [coin.symbol],
    );
    // fee_revenue and excise_payable in the coin and in KES (migration 0017).
    expect(rows[0]?.n).toBe(4n);
  });

  test('a pair quoted in USDT is refused while there is no USDT coin', async () => {
    const coin = await addCoinAsAdmin();
    const response = await createPair({
      base: coin.symbol,
      quote: 'USDT',
      minOrderSize: '1',
      maxOrderSize: '2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: PAIR_RULE_MESSAGES.usdtMissing,
    });
  });
});

describe('default pairs once USDT arrives', () => {
  test('adding USDT gives it a KES pair and every other coin a USDT pair', async () => {
    const earlier = await addCoinAsAdmin();
    await addCoinAsAdmin('USDT');
    const withUsdt = await pairsOf(earlier.symbol);
    expect(withUsdt.map((p) => [p.base, p.quote, p.minOrderSize, p.maxOrderSize])).toEqual([
      [earlier.symbol, 'KES', '20', '1000000'],
      [earlier.symbol, 'USDT', '1', '100000'],
    ]);
    const usdt = (await pairsOf('USDT')).filter((p) => p.base === 'USDT');
    expect(usdt).toEqual([expect.objectContaining({ base: 'USDT', ...kesDefaults })]);
    // No coin is ever paired with itself.
    expect((await publicPairs()).filter((p) => p.base === p.quote)).toEqual([]);
    const later = await addCoinAsAdmin();
    expect((await pairsOf(later.symbol)).map((p) => p.quote)).toEqual(['KES', 'USDT']);
  });

  test('is idempotent and never re-creates or changes an existing pair', async () => {
    const coin = await addCoinAsAdmin();
    const [kes] = await pairsOf(coin.symbol);
    if (!kes) throw new Error('no KES pair');
    const patched = await patchPair(kes.id, { minOrderSize: '0.5', active: false });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = await publicPairs();
    const created = await db.transaction((tx) => ensureDefaultPairs(tx, clock.now()));
    expect(created).toEqual([]);
    expect(await publicPairs()).toEqual(before);
    expect(before.find((p) => p.id === kes.id)).toMatchObject({
      minOrderSize: '0.5',
      active: false,
    });
  });

  test('fills in the pairs of coins inserted without them (as the seed does)', async () => {
    const symbol = newSymbol();
    await createCoin(app, symbol);
    expect(await pairsOf(symbol)).toEqual([]);
    const created = await db.transaction((tx) => ensureDefaultPairs(tx, clock.now()));
    expect(created.map((p) => [p.base, p.quote])).toEqual([
      [symbol, 'KES'],
      [symbol, 'USDT'],
    ]);
    // Called without fees (as the seed calls it), pairs get the product's defaults: 10 / 20 bps.
    const productFees = { makerFeeBps: 10, takerFeeBps: 20 };
    expect(await pairsOf(symbol)).toEqual([
      expect.objectContaining({ ...kesDefaults, ...productFees }),
      expect.objectContaining({ ...usdtDefaults, ...productFees }),
    ]);
  });
});

describe('GET /api/pairs', () => {
  test('is public and lists active and inactive pairs by base then quote', async () => {
    const coin = await addCoinAsAdmin();
    const [kes] = await pairsOf(coin.symbol);
    if (!kes) throw new Error('no KES pair');
    await patchPair(kes.id, { active: false });
    const list = await publicPairs();
    const keys = list.map((p) => `${p.base}/${p.quote}`);
    expect(keys).toEqual([...keys].sort());
    expect(list.find((p) => p.id === kes.id)?.active).toBe(false);
    const adminList = await admin.client.request({ url: '/api/admin/pairs' });
    expect(adminList.json()).toEqual(list);
  });
});
