/**
 * What crypto deposit and withdrawal requests and the admins' decisions on them publish (see
 * test/realtime-capture.ts). A request enters the admins' queue and the pending count on the
 * dashboard, and the owner's history (a withdrawal also its list and, through its hold, the
 * wallet). A decision takes it out of the queue, may move the dashboard sums, and changes the
 * owner's history row; an approved deposit or a rejected withdrawal moves the wallet too.
 * Refused requests and decisions publish nothing.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_CHANNEL, userChannel, type TransactionResponse } from '@soko/shared';
import type { TestClient } from '../../../test/build-test-app.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { captureRealtime } from '../../../test/realtime-capture.js';
import { fundDirectly } from '../../../test/wallet-funding.js';
import { createCoin, postDeposit, setNairobiTime } from '../deposits/deposit-test-kit.js';
import { png } from '../files/test-uploads.js';

const test_ = await buildTestApp();
const { app, db } = test_;
const capture = await captureRealtime(db);
const admin = await loginAs(app, 'admin');
const secondAdmin = await loginAs(app, 'admin');
const coin = await createCoin(test_);
const proof = await png(16, 16);
const ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

beforeEach(() => setNairobiTime(test_, '12:00'));

async function user(funds?: string) {
  const signedIn = await loginAs(app, 'user');
  if (funds) await fundDirectly(app, signedIn.account.id, coin, funds);
  await capture.take();
  return { ...signedIn, channel: userChannel(signedIn.account.id) };
}

async function deposit(client: TestClient) {
  const response = await postDeposit(client, { currency: coin, amount: '0.5', proof });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TransactionResponse>().transaction.id;
}

async function withdraw(client: TestClient, amount = '0.4') {
  return client.request({
    method: 'POST',
    url: '/api/withdrawals/crypto',
    payload: { currency: coin, amount, address: ADDRESS },
  });
}

async function withdrawal(client: TestClient) {
  const response = await withdraw(client);
  expect(response.statusCode, response.body).toBe(201);
  const { rows } = await db.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM withdrawals ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return rows[0]?.transaction_id ?? '';
}

function decide(id: string, action: 'approve' | 'reject', by = admin.client) {
  return by.request({
    method: 'POST',
    url: `/api/admin/transactions/${id}/${action}`,
    payload: action === 'reject' ? { reason: 'Not received' } : {},
  });
}

describe('requests', () => {
  test('a crypto deposit: the owner’s history, the admins’ queue and pending count', async () => {
    const owner = await user();
    await deposit(owner.client);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['deposits', 'stats'],
      [owner.channel]: ['transactions'],
    });
  });

  test('a crypto withdrawal: history, withdrawals list, the held wallet, the admins', async () => {
    const owner = await user('1');
    expect((await withdraw(owner.client)).statusCode).toBe(201);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: ['stats', 'withdrawals'],
      [owner.channel]: ['transactions', 'wallets', 'withdrawals'],
    });
  });

  test.each([
    ['a deposit while the window is closed', 'DEPOSIT_WINDOW_CLOSED'],
    ['a deposit without a proof', 'VALIDATION_ERROR'],
    ['a withdrawal larger than the balance', 'INSUFFICIENT_BALANCE'],
  ] as const)('%s publishes nothing', async (name, code) => {
    const owner = await user('0.1');
    if (name.includes('closed')) setNairobiTime(test_, '03:00');
    const response = name.includes('withdrawal')
      ? await withdraw(owner.client, '5')
      : await postDeposit(owner.client, {
          currency: coin,
          amount: '0.5',
          ...(name.includes('without') ? {} : { proof }),
        });
    expect(response.json<{ error: { code: string } }>().error.code, response.body).toBe(code);
    expect(await capture.take()).toEqual([]);
  });
});

describe('decisions', () => {
  test.each([
    ['approving a deposit', 'deposit', 'approve', ['transactions', 'wallets']],
    ['rejecting a deposit', 'deposit', 'reject', ['transactions']],
    ['approving a withdrawal', 'withdrawal', 'approve', ['transactions', 'wallets', 'withdrawals']],
    ['rejecting a withdrawal', 'withdrawal', 'reject', ['transactions', 'wallets', 'withdrawals']],
  ] as const)('%s', async (_name, kind, action, ownerTopics) => {
    const owner = await user('1');
    const id = kind === 'deposit' ? await deposit(owner.client) : await withdrawal(owner.client);
    await capture.take();
    if (action === 'approve') {
      // The coin has no KES price, so four-eyes applies: the first approval only tells the
      // admins' queue ("1 of 2 approvals"); the owner hears nothing until it settles.
      expect((await decide(id, 'approve', secondAdmin.client)).statusCode).toBe(202);
      expect(await capture.takeByChannel()).toEqual({
        [ADMIN_CHANNEL]: [kind === 'deposit' ? 'deposits' : 'withdrawals'],
      });
    }
    const response = await decide(id, action);
    expect(response.statusCode, response.body).toBe(200);
    expect(await capture.takeByChannel()).toEqual({
      [ADMIN_CHANNEL]: kind === 'deposit' ? ['deposits', 'stats'] : ['stats', 'withdrawals'],
      [owner.channel]: ownerTopics,
    });
    // Deciding again is refused (ALREADY_PROCESSED) and tells nobody anything.
    expect((await decide(id, action)).statusCode).toBe(409);
    expect(await capture.take()).toEqual([]);
  });
});
