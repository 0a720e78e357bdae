import { describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { buildTestApp, TestClient } from '../../test/build-test-app.js';
import { registerAndLogin } from '../../test/auth-helpers.js';

/**
 * Request limits: the API limit per minute (by account when signed in, by address otherwise),
 * counted in the database so two instances on one database share it; the registration limits
 * per address and over the platform; each answered 429 RATE_LIMITED in our shape with
 * Retry-After; 0 turns a limit off.
 */
const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
const registering = await buildTestApp({
  REGISTER_MAX_PER_IP_PER_HOUR: '2',
  REGISTER_MAX_PER_HOUR: '3',
});
const unlimited = await buildTestApp({
  RATE_LIMIT_PER_MINUTE: '0',
  REGISTER_MAX_PER_IP_PER_HOUR: '0',
  REGISTER_MAX_PER_HOUR: '0',
});

function get(app: typeof limited.app, ip: string, url = '/api/coins') {
  return app.inject({ url, remoteAddress: ip });
}

function register(client: TestClient, name: string) {
  return client.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: name, email: `${name}@example.com`, password: 'correct horse battery' },
  });
}

describe('API request limit', () => {
  test('the fourth request in a minute from one address is 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await get(limited.app, '203.0.113.1')).statusCode).toBe(200);
    const refused = await get(limited.app, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(/Too many requests/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get(limited.app, '203.0.113.2')).statusCode).toBe(200);
    expect((await get(limited.app, '203.0.113.1', '/healthz')).statusCode).toBe(200);
  });

  test('signed-in traders behind one address each have their own allowance', async () => {
    const first = await registerAndLogin(limited.app);
    const second = new TestClient(limited.app, { ip: first.client.ip });
    await register(second, 'natneighbour');
    for (let i = 0; i < 3; i += 1) {
      expect((await first.client.request({ url: '/api/wallets' })).statusCode).toBe(200);
      expect((await second.request({ url: '/api/wallets' })).statusCode).toBe(200);
    }
    expect((await first.client.request({ url: '/api/wallets' })).statusCode).toBe(429);
  });

  test('two instances on one database count the same requests', async () => {
    const other = await buildApp({ config: limited.config, db: limited.db });
    await other.ready();
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push((await get(i % 2 ? other : limited.app, '203.0.113.9')).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await other.close();
    }
  });

  test('0 turns it off', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await get(unlimited.app, '203.0.113.1')).statusCode).toBe(200);
  });
});

describe('registration limits', () => {
  test('per address: the third attempt in an hour is refused, another address goes on', async () => {
    const client = new TestClient(registering.app, { ip: '198.51.100.7' });
    expect((await register(client, 'firstcomer')).statusCode).toBe(201);
    // A taken email counts too: the limit also bounds how fast anyone can probe for accounts.
    expect((await register(client, 'firstcomer')).statusCode).toBe(409);
    const refused = await register(client, 'thirdcomer');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(
      /from your network\. Please try again in \d+ minutes?\./,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const users = await registering.db.query(`SELECT 1 FROM users WHERE username = 'thirdcomer'`);
    expect(users.rows).toHaveLength(0);
  });

  test('over the platform: past the hourly total every address is refused', async () => {
    // The first test used two of the three platform-wide attempts.
    const next = await register(new TestClient(registering.app, { ip: '198.51.100.8' }), 'fourth');
    expect(next.statusCode).toBe(201);
    const refused = await register(
      new TestClient(registering.app, { ip: '198.51.100.9' }),
      'fifth',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/too many registrations right now/);
  });

  test('0 turns both off', async () => {
    const client = new TestClient(unlimited.app, { ip: '198.51.100.10' });
    for (let i = 0; i < 4; i += 1)
      expect((await register(client, `free${i}`)).statusCode).toBe(201);
  });
});
