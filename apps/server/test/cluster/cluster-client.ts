/**
 * What the cluster tests need besides processes: a browser-like HTTP client (one cookie jar for
 * every instance, as a browser shares cookies across ports of one host, and the session's CSRF
 * token echoed on state-changing requests like the web app does), and accounts and money put
 * straight into the database through the test's own handle.
 */
import { FIAT_CURRENCY, REALTIME_PATH, type RealtimeServerMessage } from '@soko/shared';
import { WebSocket } from 'ws';
import type { Database } from '../../src/db/database.js';
import { newId } from '../../src/lib/ids.js';
import { createPasswordHasher } from '../../src/lib/password.js';
import { creditUserFromSystem } from '../../src/modules/ledger/ledger.js';
import { insertHistoryEntry } from '../../src/modules/transactions/transactions.repository.js';
import { insertUser } from '../../src/modules/users/users.repository.js';
import { DEFAULT_PASSWORD, uniqueName } from '../factories.js';
import { coinMinor } from '../trading.js';
import { minor } from '../wallet-funding.js';
import type { Instance } from './cluster-instances.js';

export interface Answer {
  status: number;
  // The tests read the JSON bodies they expect; a mismatch fails their assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers?: Headers;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Browser {
  private readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  async request(
    instance: Instance,
    method: string,
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (STATE_CHANGING.has(method) && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${instance.baseUrl}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    const body: unknown =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
    if (typeof token === 'string') this.csrfToken = token;
    return { status: response.status, body, headers: response.headers };
  }

  get(instance: Instance, url: string) {
    return this.request(instance, 'GET', url);
  }

  post(instance: Instance, url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request(instance, 'POST', url, { body, ...(headers ? { headers } : {}) });
  }

  async logIn(instance: Instance, email: string, password: string): Promise<Answer> {
    return this.post(instance, '/api/auth/login', { email, password });
  }

  /** The cookies this browser would send with a request (or a WebSocket) to any instance. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      // A cleared cookie comes back empty and already expired.
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface Account {
  id: string;
  email: string;
  password: string;
}

/**
 * Verified accounts inserted straight into the database, all with DEFAULT_PASSWORD: hashed once,
 * since argon2 is slow on purpose and the tests need many accounts.
 */
export async function insertAccounts(db: Database, count: number): Promise<Account[]> {
  const hasher = createPasswordHasher({ argon2MemoryKib: 19_456, argon2Iterations: 2 });
  const passwordHash = await hasher.hash(DEFAULT_PASSWORD);
  return db.transaction(async (tx) => {
    const accounts: Account[] = [];
    for (let i = 0; i < count; i += 1) {
      const username = uniqueName('cluster');
      const email = `${username}@example.com`;
      const row = await insertUser(tx, { username, email, passwordHash, emailVerified: true });
      // Established traders (tier 2, decisions.md 22): the loads move more than tier 0's limits.
      await tx.query(`INSERT INTO kyc_profiles (user_id, tier) VALUES ($1, 2)`, [row.id]);
      accounts.push({ id: row.id, email, password: DEFAULT_PASSWORD });
    }
    return accounts;
  });
}

/**
 * Approved deposits and their ledger credits (what wallet-funding's fundDirectly writes), all in
 * one transaction: the tests fund dozens of traders before they race.
 */
export async function fundDirectly(
  db: Database,
  grants: { userId: string; currency: string; amount: string }[],
) {
  await db.transaction(async (tx) => {
    for (const { userId, currency, amount } of grants) {
      const amountMinor = minor(amount, currency);
      const fiat = currency === FIAT_CURRENCY;
      const at = new Date();
      const deposit = await insertHistoryEntry(tx, {
        userId,
        type: 'deposit',
        method: fiat ? 'mpesa' : 'crypto',
        currency,
        amountMinor,
        status: fiat ? 'completed' : 'approved',
        at,
      });
      await creditUserFromSystem(tx, {
        userId,
        currency,
        amountMinor,
        from: fiat ? 'mpesa_clearing' : 'custody',
        code: fiat ? 'mpesa_deposit' : 'deposit',
        refs: { transactionId: deposit.id },
        at,
      });
    }
  });
}

/** A coin and its BASE/KES pair, inserted directly (min order 0.000001, active). */
export async function insertPair(db: Database, base: string) {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO coins (id, name, symbol, deposit_address) VALUES ($1, $2, $3, $4)`,
      [newId('coin'), `${base} coin`, base, `${base.toLowerCase()}-address`],
    );
    await tx.query(
      `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor)
       VALUES ($1, $2, 'KES', $3, $4)`,
      [newId('pair'), base, coinMinor('0.000001'), coinMinor('1000000000')],
    );
  });
}

/** Runs `work` over `items` with at most `limit` in flight (logins are argon2-bound). */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    const batch = items.slice(start, start + limit);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}

/** A realtime socket as a browser tab holds it: every message kept, in arrival order. */
export class Subscriber {
  private readonly received: RealtimeServerMessage[] = [];
  private wake: (() => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.received.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      this.wake?.();
    });
  }

  static async open(instance: Instance, browser?: Browser): Promise<Subscriber> {
    const url = `${instance.baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`;
    const cookie = browser?.cookieHeader();
    const socket = new WebSocket(url, cookie ? { headers: { cookie } } : {});
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Subscriber(socket);
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message (received or yet to come) that `matches`; the ones before it are passed. */
  async waitFor<T extends RealtimeServerMessage>(
    matches: (message: RealtimeServerMessage) => message is T,
    timeoutMs = 5_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(matches);
      if (index >= 0) return this.received.splice(0, index + 1).pop() as T;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such realtime message in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  close() {
    this.socket.close();
  }
}
