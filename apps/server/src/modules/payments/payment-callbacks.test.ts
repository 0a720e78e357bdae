/**
 * Callbacks cannot move money twice or wrongly, whatever arrives in whatever order. Against the
 * PayHero fake (real shapes), with no PAYMENT_CALLBACK_SECRET so the generated, stored secret is
 * used: a wrong token or provider is 404 and stores nothing; the same callback 100 times (one
 * after another, then all at once) credits once; callbacks for many deposits and withdrawals,
 * with duplicates, wrong amounts and unknown references, shuffled and posted concurrently, leave
 * each payment with its true outcome and each balance exact; an amount that differs is kept,
 * flagged and not applied; late answers change nothing. PAYMENT_CHECKS run after every test.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  callbackPath,
  kesWallet,
  paymentStatus,
  phoneEnding,
  postCallback,
  startedPayment,
  storedCallbacks,
  transfersOf,
} from '../../../test/payments-helpers.js';
import {
  PAYHERO_PASSWORD,
  PAYHERO_USERNAME,
  payheroAfricaCallback,
  payheroLegacyCallback,
  startFakePayHero,
} from '../../../test/providers/fake-payhero.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const fake = await startFakePayHero();
const { app, db } = await buildTestApp({
  PAYMENT_PROVIDER: 'payhero',
  PAYHERO_BASE_URL: fake.baseUrl,
  PAYHERO_USERNAME,
  PAYHERO_PASSWORD,
  PAYMENT_MAX_PENDING_PER_USER: '50',
});
afterAll(() => fake.close());

async function deposit(client: Parameters<typeof startedPayment>[0], amount: string) {
  const { reference } = await startedPayment(client, {
    type: 'deposit',
    amount,
    phone: phoneEnding(0),
  });
  const body = fake.requestsTo('POST /api/v2/payments').at(-1)?.body as Record<string, unknown>;
  return { reference, path: callbackPath(body.callback_url) };
}

async function callbackCount() {
  const { rows } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM payment_callbacks`);
  return rows[0]?.n ?? 0n;
}

/** A small seeded generator, so a failing shuffle can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('the callback URL and its secret', () => {
  test('a generated secret is stored once and used in every callback URL', async () => {
    const { client } = await loginAs(app, 'user');
    const first = await deposit(client, '10');
    const second = await deposit(client, '10');
    const { rows } = await db.query<{ secret: string }>(
      `SELECT secret FROM payment_callback_secret`,
    );
    expect(rows).toHaveLength(1);
    expect(first.path).toBe(`/api/payments/callbacks/payhero/${rows[0]?.secret}`);
    expect(second.path).toBe(first.path);
  });

  test('a wrong token or an unknown provider is 404 and stores nothing', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference, path } = await deposit(client, '10');
    const body = payheroLegacyCallback({ externalReference: reference, amount: 10, resultCode: 0 });
    const before = await callbackCount();
    const secret = path.split('/').at(-1) ?? '';
    for (const wrong of [
      `/api/payments/callbacks/payhero/${secret.slice(0, -1)}x`,
      '/api/payments/callbacks/payhero/short',
      `/api/payments/callbacks/mpesa/${secret}`,
      `/api/payments/callbacks/payhero/`,
    ]) {
      const response = await postCallback(app, wrong, body);
      expect(response.statusCode, wrong).toBe(404);
    }
    expect(await callbackCount()).toBe(before);
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
  });

  test('the right secret on another provider’s path: stored, not applied', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference, path } = await deposit(client, '10');
    const body = payheroLegacyCallback({ externalReference: reference, amount: 10, resultCode: 0 });
    const response = await postCallback(app, path.replace('/payhero/', '/daraja/'), body);
    expect(response.statusCode).toBe(200);
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
    const { rows } = await db.query<{ note: string }>(
      `SELECT note FROM payment_callbacks ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.note).toMatch(/^unreadable/);
  });

  test('callbacks need no session and no CSRF token, even from a signed-in browser', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference, path } = await deposit(client, '10');
    const body = payheroLegacyCallback({ externalReference: reference, amount: 10, resultCode: 0 });
    const response = await client.request({
      method: 'POST',
      url: path,
      payload: body,
      csrf: false,
    });
    // With a session cookie CSRF applies, as everywhere; providers never send one.
    expect(response.statusCode).toBe(403);
    expect((await postCallback(app, path, body)).statusCode).toBe(200);
  });
});

describe('replays', () => {
  test('the same success callback 100 times credits exactly once', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference, path } = await deposit(client, '1234');
    const body = payheroLegacyCallback({
      externalReference: reference,
      amount: 1234,
      resultCode: 0,
    });
    for (let i = 0; i < 50; i += 1) {
      expect((await postCallback(app, path, body)).statusCode).toBe(200);
    }
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postCallback(app, path, body)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await kesWallet(client)).toMatchObject({ available: '1234.00' });
    expect(await transfersOf(app, reference)).toEqual(['mpesa_deposit:123400']);
    const stored = await storedCallbacks(app, reference);
    expect(stored).toHaveLength(100);
    expect(stored.filter((c) => c.applied)).toHaveLength(1);
    expect(
      stored.filter((c) => !c.applied).every((c) => c.note === 'the payment is already completed'),
    ).toBe(true);
  });

  test('shuffled callbacks for many payments: each ends with its true outcome, money exact', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '10000.00');
    type Kind = 'deposit' | 'withdrawal';
    type Plan = { reference: string; path: string; amount: number; ok: boolean; type: Kind };
    const plans: Plan[] = [];
    for (let i = 0; i < 12; i += 1) {
      const type: Kind = i % 3 === 0 ? 'withdrawal' : 'deposit';
      const amount = 100 + i * 10;
      const { reference } = await startedPayment(client, {
        type,
        amount: String(amount),
        phone: phoneEnding(0),
      });
      const route = type === 'deposit' ? 'POST /api/v2/payments' : 'POST /api/v2/withdraw';
      const sent = fake.requestsTo(route).at(-1)?.body as Record<string, unknown>;
      plans.push({
        reference,
        path: callbackPath(sent.callback_url),
        amount,
        ok: i % 2 === 0,
        type,
      });
    }
    const posts: { path: string; body: unknown }[] = [];
    for (const plan of plans) {
      const truth = payheroLegacyCallback({
        externalReference: plan.reference,
        amount: plan.amount,
        resultCode: plan.ok ? 0 : 1,
      });
      posts.push({ path: plan.path, body: truth }, { path: plan.path, body: truth });
      posts.push({
        path: plan.path,
        body: payheroAfricaCallback({
          externalReference: plan.reference,
          reference: `x-${plan.reference}`,
          amount: plan.amount + 1,
          status: 'success',
        }),
      });
      posts.push({
        path: plan.path,
        body: payheroLegacyCallback({
          externalReference: `UNKNOWN${plan.reference.slice(7)}`,
          amount: plan.amount,
          resultCode: 0,
        }),
      });
    }
    const order = shuffled(posts, 20_260_115);
    for (let i = 0; i < order.length; i += 8) {
      const batch = order.slice(i, i + 8).map((p) => postCallback(app, p.path, p.body));
      expect((await Promise.all(batch)).every((r) => r.statusCode === 200)).toBe(true);
    }
    let expectedMinor = 1_000_000n;
    for (const plan of plans) {
      const status = await paymentStatus(client, plan.reference);
      expect(status.status, plan.reference).toBe(plan.ok ? 'completed' : 'failed');
      if (plan.ok)
        expectedMinor += BigInt(plan.amount * 100) * (plan.type === 'deposit' ? 1n : -1n);
    }
    const wallet = await kesWallet(client);
    expect(wallet.held).toBe('0.00');
    expect(wallet.available).toBe(`${expectedMinor / 100n}.00`);
  });
});

describe('wrong amounts, unknown payments, late answers', () => {
  test('an amount that differs is kept, flagged and not applied; the right one then is', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference, path } = await deposit(client, '500');
    await postCallback(
      app,
      path,
      payheroLegacyCallback({ externalReference: reference, amount: 5000, resultCode: 0 }),
    );
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'pending' });
    expect(await kesWallet(client)).toMatchObject({ available: '0.00' });
    const { rows } = await db.query<{ review_reason: string }>(
      `SELECT review_reason FROM payments WHERE reference = $1`,
      [reference],
    );
    expect(rows[0]?.review_reason).toMatch(/^amount differs/);
    await postCallback(
      app,
      path,
      payheroLegacyCallback({ externalReference: reference, amount: 500, resultCode: 0 }),
    );
    expect(await kesWallet(client)).toMatchObject({ available: '500.00' });
    expect((await storedCallbacks(app, reference)).map((c) => c.applied)).toEqual([false, true]);
  });

  test('an unknown reference is answered 200, kept, and moves nothing', async () => {
    const { client } = await loginAs(app, 'user');
    const { path } = await deposit(client, '10');
    const response = await postCallback(
      app,
      path,
      payheroLegacyCallback({ externalReference: 'NOSUCHPAYMNT', amount: 10, resultCode: 0 }),
    );
    expect(response.statusCode).toBe(200);
    const { rows } = await db.query<{ note: string; applied: boolean; payment_id: string | null }>(
      `SELECT note, applied, payment_id FROM payment_callbacks ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      note: 'no payment has this reference',
      applied: false,
      payment_id: null,
    });
  });

  test('after a failure, a late success changes nothing and is flagged for a person', async () => {
    const { client } = await loginAs(app, 'user');
    const { reference, path } = await deposit(client, '400');
    const failure = payheroLegacyCallback({
      externalReference: reference,
      amount: 400,
      resultCode: 1037,
    });
    await postCallback(app, path, failure);
    await postCallback(
      app,
      path,
      payheroLegacyCallback({ externalReference: reference, amount: 400, resultCode: 0 }),
    );
    expect(await paymentStatus(client, reference)).toMatchObject({ status: 'failed' });
    expect(await transfersOf(app, reference)).toEqual([]);
    const { rows } = await db.query<{ review_reason: string }>(
      `SELECT review_reason FROM payments WHERE reference = $1`,
      [reference],
    );
    expect(rows[0]?.review_reason).toMatch(/completion after the payment was failed/);
  });
});
