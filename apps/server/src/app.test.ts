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
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
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
    expect(first).toEqual({ coins: 6, accounts: 3, deposits: 9 });
    expect(second).toEqual({ coins: 0, accounts: 0, deposits: 0 });
    const response = await app.inject({ url: '/api/coins' });
    expect(response.statusCode).toBe(200);
    const symbols = response.json<{ symbol: string }[]>().map((c) => c.symbol);
    expect(symbols).toEqual(['BTC', 'DOGE', 'ETH', 'HRC', 'SOL', 'USDT']);
    expect(response.json<{ iconUrl: string }[]>()[0]?.iconUrl).toBe('/coins/btc.svg');
  });

  test('the demo traders hold what their seeded, approved deposits credited (and no more)', async () => {
    const amina = await findUserByEmail(db, 'amina@soko.local');
    if (!amina) throw new Error('amina was not seeded');
    const balances = await listUserBalances(db, amina.id);
    const byCurrency = Object.fromEntries(
      balances.map((b) => [b.currency, [b.available_minor, b.held_minor]]),
    );
    expect(byCurrency).toEqual({
      KES: [25_000_000n, 0n],
      BTC: [50_000_000n, 0n],
      USDT: [250_000_000_000n, 0n],
      HRC: [1_200_000_000_000n, 0n],
    });
    const { rows } = await db.query<{ status: string; n: bigint }>(
      `SELECT status, count(*) AS n FROM transactions WHERE user_id = $1 GROUP BY status ORDER BY status`,
      [amina.id],
    );
    expect(rows).toEqual([
      { status: 'approved', n: 3n },
      // KES 250,000 arrives as two M-Pesa top-ups: one payment is capped at KES 150,000.
      { status: 'completed', n: 2n },
    ]);
  });
});
