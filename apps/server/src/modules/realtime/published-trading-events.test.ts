/**
 * What trading publishes, on the engine under test, heard the way every server instance hears
 * it (LISTEN; see test/realtime-capture.ts). Each order request is one transaction: one event
 * per channel it touches, with that channel's next sequence. Placing or cancelling tells the
 * pair's book, the market orders list and the owner; a fill adds the trades, the market rows
 * and both parties' history; the ledger itself tells every user whose balance moved. A refused
 * request publishes nothing at all.
 */
import { describe, expect, test } from 'vitest';
import { MARKET_CHANNEL, pairChannel, userChannel } from '@soko/shared';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app.js';
import { captureRealtime } from '../../../test/realtime-capture.js';
import {
  cancelOrder,
  ensurePair,
  executeOrder,
  fundedTrader,
  placeOrder,
  postOrder,
  takeOrder,
} from '../../../test/trading.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const { app, db } = await buildTestApp();
const capture = await captureRealtime(db);

let pairs = 0;
async function freshPair() {
  pairs += 1;
  const base = `RT${pairs}`;
  await ensurePair(app, base, 'KES');
  return { base, channel: pairChannel(base, 'KES') };
}

/** A seller with a resting sell of 2 BASE at 100 KES, and a buyer with KES; nothing pending. */
async function restingSell() {
  const pair = await freshPair();
  const maker = await fundedTrader(app, { [pair.base]: '5' });
  const taker = await fundedTrader(app, { KES: '10000' });
  const sell = { side: 'sell', base: pair.base, quote: 'KES', amount: '2', price: '100' } as const;
  const { order } = await placeOrder(maker.client, sell);
  await capture.take();
  return { pair, maker, taker, order };
}

