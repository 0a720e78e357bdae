/**
 * The push endpoint as a browser tab uses it, over a real WebSocket to the app listening on a
 * free port: what a committed change looks like on a pair's channel, sequences counting up, a
 * reconnecting tab resuming (nothing to replay, two events replayed, or told to re-fetch when
 * the instance no longer holds what it missed), and the mistakes a client can make (unknown
 * channel, bad JSON, too many channels, an oversized message, plain HTTP) answered without
 * breaking the socket. Changes are published with the outbox directly, as a service would.
 */
import {
  MAX_CHANNELS_PER_SOCKET,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  type RealtimeTopic,
} from '@soko/shared';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ensurePair, fundedTrader, placeOrder } from '../../../test/trading.js';
import { MAX_MESSAGES_PER_BEAT } from './realtime-connection.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import { connect, listenForSockets, type TestSocket } from './realtime-test-client.js';

const { app, db } = await buildTestApp();
const url = await listenForSockets(app);
await ensurePair(app, 'HRC', 'KES');
const PAIR = 'pair:HRC-KES';

const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
async function open() {
  const socket = await connect(url);
  sockets.push(socket);
  return socket;
}

const publish = (channel: string, topics: RealtimeTopic[]) =>
  db.transaction(async (tx) => publishOnCommit(tx, channel, topics));

/** Publishes `count` changes on the pair and waits until `watcher` has received them all. */
async function publishPair(watcher: TestSocket, count: number) {
  for (let i = 0; i < count; i += 1) await publish(PAIR, ['book']);
  let last = 0;
  for (let i = 0; i < count; i += 1) {
    const message = await watcher.next();
    if (message.type === 'event') last = message.seq;
  }
  return last;
}

test('an anonymous tab is welcomed by this instance, with the heartbeat period', async () => {
  const socket = await open();
  expect(socket.welcome).toEqual({
    type: 'welcome',
    instance: expect.any(String),
    userId: null,
    heartbeatMs: 25_000,
  });
});

test('changes committed on a pair arrive as events numbered n+1, n+2 with their topics', async () => {
  const socket = await open();
  const joined = await socket.subscribe(PAIR);
  expect(joined).toMatchObject({ type: 'subscribed', channel: PAIR, resumed: false });
  const n = joined.type === 'subscribed' ? joined.seq : -1;
  await publish(PAIR, ['book']);
  await publish(PAIR, ['book', 'trades']);
  await publish('market', ['market']);
  const first = await socket.next();
  expect(first).toMatchObject({ type: 'event', channel: PAIR, seq: n + 1, topics: ['book'] });
  expect(await socket.next()).toMatchObject({ seq: n + 2, topics: ['book', 'trades'] });
  expect(Date.parse(first.type === 'event' ? first.at : '')).not.toBeNaN();
  // The market change went to nobody here: this tab follows the pair only.
  expect(await socket.expectSilence()).toEqual([]);
});

test('a tab that comes back up to date is resumed with nothing replayed', async () => {
  const watcher = await open();
  await watcher.subscribe(PAIR);
  const current = await publishPair(watcher, 1);
  const tab = await open();
  expect(await tab.subscribe(PAIR, current)).toEqual({
    type: 'subscribed',
    channel: PAIR,
    seq: current,
    resumed: true,
  });
  expect(await tab.expectSilence()).toEqual([]);
});

test('a tab two events behind gets those two replayed, then resumed', async () => {
  const watcher = await open();
  await watcher.subscribe(PAIR);
  const current = await publishPair(watcher, 2);
  const tab = await open();
  tab.send({ type: 'subscribe', channel: PAIR, since: current - 2 });
  expect([await tab.next(), await tab.next(), await tab.next()]).toMatchObject([
    { type: 'event', seq: current - 1 },
    { type: 'event', seq: current },
    { type: 'subscribed', seq: current, resumed: true },
  ]);
  expect(await tab.expectSilence()).toEqual([]);
});

test('a tab further behind than the instance remembers (64 events) is told to refetch', async () => {
  const watcher = await open();
  await watcher.subscribe(PAIR);
  const current = await publishPair(watcher, 70);
  const tab = await open();
  expect(await tab.subscribe(PAIR, current - 66)).toEqual({
    type: 'refetch',
    channel: PAIR,
    seq: current,
  });
  // Still subscribed: the next change arrives.
  await publish(PAIR, ['trades']);
  expect(await tab.next()).toMatchObject({ type: 'event', seq: current + 1, topics: ['trades'] });
});

