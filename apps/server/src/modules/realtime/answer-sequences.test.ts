/**
 * GET answers carry the sequences of the market channel and the signed-in user's channel as they
 * stood before the answer's data was read (answer-sequences.ts). The browser skips a first-join
 * refetch on the strength of that stamp, so a stamp newer than its data would leave a screen
 * stale: the stamp must be read before the route runs.
 */
import Fastify from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import {
  ADMIN_CHANNEL,
  ANSWER_SEQUENCES_HEADER,
  MARKET_CHANNEL,
  pairChannel,
  parseAnswerSequences,
  userChannel,
} from '@soko/shared';
import { buildTestApp, TestClient } from '../../../test/build-test-app.js';
import { loginAs, registerAndLogin } from '../../../test/auth-helpers.js';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { enrolTotp } from '../../../test/mfa-helpers.js';
import { registerAnswerSequences } from './answer-sequences.js';
import { readStamped } from '../../lib/answer-stamp.js';
import { readChannelSequences } from './realtime.repository.js';
import { createCoin, postDeposit, setNairobiTime } from '../deposits/deposit-test-kit.js';
import { png } from '../files/test-uploads.js';
import { ensurePair, placeOrder } from '../../../test/trading.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const test_ = await buildTestApp();
const { app, db } = test_;
const coin = await createCoin(test_);
const proof = await png(16, 16);
setNairobiTime(test_, '12:00');

function stampOf(response: { headers: Record<string, unknown> }) {
  const header = response.headers[ANSWER_SEQUENCES_HEADER];
  return parseAnswerSequences(typeof header === 'string' ? header : null);
}

async function current(channel: string) {
  return (await readChannelSequences(db, [channel])).get(channel) ?? 0;
}

