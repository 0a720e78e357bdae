import { REALTIME_PATH, type RealtimeServerMessage } from '@soko/shared';
import { WebSocket } from 'ws';
import type { App } from '../../app.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import type { TestClient } from '../../../test/build-test-app.js';

/**
 * A `ws` client for the realtime tests, as a browser tab would use the socket: it keeps every
 * message in arrival order and hands them out one at a time (heartbeats aside), so a test can
 * assert exactly what a user's page would have received, in order.
 */
export class TestSocket {
  private readonly queue: RealtimeServerMessage[] = [];
  private waiter: (() => void) | undefined;
  readonly heartbeats: RealtimeServerMessage[] = [];
  readonly closed: Promise<{ code: number }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as RealtimeServerMessage;
      if (message.type === 'heartbeat') this.heartbeats.push(message);
      else this.queue.push(message);
      this.waiter?.();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  send(message: object | string) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (not a heartbeat), waiting up to `timeoutMs` for it. */
  async next(timeoutMs = 2_000): Promise<RealtimeServerMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no realtime message arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.queue.shift() as RealtimeServerMessage;
  }

  /** Nothing but heartbeats arrives within `ms`. */
  async expectSilence(ms = 150) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return [...this.queue];
  }

  async subscribe(channel: string, since?: number) {
    this.send({ type: 'subscribe', channel, ...(since === undefined ? {} : { since }) });
    return this.next();
  }

  async close() {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}

/** Makes the app listen on a free local port; returns the socket address. */
export async function listenForSockets(app: App): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

export interface ConnectOptions {
  /** A signed-in test client whose session cookie the socket carries. */
  as?: TestClient;
  origin?: string;
  /** false: the client ignores pings, as a phone that left the network would. */
  autoPong?: boolean;
}

function headersFor(options: ConnectOptions) {
  const headers: Record<string, string> = {};
  const token = options.as?.cookie(SESSION_COOKIE);
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  if (options.origin) headers.origin = options.origin;
  return headers;
}

/** Opens a socket and returns it once `welcome` arrived (returned as `welcome`). */
export async function connect(url: string, options: ConnectOptions = {}) {
  const ws = new WebSocket(url, {
    headers: headersFor(options),
    autoPong: options.autoPong ?? true,
  });
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const welcome = await socket.next();
  if (welcome.type !== 'welcome')
    throw new Error(`expected welcome, got ${JSON.stringify(welcome)}`);
  return Object.assign(socket, { welcome });
}

/** The HTTP answer to an upgrade the server refuses: status and JSON body. */
export function refusedUpgrade(url: string, options: ConnectOptions = {}) {
  return new Promise<{ status: number; body: { error: { code: string; message: string } } }>(
    (resolve, reject) => {
      const ws = new WebSocket(url, { headers: headersFor(options) });
      ws.once('open', () => {
        ws.close();
        reject(new Error('the upgrade was accepted'));
      });
      ws.once('unexpected-response', (_request, response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as never });
          ws.terminate();
        });
      });
      ws.once('error', () => undefined);
    },
  );
}