test('unknown channels are refused and the socket stays usable', async () => {
  const socket = await open();
  for (const channel of ['nonsense', 'pair:NOPE-KES', 'pair:hrc-kes']) {
    expect(await socket.subscribe(channel)).toEqual({
      type: 'error',
      channel,
      code: 'NOT_FOUND',
      message: REALTIME_MESSAGES.unknownChannel,
    });
  }
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
});

test('a message that is not JSON, or not a known shape, is answered and the socket stays usable', async () => {
  const socket = await open();
  const bad = {
    type: 'error',
    code: 'VALIDATION_ERROR',
    message: REALTIME_MESSAGES.badMessage,
  };
  for (const message of [
    'not json',
    '{"type":"subscribe"}',
    '{"type":"join","channel":"market"}',
  ]) {
    socket.send(message);
    expect(await socket.next()).toEqual(bad);
  }
  socket.send({ type: 'subscribe', channel: 'market', since: -1 });
  expect(await socket.next()).toEqual(bad);
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
  socket.send({ type: 'unsubscribe', channel: 'market' });
  expect(await socket.next()).toEqual({
    type: 'unsubscribed',
    channel: 'market',
    reason: 'REQUESTED',
  });
});

test(`a socket follows at most ${MAX_CHANNELS_PER_SOCKET} channels`, async () => {
  const bases = Array.from({ length: MAX_CHANNELS_PER_SOCKET }, (_, i) => `CH${i}`);
  for (const base of bases) await ensurePair(app, base, 'KES');
  const socket = await open();
  for (const base of bases.slice(1)) await socket.subscribe(`pair:${base}-KES`);
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
  expect(await socket.subscribe(PAIR)).toEqual({
    type: 'error',
    channel: PAIR,
    code: 'VALIDATION_ERROR',
    message: REALTIME_MESSAGES.tooManyChannels,
  });
  // Joining one already held again is not one more; leaving one makes room.
  expect(await socket.subscribe('market')).toMatchObject({ type: 'subscribed' });
  socket.send({ type: 'unsubscribe', channel: 'market' });
  await socket.next();
  expect(await socket.subscribe(PAIR)).toMatchObject({ type: 'subscribed', channel: PAIR });
});

test('a message over 4 KB closes the socket with 1009 (message too big)', async () => {
  const socket = await open();
  socket.send({ type: 'subscribe', channel: 'market', padding: 'x'.repeat(5_000) });
  expect(await socket.closed).toEqual({ code: 1009 });
});

test('a socket that floods the server with messages is closed (1008, policy)', async () => {
  const socket = await open();
  for (let i = 0; i <= MAX_MESSAGES_PER_BEAT; i += 1) {
    socket.send({ type: 'unsubscribe', channel: 'market' });
  }
  expect(await socket.closed).toEqual({ code: 1008 });
});

test('plain HTTP on the socket address is told to use a WebSocket', async () => {
  const response = await app.inject({ url: REALTIME_PATH });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: {
      code: 'VALIDATION_ERROR',
      message: 'This address only speaks WebSocket.',
      key: 'webSocketOnly',
      params: {},
    },
  });
});

test('an order placed through the API reaches a tab following its pair, and its owner', async () => {
  const trader = await fundedTrader(app, { KES: '1000' });
  const pairTab = await open();
  await pairTab.subscribe(PAIR);
  const ownerTab = await connect(url, { as: trader.client });
  sockets.push(ownerTab);
  await ownerTab.subscribe(`user:${trader.id}`);
  await placeOrder(trader.client, {
    side: 'buy',
    base: 'HRC',
    quote: 'KES',
    amount: '1',
    price: '100',
  });
  const seen = await pairTab.next();
  expect(seen).toMatchObject({ type: 'event', channel: PAIR });
  expect(seen.type === 'event' && seen.topics).toContain('book');
  expect(await ownerTab.next()).toMatchObject({
    type: 'event',
    channel: `user:${trader.id}`,
    topics: expect.arrayContaining(['orders']),
  });
});
