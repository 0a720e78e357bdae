import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { seedDemoData } from './seed/demo-seed.js';
import { listUserBalances } from './modules/ledger/ledger.repository.js';
import { findUserByEmail } from './modules/users/users.repository.js';

const { app, db } = await buildTestApp();

describe('platform', () => {
  test('healthz answers 200 once the database answers', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('an unknown API path is a JSON 404 in the error shape', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/nope' },
    });
  });

  test('malformed JSON is a 400 in the error shape, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  test('a body over the limit is refused with 413 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large',
        key: 'requestTooLarge',
        params: {},
      },
    });
  });

  test('security headers include a CSP that allows only our origin', async () => {
    const response = await app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the OpenAPI document is generated from the routes', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/coins');
  });
});

describe('coins', () => {
  test('lists the seeded coins by symbol, never KES, and seeding twice adds nothing', async () => {
    const services = app.services;
    const first = await seedDemoData(services, db);
    const second = await seedDemoData(services, db);
    expect(first).toMatchObject({ coins: 6, accounts: 5, deposits: 9 });
    // The demo market (issue 4): a few days of trades between the two traders.
    expect(first.trades).toBeGreaterThan(10);
    expect(second).toEqual({ coins: 0, accounts: 0, deposits: 0, trades: 0 });
    const response = await app.inject({ url: '/api/coins' });
    expect(response.statusCode).toBe(200);
    const symbols = response.json<{ symbol: string }[]>().map((c) => c.symbol);
    expect(symbols).toEqual(['BTC', 'DOGE', 'ETH', 'HRC', 'SOL', 'USDT']);
    expect(response.json<{ iconUrl: string }[]>()[0]?.iconUrl).toBe('/coins/btc.svg');
  });

  test('the demo traders own exactly what their deposits and trades credited (and no more)', async () => {
    for (const email of ['amina@soko.local', 'brian@soko.local']) {
      const trader = await findUserByEmail(db, email);
      if (!trader) throw new Error(`${email} was not seeded`);
      const balances = await listUserBalances(db, trader.id);
      const owned = Object.fromEntries(
        balances
          .map((b) => [b.currency, b.available_minor + b.held_minor] as const)
          .filter(([, minor]) => minor !== 0n),
      );
      // What the history says they should own: deposits in, purchases add the coin and cost the
      // quote, sales the other way round, less the trading fee of each fill in the currency that
      // side received (decisions.md 24: the demo pairs charge fees). Nothing else moved their money.
      const { rows } = await db.query<{ currency: string; net_minor: bigint }>(
        `SELECT currency, SUM(delta)::bigint AS net_minor FROM (
           SELECT currency, CASE WHEN type = 'sale' THEN -amount_minor ELSE amount_minor END AS delta
             FROM transactions WHERE user_id = $1 AND status IN ('approved', 'completed')
           UNION ALL
           SELECT secondary_currency, CASE WHEN type = 'sale' THEN secondary_amount_minor
                                           ELSE -secondary_amount_minor END
             FROM transactions WHERE user_id = $1 AND type IN ('purchase', 'sale')
           UNION ALL
           SELECT p.base, -t.buyer_fee_minor
             FROM trades t JOIN trading_pairs p ON p.id = t.pair_id WHERE t.buyer_user_id = $1
           UNION ALL
           SELECT p.quote, -t.seller_fee_minor
             FROM trades t JOIN trading_pairs p ON p.id = t.pair_id WHERE t.seller_user_id = $1
         ) AS moves GROUP BY currency HAVING SUM(delta) <> 0`,
        [trader.id],
      );
      const expected = Object.fromEntries(rows.map((r) => [r.currency, r.net_minor]));
      expect(owned).toEqual(expected);
      expect(Object.keys(owned).length).toBeGreaterThanOrEqual(4);
    }
    const amina = await findUserByEmail(db, 'amina@soko.local');
    const { rows } = await db.query<{ type: string; status: string; n: bigint }>(
      `SELECT type, status, count(*) AS n FROM transactions
       WHERE user_id = $1 AND type = 'deposit' GROUP BY type, status ORDER BY status`,
      [amina?.id],
    );
    expect(rows).toEqual([
      { type: 'deposit', status: 'approved', n: 3n },
      // KES 250,000 arrives as two M-Pesa top-ups: one payment is capped at KES 150,000.
      { type: 'deposit', status: 'completed', n: 2n },
    ]);
  });
});
