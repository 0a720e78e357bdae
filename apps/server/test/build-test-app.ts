import { afterAll } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { manualClock } from '../src/lib/clock.js';
import type { MailMessage, Mailer } from '../src/modules/mail/mailer.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
}

/**
 * Builds the real app on a fresh database with a manual clock and a capturing mailer, and closes
 * both when the test file ends.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...env });
  const db = await createTestDatabase();
  const clock = manualClock(new Date());
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      mail.push(message);
      return Promise.resolve();
    },
  };
  const app = await buildApp({ config, db, clock, mailer });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db, config, clock, mail };
}

/** A cookie jar over app.inject that also sends the CSRF header, like the web app does. */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(private readonly app: App) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && options.csrf !== false && this.csrfToken) {
      headers['x-csrf-token'] = this.csrfToken;
    }
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    const body = response.headers['content-type']?.includes('json') ? safeJson(response.body) : undefined;
    if (body && typeof body === 'object' && 'csrfToken' in body && typeof body.csrfToken === 'string') {
      this.csrfToken = body.csrfToken;
    }
    return response;
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
