/**
 * The realtime outbox on the engine under test (PGlite, or PostgreSQL with DATABASE_URL): what a
 * transaction publishes reaches a LISTEN connection once, at commit, merged per channel, with
 * the channel's next sequence; a rolled-back transaction sends nothing and bumps nothing.
 */
import { REALTIME_NOTIFY_CHANNEL, type RealtimeNotification } from '@soko/shared';
import { afterAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { publishOnCommit } from './realtime-outbox.js';

const db = await createTestDatabase();
const received: RealtimeNotification[] = [];
const payloadBytes: number[] = [];
const listening = await db.listen(REALTIME_NOTIFY_CHANNEL, {
  onNotification: (payload) => {
    payloadBytes.push(Buffer.byteLength(payload));
    received.push(...(JSON.parse(payload) as RealtimeNotification[]));
  },
});
afterAll(async () => {
  await listening.close();
  await db.close();
});

async function waitFor(count: number) {
  for (let i = 0; i < 200 && received.length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('one notification per channel per transaction, topics merged, sequences counting up', async () => {
  await db.transaction(async (tx) => {
    publishOnCommit(tx, 'user:u1', ['wallets']);
    publishOnCommit(tx, 'pair:HRC-KES', ['book']);
    publishOnCommit(tx, 'user:u1', ['orders', 'wallets']);
    // Nothing is sent before the commit.
    expect(received).toHaveLength(0);
  });
  await db.transaction(async (tx) => {
    publishOnCommit(tx, 'pair:HRC-KES', ['book', 'trades']);
  });
  await waitFor(3);
  expect(received.map(({ c, s, t }) => ({ c, s, t }))).toEqual([
    { c: 'pair:HRC-KES', s: 1, t: ['book'] },
    { c: 'user:u1', s: 1, t: ['wallets', 'orders'] },
    { c: 'pair:HRC-KES', s: 2, t: ['book', 'trades'] },
  ]);
  expect(Date.parse(received[0]?.at ?? '')).not.toBeNaN();
});

test('a rolled-back transaction notifies nobody and leaves the sequence alone', async () => {
  received.length = 0;
  await expect(
    db.transaction(async (tx) => {
      publishOnCommit(tx, 'pair:HRC-KES', ['book']);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  await db.transaction(async (tx) => publishOnCommit(tx, 'pair:HRC-KES', ['trades']));
  await waitFor(1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(received.map(({ c, s }) => ({ c, s }))).toEqual([{ c: 'pair:HRC-KES', s: 3 }]);
});

test('a transaction touching many channels sends them all, in payloads under 8000 bytes', async () => {
  received.length = 0;
  payloadBytes.length = 0;
  const channels = Array.from({ length: 150 }, (_, i) => `user:usr_${String(i).padStart(26, '0')}`);
  await db.transaction(async (tx) => {
    for (const channel of channels) publishOnCommit(tx, channel, ['orders', 'wallets']);
  });
  await waitFor(channels.length);
  expect(received.map(({ c, s, t }) => ({ c, s, t }))).toEqual(
    channels.map((c) => ({ c, s: 1, t: ['orders', 'wallets'] })),
  );
  expect(payloadBytes.length).toBeGreaterThan(1);
  for (const bytes of payloadBytes) expect(bytes).toBeLessThan(8000);
});
