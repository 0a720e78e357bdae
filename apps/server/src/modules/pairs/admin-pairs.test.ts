/**
 * The admin's Trading Pairs screen through the API: create with each refusal in precedence
 * order (the three texts of product-spec.md section 5 word for word, then our limit and
 * currency texts), update of limits and the active flag, one audit entry per real change with
 * the values before and after (none for a refusal or a no-op), two admins racing to add the same
 * pair, and the admin guard. Coins are inserted directly, so no default pair is in the way.
 */
import { describe, expect, test } from 'vitest';
import { PAIR_MESSAGES, PAIR_RULE_MESSAGES, type PairResponse, type PairView } from '@soko/shared';
import type { z } from 'zod';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { createCoin } from '../../../test/wallet-funding.js';

const { app, db, clock } = await buildTestApp();
const admin = await loginAs(app, 'admin');
await createCoin(app, 'BTC');
await createCoin(app, 'ETH');
await createCoin(app, 'USDT');

type PairBody = z.infer<typeof PairResponse>;

function createPair(payload: object, client = admin.client) {
  return client.request({ method: 'POST', url: '/api/admin/pairs', payload });
}

function patchPair(id: string, payload: object, client = admin.client) {
  return client.request({ method: 'PATCH', url: `/api/admin/pairs/${id}`, payload });
}

async function adminPairs(): Promise<PairView[]> {
  return (await admin.client.request({ url: '/api/admin/pairs' })).json<PairView[]>();
}

