/**
 * A take or an order placed may be let in on a session its instance read a moment ago
 * (sessions.service.ts), and checks that session live inside its own transaction (migration
 * 0027, lockActiveSessionUser). These tests sign a trader out on a second instance of the app
 * over the same database, then trade on the first: the request is refused 401 and nothing
 * moves, with or without a repeated Idempotency-Key, while every other route reads the session
 * afresh. The ledger invariants run after every test.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestClient } from '../../../test/build-test-app.js';
import {
  balanceOf,
  ensurePair,
  errorOf,
  executeOrder,
  fundedTrader,
  placeOrder,
  postOrder,
  takeOrder,
} from '../../../test/trading.js';

const { app, db, config, clock } = await buildTestApp();
// A second instance of the server on the same database, as behind a load balancer.
const other = await buildApp({ config, db, clock });
afterAll(() => other.close());

let pairs = 0;

async function restingSell() {
  pairs += 1;
  const base = `S${pairs}`;
  await ensurePair(app, base, 'KES');
  const maker = await fundedTrader(app, { [base]: '10' });
  const { order } = await placeOrder(maker.client, {
    side: 'sell',
    base,
    quote: 'KES',
    amount: '10',
    price: '2',
  });
  return { base, order };
}

/** What a take or a placement could have changed: orders, trades, transfers, an order's rest. */
async function tradingState(orderId: string) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM orders)::text AS orders,
            (SELECT count(*) FROM trades)::text AS trades,
            (SELECT count(*) FROM ledger_transfers)::text AS transfers,
            (SELECT amount_minor::text FROM orders WHERE id = $1) AS left`,
    [orderId],
  );
  return rows[0];
}

/** Signs the client's session out on the other instance, as a second browser tab might. */
async function signOutElsewhere(client: TestClient) {
  const response = await other.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: {
      cookie: `soko_session=${client.cookie('soko_session') ?? ''}`,
      'x-csrf-token': client.csrfToken ?? '',
    },
  });
  expect(response.statusCode, response.body).toBe(204);
}

const LOGGED_OUT = { status: 401, code: 'UNAUTHENTICATED' };

describe('a take checks its session inside its transaction', () => {
  test('signed out on another instance: the next take is refused and nothing moves', async () => {
    const { order } = await restingSell();
    const taker = await fundedTrader(app, { KES: '100' });
    // This take reads the session, and this instance keeps the answer.
    await takeOrder(taker.client, order.id, '1');
    const before = await tradingState(order.id);

    await signOutElsewhere(taker.client);
    const refused = await executeOrder(taker.client, order.id, '1');
    expect(errorOf(refused)).toMatchObject(LOGGED_OUT);
    expect(await tradingState(order.id)).toEqual(before);
    // Every other route reads the session afresh.
    expect((await taker.client.request({ url: '/api/wallets' })).statusCode).toBe(401);
  });

  test('a repeated Idempotency-Key gets no stored answer once the session is signed out', async () => {
    const { order } = await restingSell();
    const taker = await fundedTrader(app, { KES: '100' });
    const first = await executeOrder(taker.client, order.id, '1', 'take-once');
    expect(first.statusCode, first.body).toBe(200);
    const again = await executeOrder(taker.client, order.id, '1', 'take-once');
    expect(again.json()).toEqual(first.json());

    await signOutElsewhere(taker.client);
    const replay = await executeOrder(taker.client, order.id, '1', 'take-once');
    expect(errorOf(replay)).toMatchObject(LOGGED_OUT);
  });

  test('a take before the sign-out elsewhere goes through, and the balance shows it', async () => {
    const { order } = await restingSell();
    const taker = await fundedTrader(app, { KES: '100' });
    await takeOrder(taker.client, order.id, '1');
    await takeOrder(taker.client, order.id, '2');
    expect(await balanceOf(taker.client, 'KES')).toEqual({ available: '94.00', held: '0.00' });
    expect((await tradingState(order.id))?.left).toBe('700000000');
  });

  test('signed out on this instance: refused before its body is even read', async () => {
    const { order } = await restingSell();
    const taker = await fundedTrader(app, { KES: '100' });
    await takeOrder(taker.client, order.id, '1');
    const token = taker.client.cookie('soko_session') ?? '';
    const response = await taker.client.request({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
    // The old cookie sent again with a body that is not valid: still 401, as every route
    // answers a session known to be gone before it looks at the request.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/execute`,
      headers: { cookie: `soko_session=${token}`, 'x-csrf-token': taker.client.csrfToken ?? '' },
      payload: { amount: 'not a number' },
    });
    expect(errorOf(refused)).toMatchObject(LOGGED_OUT);
  });

  test('a session that expired while kept is not used', async () => {
    const { order } = await restingSell();
    const taker = await fundedTrader(app, { KES: '100' });
    await takeOrder(taker.client, order.id, '1');
    const before = await tradingState(order.id);
    clock.advanceMs((config.sessionTtlHours + 1) * 3_600_000);
    const refused = await executeOrder(taker.client, order.id, '1');
    expect(errorOf(refused)).toMatchObject(LOGGED_OUT);
    expect(await tradingState(order.id)).toEqual(before);
  });
});

describe('an order placed checks its session inside its transaction', () => {
  test('signed out on another instance: the next order is refused and nothing moves', async () => {
    const { base, order } = await restingSell();
    const buyer = await fundedTrader(app, { KES: '100' });
    const buy = { side: 'buy' as const, base, quote: 'KES', amount: '1', price: '2' };
    // This order (filled at once against the resting sell) reads the session, kept here.
    await placeOrder(buyer.client, buy);
    expect(await balanceOf(buyer.client, 'KES')).toEqual({ available: '98.00', held: '0.00' });
    const before = await tradingState(order.id);

    await signOutElsewhere(buyer.client);
    expect(errorOf(await postOrder(buyer.client, buy))).toMatchObject(LOGGED_OUT);
    // A resting order would have held funds (a transfer): none is placed either.
    const resting = { ...buy, price: '1' };
    expect(errorOf(await postOrder(buyer.client, resting))).toMatchObject(LOGGED_OUT);
    expect(await tradingState(order.id)).toEqual(before);
  });

  test('a repeated Idempotency-Key gets no stored answer once the session is signed out', async () => {
    const { base } = await restingSell();
    const buyer = await fundedTrader(app, { KES: '100' });
    const resting = { side: 'buy' as const, base, quote: 'KES', amount: '1', price: '1' };
    const first = await postOrder(buyer.client, resting, 'place-once');
    expect(first.statusCode, first.body).toBe(201);
    expect((await postOrder(buyer.client, resting, 'place-once')).json()).toEqual(first.json());

    await signOutElsewhere(buyer.client);
    expect(errorOf(await postOrder(buyer.client, resting, 'place-once'))).toMatchObject(LOGGED_OUT);
  });
});
