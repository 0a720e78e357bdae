import type { ErrorCode } from './errors.js';

/**
 * The realtime push contract (issue 6): one WebSocket at REALTIME_PATH, authenticated by the
 * session cookie, carrying small "what changed" messages. Browsers react by re-fetching the
 * affected queries; the payloads never carry balances or prices, so a message can never show a
 * figure the API would not.
 *
 * Channels:
 * - `pair:BASE-QUOTE` (public): one pair's order book and trades.
 * - `market` (public): market rows, the market orders list, coins and pairs.
 * - `user:<userId>` (private): that user's wallets, orders, transactions, payments, account.
 * - `admin` (admins only): approval queues, users, coins, pairs, settings and stats.
 *
 * Every channel has its own sequence, assigned in the database in commit order, so it is the
 * same on every server instance. A client remembers the last sequence it saw per channel and
 * sends it when it subscribes again (`since`); the server replays what it still has or answers
 * `refetch`.
 */
export const REALTIME_PATH = '/api/realtime';
/** The server sends a heartbeat this often; a client that hears nothing for 2.5× assumes it lost the line. */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** How long a browser waits, without any message, before it treats the socket as dead. */
export const REALTIME_SILENCE_MS = 60_000;
/** Channels one socket may hold at once (a few pages' worth, with room to spare). */
export const MAX_CHANNELS_PER_SOCKET = 32;
/** Longest channel name accepted (user ids and pair symbols are far shorter). */
export const MAX_CHANNEL_LENGTH = 80;

export const MARKET_CHANNEL = 'market';
export const ADMIN_CHANNEL = 'admin';
export const pairChannel = (base: string, quote: string) => `pair:${base}-${quote}`;
export const userChannel = (userId: string) => `user:${userId}`;

export type ParsedChannel =
  | { kind: 'pair'; base: string; quote: string }
  | { kind: 'market' }
  | { kind: 'user'; userId: string }
  | { kind: 'admin' };

const PAIR_CHANNEL = /^pair:([A-Z0-9]{2,10})-([A-Z0-9]{2,10})$/;
const USER_CHANNEL = /^user:([A-Za-z0-9_-]{1,64})$/;

/** Reads a channel name; null for anything that is not one of the four kinds. */
export function parseChannel(name: string): ParsedChannel | null {
  if (name === MARKET_CHANNEL) return { kind: 'market' };
  if (name === ADMIN_CHANNEL) return { kind: 'admin' };
  const pair = PAIR_CHANNEL.exec(name);
  if (pair?.[1] && pair[2]) return { kind: 'pair', base: pair[1], quote: pair[2] };
  const user = USER_CHANNEL.exec(name);
  if (user?.[1]) return { kind: 'user', userId: user[1] };
  return null;
}

/**
 * What changed, as topics. A browser maps each topic to the queries it re-fetches.
 * pair: book, trades · market: market, orders, coins, pairs · user: wallets, orders,
 * transactions, payments, account · admin: users, deposits, withdrawals, payments, coins,
 * pairs, settings, stats.
 */
export const REALTIME_TOPICS = [
  'book',
  'trades',
  'market',
  'orders',
  'coins',
  'pairs',
  'wallets',
  'transactions',
  'payments',
  'withdrawals',
  'deposits',
  'account',
  'users',
  'settings',
  'stats',
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** Server → browser. */
export type RealtimeServerMessage =
  | {
      type: 'welcome';
      /** Which server instance answered (for diagnostics and the cluster tests). */
      instance: string;
      userId: string | null;
      heartbeatMs: number;
    }
  | {
      /** Joined. `resumed`: every event after `since` was (or is being) delivered; else refetch. */
      type: 'subscribed';
      channel: string;
      seq: number;
      resumed: boolean;
    }
  | {
      type: 'event';
      channel: string;
      seq: number;
      topics: RealtimeTopic[];
      /** Database time of the change, just before its commit (ISO 8601). */
      at: string;
    }
  | {
      /** Events were missed and cannot be replayed: re-fetch everything on the channel. */
      type: 'refetch';
      channel: string;
      seq: number;
    }
  | { type: 'unsubscribed'; channel: string; reason: 'REQUESTED' | 'SESSION_ENDED' }
  | { type: 'error'; channel?: string; code: ErrorCode; message: string }
  | { type: 'heartbeat'; at: string };

/** The one NOTIFY channel every instance listens on; payloads are JSON arrays of these. */
export const REALTIME_NOTIFY_CHANNEL = 'soko_realtime';
export interface RealtimeNotification {
  /** channel */
  c: string;
  /** sequence on that channel */
  s: number;
  /** topics */
  t: RealtimeTopic[];
  /** database time, ISO 8601 */
  at: string;
}

export const REALTIME_MESSAGES = {
  unknownChannel: 'Unknown channel.',
  signInRequired: 'Please sign in to follow this channel.',
  notYours: 'You can only follow your own account.',
  adminsOnly: 'Only administrators can follow this channel.',
  tooManyChannels: `A connection can follow at most ${MAX_CHANNELS_PER_SOCKET} channels.`,
  badMessage: 'Messages must be JSON: {"type":"subscribe","channel":"..."}.',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline: refreshing every 30 s',
} as const;

/**
 * Every GET answer under /api carries the sequences its channels had before the answer's data was
 * read (`market=40, user:usr_x=12`; the user's channel only when signed in). The data is then at
 * least that new, so a browser whose first join of a channel finds no newer sequence than all its
 * answers carried can skip fetching everything again.
 */
export const ANSWER_SEQUENCES_HEADER = 'soko-seqs';

export function formatAnswerSequences(sequences: ReadonlyMap<string, number>): string {
  return [...sequences].map(([channel, seq]) => `${channel}=${seq}`).join(', ');
}

/** The header's channels and sequences; null when it is absent or not one we wrote. */
export function parseAnswerSequences(header: string | null): Map<string, number> | null {
  if (header === null) return null;
  const sequences = new Map<string, number>();
  for (const part of header.split(',')) {
    const match = /^\s*([^=\s]+)=(\d{1,15})\s*$/.exec(part);
    if (!match?.[1] || !match[2]) return null;
    sequences.set(match[1], Number(match[2]));
  }
  return sequences;
}
