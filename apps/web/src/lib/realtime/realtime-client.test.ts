/**
 * The realtime client against a fake socket on fake timers: every socket the client opens is
 * recorded, the test plays the server (open, welcome, subscribed, events, close) and reads what
 * the client sent and what its listeners heard. Covers reference-counted subscriptions, repeats
 * dropped, holes turned into refetches, resuming with `since` after a reconnect, the backoff
 * schedule, waking up early, the silence limit, a change of user, and the status on the way.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RealtimeClient } from './realtime-client';
import { FakeSocket } from './fake-socket';
import type { ChannelChange, RealtimeStatus } from './realtime-types';

let sockets: FakeSocket[];
let now: number;

function makeClient(random = 1) {
  const client = new RealtimeClient({
    url: 'ws://soko.test/api/realtime',
    openSocket: (_url, handlers) => {
      const socket = new FakeSocket(handlers);
      sockets.push(socket);
      return socket;
    },
    random: () => random,
    now: () => now,
  });
  const statuses: RealtimeStatus[] = [];
  client.onStateChange(() => {
    if (statuses.at(-1) !== client.getStatus()) statuses.push(client.getStatus());
  });
  return { client, statuses };
}

function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

function listen(client: RealtimeClient, channel: string) {
  const heard: ChannelChange[] = [];
  const stop = client.subscribe(channel, (change) => heard.push(change));
  return { heard, stop };
}

const event = (channel: string, seq: number, topics: ('book' | 'trades' | 'orders')[]) =>
  ({ type: 'event', channel, seq, topics, at: '2026-01-01T00:00:00.000Z' }) as const;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  now = 0;
});
afterEach(() => vi.useRealTimers());

describe('subscriptions', () => {
  test('opens one socket on the first channel and subscribes each channel once however many follow it', () => {
    const { client } = makeClient();
    expect(sockets).toHaveLength(0);
    const first = listen(client, 'market');
    const second = listen(client, 'market');
    listen(client, 'pair:HRC-KES');
    expect(sockets).toHaveLength(1);
    lastSocket().welcome();
    expect(lastSocket().sent).toEqual([
      { type: 'subscribe', channel: 'market' },
      { type: 'subscribe', channel: 'pair:HRC-KES' },
    ]);

    first.stop();
    first.stop(); // stopping twice must not release the other listener's hold
    expect(lastSocket().sent).toHaveLength(2);
    second.stop();
    expect(lastSocket().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'market' });
    listen(client, 'market');
    expect(lastSocket().sent.at(-1)).toEqual({ type: 'subscribe', channel: 'market' });
    expect(sockets).toHaveLength(1);
  });

  test('every listener of a channel hears its events, and only its own channel', () => {
    const { client } = makeClient();
    const one = listen(client, 'market');
    const two = listen(client, 'market');
    const pair = listen(client, 'pair:HRC-KES');
    const socket = lastSocket();
    socket.welcome();
    socket.receive({ type: 'subscribed', channel: 'market', seq: 4, resumed: true });
    socket.receive(event('market', 5, ['orders']));
    const orders = { kind: 'topics', topics: ['orders'] };
    expect(one.heard).toEqual([orders]);
    expect(two.heard).toEqual([orders]);
    expect(pair.heard).toEqual([]);
  });
});

describe('sequences', () => {
  test('a repeated or older event is dropped; the next one is delivered', () => {
    const { client } = makeClient();
    const { heard } = listen(client, 'pair:HRC-KES');
    const socket = lastSocket();
    socket.welcome();
    socket.receive({ type: 'subscribed', channel: 'pair:HRC-KES', seq: 10, resumed: true });
    socket.receive(event('pair:HRC-KES', 11, ['book']));
    socket.receive(event('pair:HRC-KES', 11, ['book']));
    socket.receive(event('pair:HRC-KES', 9, ['trades']));
    socket.receive(event('pair:HRC-KES', 12, ['book', 'trades']));
    expect(heard).toEqual([
      { kind: 'topics', topics: ['book'] },
      { kind: 'topics', topics: ['book', 'trades'] },
    ]);
  });

  test('a hole in the sequence becomes a refetch of the whole channel', () => {
    const { client } = makeClient();
    const { heard } = listen(client, 'market');
    const socket = lastSocket();
    socket.welcome();
    socket.receive({ type: 'subscribed', channel: 'market', seq: 3, resumed: true });
    socket.receive(event('market', 6, ['orders']));
    socket.receive(event('market', 7, ['orders']));
    expect(heard).toEqual([{ kind: 'refetch' }, { kind: 'topics', topics: ['orders'] }]);
  });

  test('subscribed without resume, or a refetch message, refetches and counts on from its seq', () => {
    const { client } = makeClient();
    const { heard } = listen(client, 'market');
    const socket = lastSocket();
    socket.welcome();
    socket.receive({ type: 'subscribed', channel: 'market', seq: 20, resumed: false });
    socket.receive(event('market', 20, ['orders']));
    socket.receive({ type: 'refetch', channel: 'market', seq: 30 });
    socket.receive(event('market', 31, ['orders']));
    expect(heard).toEqual([
      { kind: 'refetch' },
      { kind: 'refetch' },
      { kind: 'topics', topics: ['orders'] },
    ]);
  });

  test('after a reconnect each channel is asked for again from its last sequence', () => {
    const { client } = makeClient();
    const market = listen(client, 'market');
    listen(client, 'pair:HRC-KES');
    const first = lastSocket();
    first.welcome();
    first.receive({ type: 'subscribed', channel: 'market', seq: 5, resumed: true });
    first.receive(event('market', 6, ['orders']));
    first.drop();

    vi.advanceTimersByTime(1_000);
    const second = lastSocket();
    expect(second).not.toBe(first);
    second.welcome();
    expect(second.sent).toEqual([
      { type: 'subscribe', channel: 'market', since: 6 },
      { type: 'subscribe', channel: 'pair:HRC-KES' },
    ]);
    // The server replays what was missed, then confirms: delivered as ordinary events, in order.
    second.receive(event('market', 7, ['orders']));
    second.receive(event('market', 8, ['orders']));
    second.receive({ type: 'subscribed', channel: 'market', seq: 8, resumed: true });
    second.receive(event('market', 9, ['orders']));
    expect(market.heard).toHaveLength(4);
    expect(market.heard.every((change) => change.kind === 'topics')).toBe(true);
    expect(client.isChannelLive('market')).toBe(true);
  });

  test('a resume the server cannot replay is answered with refetch, and the channel is live', () => {
    const { client } = makeClient();
    const { heard } = listen(client, 'market');
    lastSocket().welcome();
    lastSocket().receive({ type: 'subscribed', channel: 'market', seq: 5, resumed: false });
    lastSocket().drop();
    vi.advanceTimersByTime(1_000);
    lastSocket().welcome();
    expect(lastSocket().sent).toEqual([{ type: 'subscribe', channel: 'market', since: 5 }]);
    lastSocket().receive({ type: 'refetch', channel: 'market', seq: 200 });
    lastSocket().receive(event('market', 201, ['orders']));
    expect(heard).toEqual([
      { kind: 'refetch' },
      { kind: 'refetch' },
      { kind: 'topics', topics: ['orders'] },
    ]);
    expect(client.isChannelLive('market')).toBe(true);
  });

  test('events of a channel let go of are not counted, so joining again resumes before them', () => {
    const { client } = makeClient();
    const first = listen(client, 'market');
    const socket = lastSocket();
    socket.welcome();
    socket.receive({ type: 'subscribed', channel: 'market', seq: 2, resumed: true });
    first.stop();
    socket.receive(event('market', 3, ['orders']));
    const again = listen(client, 'market');
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', channel: 'market', since: 2 });
    socket.receive(event('market', 3, ['orders']));
    expect(first.heard).toEqual([]);
    expect(again.heard).toEqual([{ kind: 'topics', topics: ['orders'] }]);
  });
});

describe('connection', () => {
  test('status: connecting, live after the welcome, reconnecting when the line drops, offline when a retry fails', () => {
    const { client, statuses } = makeClient();
    listen(client, 'market');
    expect(client.getStatus()).toBe('connecting');
    lastSocket().welcome();
    lastSocket().drop();
    vi.advanceTimersByTime(1_000);
    lastSocket().drop();
    vi.advanceTimersByTime(2_000);
    lastSocket().welcome();
    expect(statuses).toEqual(['live', 'connecting', 'offline', 'live']);
  });

  test('a channel is live only once the server confirmed it on a live socket', () => {
    const { client } = makeClient();
    listen(client, 'user:u1');
    const socket = lastSocket();
    socket.welcome('u1');
    expect(client.isChannelLive('user:u1')).toBe(false);
    socket.receive({ type: 'subscribed', channel: 'user:u1', seq: 0, resumed: true });
    expect(client.isChannelLive('user:u1')).toBe(true);
    socket.receive({
      type: 'unsubscribed',
      channel: 'user:u1',
      reason: 'SESSION_ENDED',
    });
    expect(client.isChannelLive('user:u1')).toBe(false);
  });

  test('retries wait 1, 2, 4, 8, 16 then 30 s at most, with jitter down to half; a welcome resets it', () => {
    for (const [random, expected] of [
      [1, [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]],
      [0, [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]],
    ] as const) {
      sockets = [];
      const { client } = makeClient(random);
      listen(client, 'market');
      const waits: number[] = [];
      for (let attempt = 0; attempt < expected.length; attempt += 1) {
        lastSocket().drop();
        const opened = sockets.length;
        let waited = 0;
        while (sockets.length === opened) {
          vi.advanceTimersByTime(100);
          waited += 100;
        }
        waits.push(waited);
      }
      expect(waits).toEqual(expected);
      lastSocket().welcome();
      lastSocket().drop();
      vi.advanceTimersByTime(expected[0]);
      expect(sockets).toHaveLength(expected.length + 2);
      client.stop();
    }
  });

  test('coming back (tab visible, network online) reconnects at once instead of waiting', () => {
    const { client } = makeClient();
    listen(client, 'market');
    for (let i = 0; i < 5; i += 1) {
      lastSocket().drop();
      vi.runOnlyPendingTimers();
    }
    lastSocket().drop(); // the next try is 30 s away
    const before = sockets.length;
    client.wake();
    expect(sockets).toHaveLength(before + 1);
    client.wake(); // already connecting: no second socket
    expect(sockets).toHaveLength(before + 1);
  });

  test('a socket silent for 60 s is given up and replaced', () => {
    const { client } = makeClient();
    listen(client, 'market');
    const first = lastSocket();
    first.welcome();
    vi.advanceTimersByTime(50_000);
    first.receive({ type: 'heartbeat', at: '2026-01-01T00:00:00.000Z' });
    vi.advanceTimersByTime(59_000);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(first.closed).toBe(true);
    expect(client.getStatus()).toBe('connecting');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  test('the browser going offline drops a live socket at once and says offline; online reconnects', () => {
    const { client, statuses } = makeClient();
    listen(client, 'market');
    const first = lastSocket();
    first.welcome();
    client.lost();
    expect(first.closed).toBe(true);
    expect(client.getStatus()).toBe('offline');
    client.lost(); // said twice: nothing more to drop
    expect(sockets).toHaveLength(1);
    client.wake();
    expect(sockets).toHaveLength(2);
    lastSocket().welcome();
    expect(statuses).toEqual(['live', 'connecting', 'offline', 'live']);
  });

  test('waking after a long sleep drops a socket that has heard nothing since', () => {
    const { client } = makeClient();
    listen(client, 'market');
    lastSocket().welcome();
    now = 61_000; // timers were frozen in the hidden tab
    client.wake();
    expect(sockets[0]?.closed).toBe(true);
    expect(client.getStatus()).toBe('connecting');
  });
});

describe('signed-in user', () => {
  test('a new user closes the socket and opens one that carries the new cookie', () => {
    const { client } = makeClient();
    client.setUser(null);
    listen(client, 'market');
    const anonymous = lastSocket();
    anonymous.welcome(null);
    client.setUser('u1');
    expect(anonymous.closed).toBe(true);
    const signedIn = lastSocket();
    expect(signedIn).not.toBe(anonymous);
    signedIn.welcome('u1');
    expect(signedIn.sent).toEqual([{ type: 'subscribe', channel: 'market' }]);
    client.setUser('u1');
    expect(sockets).toHaveLength(2);
    client.setUser(null);
    expect(signedIn.closed).toBe(true);
    expect(sockets).toHaveLength(3);
  });

  test('the session becoming known as the same user the socket already has changes nothing', () => {
    const { client } = makeClient();
    listen(client, 'market');
    lastSocket().welcome('u1');
    client.setUser('u1');
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('live');
  });

  test('a login while the socket was opening is caught by the welcome', () => {
    const { client } = makeClient();
    client.setUser(null);
    listen(client, 'market');
    const opening = lastSocket();
    client.setUser('u1');
    opening.welcome(null);
    expect(opening.closed).toBe(true);
    lastSocket().welcome('u1');
    expect(sockets).toHaveLength(2);
    expect(client.getStatus()).toBe('live');
  });
});
