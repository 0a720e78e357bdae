/**
 * The whole app while its database refuses every connection (what node-postgres reports when the
 * server is down: ECONNREFUSED), then after it is back: money requests answer 503
 * SERVICE_UNAVAILABLE in our shape with Retry-After, never 500; the web app's files are served
 * as usual; /healthz stays 200 and /readyz says 503; and once the database answers again the same
 * requests succeed, with no restart. The outage is switched on in front of the suite's own
 * database, so this runs on PGlite and on PostgreSQL alike; the real cuts are db-cut.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { loginAs } from '../auth-helpers.js';
import type { TestClient } from '../build-test-app.js';
import { createTestDatabase } from '../test-database.js';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** The suite's database behind a switch: while `down`, every query and transaction is refused. */
function switchable(db: Database) {
  const state = { down: false };
  const guard = <T>(work: () => Promise<T>) => (state.down ? Promise.reject(refused()) : work());
  const wrapped: Database = {
    ...db,
    query: (text, params) => guard(() => db.query(text, params)),
    exec: (text) => guard(() => db.exec(text)),
    transaction: (fn, options) => guard(() => db.transaction(fn, options)),
  };
  return { db: wrapped, state };
}

let app: App;
let database: Database;
let outage: { down: boolean };
let client: TestClient;
const dataDir = mkdtempSync(path.join(tmpdir(), 'soko-unreachable-'));

beforeAll(async () => {
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Soko</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  database = await createTestDatabase();
  const { db, state } = switchable(database);
  outage = state;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'true',
    WEB_DIST_DIR: webDist,
  });
  app = await buildApp({ config, db });
  await app.ready();
  client = (await loginAs(app, 'user')).client;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const moneyRequests = () => [
  client.request({ method: 'GET', url: '/api/wallets' }),
  client.request({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': 'outage-1' },
    payload: { side: 'buy', base: 'BTC', quote: 'KES', amount: '1', price: '1' },
  }),
  client.request({
    method: 'POST',
    url: '/api/payments/mpesa',
    headers: { 'idempotency-key': 'outage-2' },
    payload: { type: 'deposit', amount: '100', phone: '0712345670' },
  }),
];

test('while the database is unreachable: 503 for money, files as usual, not ready but alive', async () => {
  outage.down = true;
  try {
    for (const response of await Promise.all(moneyRequests())) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a few seconds.',
          key: 'serviceUnavailable',
          params: {},
          retryAfterSeconds: 5,
        },
      });
    }
    for (const url of ['/', '/markets', '/assets/app-1234.js']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
  } finally {
    outage.down = false;
  }
});

test('once the database answers again, the same requests are served without a restart', async () => {
  expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  const [wallets] = await Promise.all(moneyRequests());
  expect(wallets?.statusCode).toBe(200);
});
