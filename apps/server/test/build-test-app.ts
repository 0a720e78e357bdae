import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { manualClock } from '../src/lib/clock.js';
import type { MailMessage, Mailer } from '../src/lib/mailer.js';
import {
  checkLedgerSnapshot,
  formatLedgerReport,
} from '../src/modules/ledger/ledger-invariants.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
  /** Every route the app registered, in order (the admin route-guard test walks them). */
  routes: Pick<RouteOptions, 'method' | 'url'>[];
}

/**
 * Builds the real app on a fresh database with a manual clock and a capturing mailer, and closes
 * both when the test file ends. After every test of the file the ledger invariants are checked
 * on that database (postings balance, balances equal their entries, nothing negative, no hold
 * left on a finished request): a scenario that breaks one fails even if its own asserts pass.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Uploaded files go to a folder of this test file's own unless the test names one.
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'soko-test-'));
  // The request limit is off unless a test is about it: app.inject sends every anonymous request
  // from one address, and a test file's requests are not a client's.
  const config = loadConfig({
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    // Pairs trade free unless a test is about fees: the exact balances the trading tests assert
    // are then the fee-free ones, and the fee tests (orders-fees.test.ts) set their own rates.
    DEFAULT_MAKER_FEE_BPS: '0',
    DEFAULT_TAKER_FEE_BPS: '0',
    ...env,
    DATA_DIR: dataDir,
  });
  const db = await createTestDatabase();
  const clock = manualClock(new Date());
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      mail.push(message);
      return Promise.resolve();
    },
  };
  const routes: TestApp['routes'] = [];
  const onRoute = (route: RouteOptions) => {
    routes.push({ method: route.method, url: route.url });
  };
  const app = await buildApp({ config, db, clock, mailer, onRoute });
  await app.ready();
  afterEach(async () => {
    const report = await checkLedgerSnapshot(db);
    expect(report.ok, formatLedgerReport(report)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db, config, clock, mail, routes };
}

let clientCount = 0;

/**
 * A cookie jar over app.inject that also sends the CSRF header, like the web app does. Each
 * client comes from its own IP address (10.x.y.z) unless told otherwise, so the per-IP login
 * limit of one test does not leak into another.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;
  readonly ip: string;

  constructor(
    private readonly app: App,
    options: { ip?: string } = {},
  ) {
    clientCount += 1;
    this.ip =
      options.ip ??
      `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && options.csrf !== false && this.csrfToken) {
      headers['x-csrf-token'] = this.csrfToken;
    }
    const response = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    const body = response.headers['content-type']?.includes('json')
      ? safeJson(response.body)
      : undefined;
    if (
      body &&
      typeof body === 'object' &&
      'csrfToken' in body &&
      typeof body.csrfToken === 'string'
    ) {
      this.csrfToken = body.csrfToken;
    }
    return response;
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  /** Copies the cookie jar, as a second tab of the same browser would have it. */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