let coinCount = 0;
/** A fresh coin and a pair on it, made through the API. */
async function freshPair(input: { minOrderSize?: string; maxOrderSize?: string } = {}) {
  coinCount += 1;
  const symbol = `A${coinCount.toString().padStart(3, '0')}`;
  await createCoin(app, symbol);
  const response = await createPair({
    base: symbol,
    quote: 'KES',
    minOrderSize: input.minOrderSize ?? '0.001',
    maxOrderSize: input.maxOrderSize ?? '100',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PairBody>().pair;
}

const stateOf = (pair: PairView) => ({
  base: pair.base,
  quote: pair.quote,
  minOrderSize: pair.minOrderSize,
  maxOrderSize: pair.maxOrderSize,
  active: pair.active,
  makerFeeBps: pair.makerFeeBps,
  takerFeeBps: pair.takerFeeBps,
});

describe('POST /api/admin/pairs', () => {
  test('creates a pair (currencies upper-cased, limits trimmed) and audits it', async () => {
    const response = await createPair({
      base: ' btc ',
      quote: 'usdt',
      minOrderSize: '0.001000',
      maxOrderSize: '250.5',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { pair } = response.json<PairBody>();
    expect(pair).toEqual({
      id: expect.stringMatching(/^pair_/) as string,
      base: 'BTC',
      quote: 'USDT',
      minOrderSize: '0.001',
      maxOrderSize: '250.5',
      active: true,
      // New pairs start with DEFAULT_MAKER_FEE_BPS / DEFAULT_TAKER_FEE_BPS (0 in tests).
      makerFeeBps: 0,
      takerFeeBps: 0,
      createdAt: clock.now().toISOString(),
    });
    const { rows } = await db.query<{ min: bigint; max: bigint }>(
      `SELECT min_order_size_minor AS min, max_order_size_minor AS max
         FROM trading_pairs WHERE id = $1`,
      [pair.id],
    );
    expect(rows[0]).toEqual({ min: 100_000n, max: 25_050_000_000n });
    // Its own fee accounts in both currencies (migration 0017), empty.
    const { rows: feeAccounts } = await db.query<{ currency: string; kind: string }>(
      `SELECT currency, kind FROM ledger_accounts
        WHERE pair_id = $1 AND balance_minor = 0 ORDER BY currency, kind`,
      [pair.id],
    );
    expect(feeAccounts).toEqual([
      { currency: 'BTC', kind: 'excise_payable' },
      { currency: 'BTC', kind: 'fee_revenue' },
      { currency: 'USDT', kind: 'excise_payable' },
      { currency: 'USDT', kind: 'fee_revenue' },
    ]);
    expect(await auditRows(db, 'pair.create', pair.id)).toEqual([
      {
        actorUserId: admin.user.id,
        action: 'pair.create',
        targetType: 'pair',
        targetId: pair.id,
        before: null,
        after: stateOf(pair),
        ipAddress: admin.client.ip,
      },
    ]);
  });

  test('may create a pair inactive', async () => {
    const response = await createPair({
      base: 'ETH',
      quote: 'USDT',
      minOrderSize: '1',
      maxOrderSize: '1',
      active: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PairBody>().pair).toMatchObject({ active: false, maxOrderSize: '1' });
  });

  const limits = { minOrderSize: '1', maxOrderSize: '10' };
  test.each([
    ['no currencies', { ...limits }, PAIR_MESSAGES.bothRequired],
    ['no quote', { base: 'ETH', ...limits }, PAIR_MESSAGES.bothRequired],
    ['blank base', { base: ' ', quote: 'KES', ...limits }, PAIR_MESSAGES.bothRequired],
    [
      'a quote not offered',
      { base: 'ETH', quote: 'EUR', ...limits },
      PAIR_RULE_MESSAGES.quoteChoice,
    ],
    [
      'the same currency twice',
      { base: 'usdt', quote: 'USDT', ...limits },
      PAIR_MESSAGES.mustDiffer,
    ],
    [
      'seven decimals',
      { base: 'ETH', quote: 'KES', minOrderSize: '0.0000001', maxOrderSize: '1' },
      PAIR_RULE_MESSAGES.sizeDecimals,
    ],
    [
      'a minimum of 0',
      { base: 'ETH', quote: 'KES', minOrderSize: '0', maxOrderSize: '1' },
      PAIR_RULE_MESSAGES.minPositive,
    ],
    [
      'a maximum below the minimum',
      { base: 'ETH', quote: 'KES', minOrderSize: '2', maxOrderSize: '1.999999' },
      PAIR_RULE_MESSAGES.maxBelowMin,
    ],
    [
      'a maximum too large',
      { base: 'ETH', quote: 'KES', minOrderSize: '1', maxOrderSize: '1000000000.000001' },
      PAIR_RULE_MESSAGES.maxTooLarge,
    ],
    [
      'a base that is not a coin',
      { base: 'NOPE', quote: 'KES', ...limits },
      PAIR_RULE_MESSAGES.unknownBase,
    ],
    ['KES as the base', { base: 'KES', quote: 'USDT', ...limits }, PAIR_RULE_MESSAGES.unknownBase],
  ])('%s → 400 VALIDATION_ERROR, nothing written', async (_name, payload, message) => {
    const before = await adminPairs();
    const response = await createPair(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await adminPairs()).toEqual(before);
  });

  test('a pair that exists is 409 "This trading pair already exists", whatever the case', async () => {
    const pair = await freshPair();
    const entries = await auditRows(db, 'pair.create');
    const response = await createPair({
      base: pair.base.toLowerCase(),
      quote: 'kes',
      minOrderSize: '5',
      maxOrderSize: '6',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: PAIR_MESSAGES.exists, key: 'pairExists', params: {} },
    });
    expect(await auditRows(db, 'pair.create')).toEqual(entries);
  });

  test('two admins adding the same pair at once: one 201, one 409, one row', async () => {
    const second = await loginAs(app, 'admin');
    await createCoin(app, 'RACE');
    const payload = { base: 'RACE', quote: 'KES', minOrderSize: '1', maxOrderSize: '2' };
    const responses = await Promise.all([createPair(payload), createPair(payload, second.client)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await adminPairs()).filter((p) => p.base === 'RACE')).toHaveLength(1);
  });
});

describe('PATCH /api/admin/pairs/:id', () => {
  test('changes the limits and the active flag, auditing before and after', async () => {
    const pair = await freshPair();
    clock.advanceMs(1000);
    const response = await patchPair(pair.id, { minOrderSize: '0.5', active: false });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<PairBody>().pair;
    expect(updated).toEqual({ ...pair, minOrderSize: '0.5', active: false });
    expect(await auditRows(db, 'pair.update', pair.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.user.id,
        targetType: 'pair',
        before: stateOf(pair),
        after: stateOf(updated),
      }),
    ]);
    const back = await patchPair(pair.id, { active: true, maxOrderSize: '100.000000' });
    expect(back.json<PairBody>().pair).toEqual({ ...pair, minOrderSize: '0.5' });
    expect(await auditRows(db, 'pair.update', pair.id)).toHaveLength(2);
  });

  test('a change to nothing writes no entry', async () => {
    const pair = await freshPair();
    const response = await patchPair(pair.id, { minOrderSize: '0.0010', active: true });
    expect(response.json<PairBody>().pair).toEqual(pair);
    expect(await auditRows(db, 'pair.update', pair.id)).toEqual([]);
  });

  test('one limit is checked against the stored other one', async () => {
    const pair = await freshPair({ minOrderSize: '2', maxOrderSize: '10' });
    const tooHigh = await patchPair(pair.id, { minOrderSize: '10.000001' });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: PAIR_RULE_MESSAGES.maxBelowMin,
      fields: { maxOrderSize: PAIR_RULE_MESSAGES.maxBelowMin },
    });
    const tooLow = await patchPair(pair.id, { maxOrderSize: '1' });
    expect(tooLow.json().error.message).toBe(PAIR_RULE_MESSAGES.maxBelowMin);
    const decimals = await patchPair(pair.id, { maxOrderSize: '3.1234567' });
    expect(decimals.json().error.message).toBe(PAIR_RULE_MESSAGES.sizeDecimals);
    const zero = await patchPair(pair.id, { minOrderSize: '0' });
    expect(zero.json().error.message).toBe(PAIR_RULE_MESSAGES.minPositive);
    expect((await adminPairs()).find((p) => p.id === pair.id)).toEqual(pair);
    expect(await auditRows(db, 'pair.update', pair.id)).toEqual([]);
  });

  test('base and quote never change; an unknown pair is 404', async () => {
    const pair = await freshPair();
    const rename = await patchPair(pair.id, { base: 'ETH' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.code).toBe('VALIDATION_ERROR');
    const missing = await patchPair('pair_missing', { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Trading pair not found',
        key: 'tradingPairNotFound',
        params: {},
      },
    });
  });
});

describe('the admin guard', () => {
  test('a trader gets 403 and a visitor 401 on every admin pair route', async () => {
    const pair = await freshPair();
    const trader = await loginAs(app, 'user');
    const visitor = new TestClient(app);
    const payload = { base: 'ETH', quote: 'KES', minOrderSize: '1', maxOrderSize: '2' };
    for (const [client, status] of [
      [trader.client, 403],
      [visitor, 401],
    ] as const) {
      expect((await client.request({ url: '/api/admin/pairs' })).statusCode).toBe(status);
      expect((await createPair(payload, client)).statusCode).toBe(status);
      expect((await patchPair(pair.id, { active: false }, client)).statusCode).toBe(status);
    }
    expect((await adminPairs()).filter((p) => p.base === 'ETH' && p.quote === 'KES')).toEqual([]);
    expect((await adminPairs()).find((p) => p.id === pair.id)?.active).toBe(true);
  });
});