describe('answer sequences', () => {
  test('an anonymous answer carries the market channel only, at its current sequence', async () => {
    const response = await new TestClient(app).request({ method: 'GET', url: '/api/market' });
    expect(response.statusCode).toBe(200);
    expect(stampOf(response)).toEqual(new Map([[MARKET_CHANNEL, await current(MARKET_CHANNEL)]]));
  });

  test("a signed-in answer carries the user's own channel, which moves with their changes", async () => {
    const { client, account } = await loginAs(app, 'user');
    const channel = userChannel(account.id);
    const before = stampOf(await client.request({ method: 'GET', url: '/api/wallets' }));
    expect(before?.get(channel)).toBe(await current(channel));
    expect(before?.get(MARKET_CHANNEL)).toBe(await current(MARKET_CHANNEL));

    const deposit = await postDeposit(client, { currency: coin, amount: '0.5', proof });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const after = stampOf(await client.request({ method: 'GET', url: '/api/transactions' }));
    expect(after?.get(channel)).toBe(await current(channel));
    expect(after?.get(channel)).toBeGreaterThan(before?.get(channel) ?? Infinity);
  });

  test("an admin's answers carry the admin channel, which moves with what admin screens show; a trader's do not", async () => {
    const admin = await loginAs(app, 'admin');
    const trader = await loginAs(app, 'user');
    const read = async (client: TestClient, url: string) =>
      stampOf(await client.request({ method: 'GET', url }));
    const before = await read(admin.client, '/api/admin/transactions?status=pending');
    expect(before?.get(ADMIN_CHANNEL)).toBe(await current(ADMIN_CHANNEL));
    expect(before?.get(userChannel(admin.account.id))).toBe(
      await current(userChannel(admin.account.id)),
    );
    // A trader's deposit is news on the admin channel (its approvals list), and the stamp follows.
    const deposit = await postDeposit(trader.client, { currency: coin, amount: '0.5', proof });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const after = await read(admin.client, '/api/admin/transactions?status=pending');
    expect(after?.get(ADMIN_CHANNEL)).toBe(await current(ADMIN_CHANNEL));
    expect(after?.get(ADMIN_CHANNEL)).toBeGreaterThan(before?.get(ADMIN_CHANNEL) ?? Infinity);
    expect((await read(trader.client, '/api/wallets'))?.has(ADMIN_CHANNEL)).toBe(false);
  });

  test("a read of a pair's book, trades or candles carries that pair's channel, which moves with its book", async () => {
    await ensurePair(app, 'SEQ', 'KES');
    const channel = pairChannel('SEQ', 'KES');
    const reads = ['/api/orderbook', '/api/market/trades', '/api/market/candles'].map(
      (path) => `${path}?base=SEQ&quote=KES`,
    );
    const anonymous = new TestClient(app);
    for (const url of reads) {
      const response = await anonymous.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(stampOf(response)?.get(channel), url).toBe(await current(channel));
    }
    const market = stampOf(await anonymous.request({ method: 'GET', url: '/api/market' }));
    expect([...(market?.keys() ?? [])]).toEqual([MARKET_CHANNEL]);

    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '1000');
    const before = await current(channel);
    await placeOrder(client, { side: 'buy', base: 'SEQ', quote: 'KES', amount: '1', price: '100' });
    const book = await client.request({ method: 'GET', url: reads[0] ?? '' });
    expect(stampOf(book)?.get(channel)).toBe(await current(channel));
    expect(stampOf(book)?.get(channel)).toBeGreaterThan(before);
    expect(stampOf(book)?.get(userChannel(account.id))).toBe(
      await current(userChannel(account.id)),
    );
  });

  test("a sign-in's answer carries the market channel and the account's own, as the session read does", async () => {
    // Registration: the new account's channel, at its current sequence.
    const registered = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'stampreg', email: 'stampreg@example.com', password: DEFAULT_PASSWORD },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const newcomer = registered.json<{ user: { id: string } }>().user.id;
    expect(stampOf(registered)).toEqual(
      new Map([
        [MARKET_CHANNEL, await current(MARKET_CHANNEL)],
        [userChannel(newcomer), await current(userChannel(newcomer))],
      ]),
    );

    // Login, after changes on the account's channel: the stamp moved with them.
    const { client, user, email } = await registerAndLogin(app);
    const channel = userChannel(user.id);
    const deposit = await postDeposit(client, { currency: coin, amount: '0.5', proof });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(await current(channel)).toBeGreaterThan(0);
    const login = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(stampOf(login)?.get(channel)).toBe(await current(channel));
    expect(stampOf(login)?.get(MARKET_CHANNEL)).toBe(await current(MARKET_CHANNEL));

    // A refused sign-in shows no account and carries no stamp.
    const refused = await new TestClient(app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not the password at all' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[ANSWER_SEQUENCES_HEADER]).toBeUndefined();
  });

  test('a sign-in whose stamp cannot be read still signs in, unstamped', async () => {
    const { email, user } = await registerAndLogin(app);
    const broken = vi
      .spyOn(app.services.realtime, 'readSequences')
      .mockRejectedValueOnce(new Error('connection lost'));
    const client = new TestClient(app);
    const login = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEFAULT_PASSWORD },
    });
    broken.mockRestore();
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ user: { id: string } }>().user.id).toBe(user.id);
    expect(login.headers[ANSWER_SEQUENCES_HEADER]).toBeUndefined();
    const session = await client.request({ method: 'GET', url: '/api/auth/session' });
    expect(session.json<{ user: { id: string } | null }>().user?.id).toBe(user.id);
  });

  test('a sign-in that asks for its second factor carries the market channel only, like an anonymous read', async () => {
    const { client, email } = await registerAndLogin(app);
    await enrolTotp(client, test_.clock.now());
    const ask = () =>
      new TestClient(app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEFAULT_PASSWORD },
      });
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ mfaRequired: true });
    expect(stampOf(asked)).toEqual(new Map([[MARKET_CHANNEL, await current(MARKET_CHANNEL)]]));

    // A stamp that cannot be read leaves the answer unstamped; the code step is still asked for.
    const broken = vi
      .spyOn(app.services.realtime, 'readSequences')
      .mockRejectedValueOnce(new Error('connection lost'));
    const unstamped = await ask();
    broken.mockRestore();
    expect(unstamped.json()).toEqual({ mfaRequired: true });
    expect(unstamped.headers[ANSWER_SEQUENCES_HEADER]).toBeUndefined();
  });

  test("a sign-in's account is read after its stamp, and an account not found is not stamped", async () => {
    const steps: string[] = [];
    const bare = Fastify();
    const readSequences = (channels: string[]) => {
      steps.push('stamp');
      return Promise.resolve(new Map(channels.map((channel) => [channel, 3])));
    };
    bare.post('/found', async (_request, reply) =>
      readStamped(reply, readSequences, 'usr_x', () => {
        steps.push('account');
        return Promise.resolve({ id: 'usr_x' });
      }),
    );
    bare.post('/gone', async (_request, reply) => {
      await readStamped(reply, readSequences, 'usr_y', () => Promise.resolve(undefined));
      return { gone: true };
    });
    const found = await bare.inject({ method: 'POST', url: '/found' });
    expect(steps).toEqual(['stamp', 'account']);
    expect(found.headers[ANSWER_SEQUENCES_HEADER]).toBe('market=3, user:usr_x=3');
    const gone = await bare.inject({ method: 'POST', url: '/gone' });
    expect(gone.headers[ANSWER_SEQUENCES_HEADER]).toBeUndefined();
    await bare.close();
  });

  test('a state-changing answer and the push socket path carry no stamp', async () => {
    const { client } = await loginAs(app, 'user');
    const response = await client.request({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'sw' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.headers[ANSWER_SEQUENCES_HEADER]).toBeUndefined();
  });

  test('the stamp is read before the route reads its data', async () => {
    // On a bare app: the order of the hook and the handler is the whole guarantee.
    const steps: string[] = [];
    const bare = Fastify();
    registerAnswerSequences(bare, (channels) => {
      steps.push('stamp');
      return Promise.resolve(new Map(channels.map((channel) => [channel, 7])));
    });
    bare.get('/api/thing', () => {
      steps.push('data');
      return { ok: true };
    });
    const response = await bare.inject({ method: 'GET', url: '/api/thing?x=1' });
    expect(steps).toEqual(['stamp', 'data']);
    expect(response.headers[ANSWER_SEQUENCES_HEADER]).toBe('market=7');
    await bare.close();
  });
});
