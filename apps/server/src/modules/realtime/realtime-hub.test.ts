/**
 * The hub on its own, with fake sockets that record what they were sent: fan-out (one
 * serialization for all), a slow client dropped while the others carry on, a hole in a
 * channel's sequence turned into `refetch`, a lost LISTEN connection turned into `refetch` for
 * everyone, and the answers to a join (fresh, resumed from the ring, or told to re-fetch) with
 * the events that arrive while it is being answered.
 */
import type { RealtimeNotification, RealtimeServerMessage } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { createEventRings } from './event-rings.js';
import { RealtimeHub, type HubConnection, type RealtimeSocket } from './realtime-hub.js';

const LIMIT = 1_000;

class FakeSocket implements RealtimeSocket {
  raw: Buffer[] = [];
  bufferedAmount = 0;
  terminated = false;
  send(data: Buffer) {
    this.raw.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  get messages() {
    return this.raw.map((data) => JSON.parse(data.toString()) as RealtimeServerMessage);
  }
}

function newHub() {
  const hub = new RealtimeHub({ maxBufferBytes: LIMIT });
  const connect = () => {
    const connection: HubConnection & { socket: FakeSocket } = {
      socket: new FakeSocket(),
      subscriptions: new Map(),
      closed: false,
    };
    hub.addConnection(connection);
    return connection;
  };
  /** Joins and answers at once, as if the channel's current sequence were `current`. */
  const join = (connection: HubConnection, channel: string, current = 0, since?: number) => {
    hub.answerSubscribe(hub.subscribe(connection, channel), since, current);
  };
  return { hub, connect, join };
}

const note = (c: string, s: number): RealtimeNotification => ({
  c,
  s,
  t: ['book'],
  at: '2026-01-05T10:00:00.000Z',
});
const event = (channel: string, seq: number) => ({ type: 'event', channel, seq, topics: ['book'] });

test('an event reaches every subscriber of its channel as the same bytes, and no one else', () => {
  const { hub, connect, join } = newHub();
  const [a, b, other] = [connect(), connect(), connect()];
  join(a, 'pair:HRC-KES');
  join(b, 'pair:HRC-KES');
  join(other, 'market');
  hub.deliver(note('pair:HRC-KES', 1));
  expect(a.socket.messages.at(-1)).toMatchObject(event('pair:HRC-KES', 1));
  expect(a.socket.raw.at(-1)).toBe(b.socket.raw.at(-1));
  expect(other.socket.messages).toEqual([
    { type: 'subscribed', channel: 'market', seq: 0, resumed: false },
  ]);
  expect(hub.stats()).toMatchObject({ sockets: 3, subscriptions: 3, eventsDelivered: 2 });
});

test('a slow client is terminated and counted, and the others still receive', () => {
  const { hub, connect, join } = newHub();
  const [slow, fine] = [connect(), connect()];
  join(slow, 'market');
  join(fine, 'market');
  slow.socket.bufferedAmount = LIMIT + 1;
  hub.deliver(note('market', 1));
  hub.deliver(note('market', 2));
  expect(slow.socket.terminated).toBe(true);
  expect(slow.socket.messages.filter((m) => m.type === 'event')).toEqual([]);
  expect(fine.socket.messages.slice(-2)).toMatchObject([event('market', 1), event('market', 2)]);
  expect(hub.stats()).toMatchObject({ sockets: 1, subscriptions: 1, droppedSlowClients: 1 });
});

test('a hole in the sequence sends refetch instead of the event, and the ring starts over', () => {
  const { hub, connect, join } = newHub();
  const a = connect();
  join(a, 'pair:HRC-KES', 4);
  hub.deliver(note('pair:HRC-KES', 5));
  hub.deliver(note('pair:HRC-KES', 8));
  hub.deliver(note('pair:HRC-KES', 9));
  expect(a.socket.messages.slice(1)).toMatchObject([
    event('pair:HRC-KES', 5),
    { type: 'refetch', channel: 'pair:HRC-KES', seq: 8 },
    event('pair:HRC-KES', 9),
  ]);
  // Events before the hole can no longer be replayed; after it they can.
  const late = connect();
  join(late, 'pair:HRC-KES', 9, 5);
  expect(late.socket.messages).toEqual([{ type: 'refetch', channel: 'pair:HRC-KES', seq: 9 }]);
  const resumer = connect();
  join(resumer, 'pair:HRC-KES', 9, 8);
  expect(resumer.socket.messages).toMatchObject([
    event('pair:HRC-KES', 9),
    { type: 'subscribed', seq: 9, resumed: true },
  ]);
});

test('after the LISTEN connection reconnects, every subscriber is told to refetch', () => {
  const { hub, connect, join } = newHub();
  const [a, b] = [connect(), connect()];
  join(a, 'pair:HRC-KES', 3);
  join(b, 'pair:HRC-KES', 3);
  join(b, 'user:usr_1', 7);
  hub.deliver(note('pair:HRC-KES', 4));
  expect(hub.listenerReconnected().sort()).toEqual(['pair:HRC-KES', 'user:usr_1']);
  hub.refetchAll(new Map([['pair:HRC-KES', 6]]));
  expect(a.socket.messages.at(-1)).toEqual({ type: 'refetch', channel: 'pair:HRC-KES', seq: 6 });
  expect(b.socket.messages.slice(-2)).toEqual([
    { type: 'refetch', channel: 'pair:HRC-KES', seq: 6 },
    { type: 'refetch', channel: 'user:usr_1', seq: 7 },
  ]);
  // The ring was forgotten: a resume from before the reconnect must re-fetch.
  const resumer = connect();
  join(resumer, 'pair:HRC-KES', 6, 3);
  expect(resumer.socket.messages).toEqual([{ type: 'refetch', channel: 'pair:HRC-KES', seq: 6 }]);
});

describe('answering a join', () => {
  const channel = 'pair:HRC-KES';

  test.each([
    { name: 'fresh', since: undefined, expected: [{ type: 'subscribed', seq: 3, resumed: false }] },
    { name: 'up to date', since: 3, expected: [{ type: 'subscribed', seq: 3, resumed: true }] },
    {
      name: 'two behind',
      since: 1,
      expected: [
        event(channel, 2),
        event(channel, 3),
        { type: 'subscribed', seq: 3, resumed: true },
      ],
    },
    { name: 'older than the ring', since: 0, expected: [{ type: 'refetch', seq: 3 }] },
    { name: 'ahead of the database', since: 9, expected: [{ type: 'refetch', seq: 3 }] },
  ])('$name', ({ since, expected }) => {
    const { hub, connect } = newHub();
    // This instance heard 1, 2, 3; its ring starts at 1 only if it heard 1 (here: from 2 on).
    hub.deliver(note(channel, 2));
    hub.deliver(note(channel, 3));
    const a = connect();
    hub.answerSubscribe(hub.subscribe(a, channel), since, 3);
    expect(a.socket.messages).toMatchObject(expected);
  });

  test('events that arrive while the answer is prepared follow it, in order, once each', () => {
    const { hub, connect } = newHub();
    hub.deliver(note(channel, 1));
    const a = connect();
    const subscription = hub.subscribe(a, channel);
    hub.deliver(note(channel, 2));
    hub.deliver(note(channel, 3));
    expect(a.socket.messages).toEqual([]);
    // The database said 2: event 2 is part of what the client fetches, 3 comes after.
    hub.answerSubscribe(subscription, undefined, 2);
    expect(a.socket.messages).toMatchObject([
      { type: 'subscribed', seq: 2, resumed: false },
      event(channel, 3),
    ]);
  });

  test('a resume whose events are still on their way is answered with what the client has', () => {
    const { hub, connect } = newHub();
    hub.deliver(note(channel, 1));
    const a = connect();
    // The database is at 3 but this instance has heard only 1: 2 and 3 will arrive.
    hub.answerSubscribe(hub.subscribe(a, channel), 1, 3);
    hub.deliver(note(channel, 2));
    hub.deliver(note(channel, 3));
    expect(a.socket.messages).toMatchObject([
      { type: 'subscribed', seq: 1, resumed: true },
      event(channel, 2),
      event(channel, 3),
    ]);
  });
});

test('rings keep the last events of the most recently updated channels only', () => {
  const rings = createEventRings({ eventsPerChannel: 3, maxChannels: 2 });
  const data = Buffer.from('{}');
  for (let seq = 1; seq <= 5; seq += 1) rings.record('a', seq, data);
  rings.record('b', 1, data);
  expect(rings.eventsAfter('a', 2)?.map((e) => e.seq)).toEqual([3, 4, 5]);
  expect(rings.eventsAfter('a', 1)).toBeUndefined();
  rings.record('a', 6, data);
  rings.record('c', 1, data);
  // b was the least recently updated, so it went.
  expect(rings.eventsAfter('b', 0)).toBeUndefined();
  expect(rings.eventsAfter('c', 0)?.map((e) => e.seq)).toEqual([1]);
  expect(rings.record('a', 6, data)).toBe('stale');
});
