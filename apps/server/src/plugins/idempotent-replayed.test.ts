import { describe, expect, test } from 'vitest';
import { buildTestApp, type TestClient } from '../../test/build-test-app.js';
import { ensurePair, fundedTrader, placeOrder } from '../../test/trading.js';

/**
 * Idempotency-Key answers: a replay carries Idempotent-Replayed: true (the first answer does
 * not), on every money-moving POST that takes a key; and keys expire after 24 hours, after which
 * the same key is a new request (as Stripe's do).
 */
const { app, db } = await buildTestApp();
await ensurePair(app, 'IDM', 'KES');

function post(client: TestClient, url: string, payload: object, key: string) {
  return client.request({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });
}

async function ageKey(key: string, hours: number) {
  await db.query(
    `UPDATE idempotency_keys SET created_at = created_at - make_interval(hours => $2::int)
     WHERE idempotency_key = $1`,
    [key, hours],
  );
}

describe('Idempotent-Replayed', () => {
  test('the first answer has no header; each replay says Idempotent-Replayed: true', async () => {
    const maker = await fundedTrader(app, { IDM: '5' });
    const taker = await fundedTrader(app, { KES: '10000' });
    const resting = await placeOrder(maker.client, {
      side: 'sell',
      base: 'IDM',
      quote: 'KES',
      amount: '2',
      price: '100',
    });
    const calls: [TestClient, string, object][] = [
      [
        taker.client,
        '/api/orders',
        { side: 'buy', base: 'IDM', quote: 'KES', amount: '0.5', price: '90' },
      ],
      [taker.client, `/api/orders/${resting.order.id}/execute`, { amount: '0.5' }],
      [
        taker.client,
        '/api/payments/mpesa',
        { type: 'deposit', amount: '700', phone: '0712000000' },
      ],
    ];
    for (const [index, [client, url, payload]] of calls.entries()) {
      const first = await post(client, url, payload, `replay-${index}`);
      expect(first.statusCode, first.body).toBeLessThan(300);
      expect(first.headers['idempotent-replayed'], url).toBeUndefined();
      const second = await post(client, url, payload, `replay-${index}`);
      expect(second.statusCode, url).toBe(first.statusCode);
      expect(second.headers['idempotent-replayed'], url).toBe('true');
      expect(second.json()).toEqual(first.json());
    }
  });

  test('a key older than 24 hours is a new request; a younger one still replays', async () => {
    const maker = await fundedTrader(app, { IDM: '5' });
    const order = { side: 'sell', base: 'IDM', quote: 'KES', amount: '1', price: '500' };
    const first = await post(maker.client, '/api/orders', order, 'expiring-key');
    expect(first.statusCode).toBe(201);

    await ageKey('expiring-key', 23);
    const replay = await post(maker.client, '/api/orders', order, 'expiring-key');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    await ageKey('expiring-key', 2);
    const fresh = await post(maker.client, '/api/orders', order, 'expiring-key');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(fresh.json<{ order: { id: string } }>().order.id).not.toBe(
      first.json<{ order: { id: string } }>().order.id,
    );
    const open = await maker.client.request({ url: '/api/orders?status=open' });
    expect(open.json<unknown[]>()).toHaveLength(2);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM idempotency_keys WHERE idempotency_key = 'expiring-key'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