describe('orders', () => {
  test('a resting order: the book, the market orders list, and the owner (orders, wallet)', async () => {
    const pair = await freshPair();
    const maker = await fundedTrader(app, { [pair.base]: '5' });
    await capture.take();
    await placeOrder(maker.client, {
      side: 'sell',
      base: pair.base,
      quote: 'KES',
      amount: '1',
      price: '250',
    });
    expect(await capture.takeByChannel()).toEqual({
      [pair.channel]: ['book'],
      [MARKET_CHANNEL]: ['orders'],
      [userChannel(maker.id)]: ['orders', 'wallets'],
    });
  });

  test('a take: book and trades, market rows, and both parties (orders, history, wallet)', async () => {
    const { pair, maker, taker, order } = await restingSell();
    await takeOrder(taker.client, order.id, '0.5');
    const published = await capture.take();
    // One transaction: exactly one event per channel.
    expect(published.map((p) => p.channel).sort()).toEqual(
      [pair.channel, MARKET_CHANNEL, userChannel(maker.id), userChannel(taker.id)].sort(),
    );
    expect(Object.fromEntries(published.map((p) => [p.channel, p.topics]))).toEqual({
      [pair.channel]: ['book', 'trades'],
      [MARKET_CHANNEL]: ['market', 'orders'],
      [userChannel(maker.id)]: ['orders', 'transactions', 'wallets'],
      [userChannel(taker.id)]: ['orders', 'transactions', 'wallets'],
    });
  });

  test('a placed order that fills against two makers tells each of them', async () => {
    const pair = await freshPair();
    const makers = [
      await fundedTrader(app, { [pair.base]: '1' }),
      await fundedTrader(app, { [pair.base]: '1' }),
    ];
    for (const [index, maker] of makers.entries()) {
      const price = String(100 + index);
      await placeOrder(maker.client, {
        side: 'sell',
        base: pair.base,
        quote: 'KES',
        amount: '1',
        price,
      });
    }
    const buyer = await fundedTrader(app, { KES: '1000' });
    await capture.take();
    const { trades } = await placeOrder(buyer.client, {
      side: 'buy',
      base: pair.base,
      quote: 'KES',
      amount: '2',
      price: '101',
    });
    expect(trades).toHaveLength(2);
    const parties = ['orders', 'transactions', 'wallets'];
    expect(await capture.takeByChannel()).toEqual({
      [pair.channel]: ['book', 'trades'],
      [MARKET_CHANNEL]: ['market', 'orders'],
      [userChannel(buyer.id)]: parties,
      [userChannel(makers[0]?.id ?? '')]: parties,
      [userChannel(makers[1]?.id ?? '')]: parties,
    });
  });

  test('a cancel: the book, the market orders list, and the owner (orders, released hold)', async () => {
    const { pair, maker, order } = await restingSell();
    const response = await cancelOrder(maker.client, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await capture.takeByChannel()).toEqual({
      [pair.channel]: ['book'],
      [MARKET_CHANNEL]: ['orders'],
      [userChannel(maker.id)]: ['orders', 'wallets'],
    });
  });

  test('a retry with the same Idempotency-Key changes nothing and publishes nothing', async () => {
    const { pair, taker } = await restingSell();
    const buy = { side: 'buy', base: pair.base, quote: 'KES', amount: '1', price: '50' } as const;
    expect((await postOrder(taker.client, buy, 'retry-key-1')).statusCode).toBe(201);
    expect((await capture.take()).length).toBeGreaterThan(0);
    expect((await postOrder(taker.client, buy, 'retry-key-1')).statusCode).toBe(201);
    expect(await capture.take()).toEqual([]);
  });

  test('orders on one pair: its sequence counts up by one per transaction', async () => {
    const pair = await freshPair();
    const maker = await fundedTrader(app, { [pair.base]: '5' });
    await capture.take();
    for (const price of ['300', '301', '302']) {
      await placeOrder(maker.client, {
        side: 'sell',
        base: pair.base,
        quote: 'KES',
        amount: '1',
        price,
      });
    }
    const onPair = (await capture.take()).filter((p) => p.channel === pair.channel);
    expect(onPair.map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(onPair.every((p) => p.topics.join() === 'book')).toBe(true);
  });
});

type Scene = Awaited<ReturnType<typeof restingSell>>;

describe('a refused order request publishes nothing', () => {
  const buy = (base: string, amount: string, price: string) =>
    ({ side: 'buy', base, quote: 'KES', amount, price }) as const;
  test.each<[string, (scene: Scene) => Promise<LightMyRequestResponse>, string]>([
    [
      'insufficient balance (a buy without KES)',
      ({ pair, maker }) => postOrder(maker.client, buy(pair.base, '1', '90')),
      'INSUFFICIENT_BALANCE',
    ],
    [
      'insufficient balance (a take without KES)',
      async ({ order }) => executeOrder((await fundedTrader(app)).client, order.id, '1'),
      'INSUFFICIENT_BALANCE',
    ],
    ['self trade', ({ maker, order }) => executeOrder(maker.client, order.id, '1'), 'SELF_TRADE'],
    [
      'a validation error (the amount is not a number)',
      ({ pair, taker }) => postOrder(taker.client, buy(pair.base, 'lots', '1')),
      'VALIDATION_ERROR',
    ],
    [
      "cancelling someone else's order",
      ({ taker, order }) => cancelOrder(taker.client, order.id),
      'ORDER_NOT_FOUND',
    ],
  ])('%s', async (_name, request, code) => {
    const scene = await restingSell();
    const response = await request(scene);
    expect(response.json<{ error: { code: string } }>().error.code, response.body).toBe(code);
    expect(await capture.take()).toEqual([]);
  });
});

describe('the ledger announces every balance change to its owner', () => {
  test('a credit from a system account tells the user only (system accounts have no channel)', async () => {
    const user = await fundedTrader(app);
    await capture.take();
    await fundDirectly(app, user.id, 'KES', '50');
    expect(await capture.take()).toEqual([
      { channel: userChannel(user.id), seq: expect.any(Number) as number, topics: ['wallets'] },
    ]);
  });
});
