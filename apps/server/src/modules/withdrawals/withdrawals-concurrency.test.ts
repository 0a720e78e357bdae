/**
 * 50 withdrawal requests from one user at the same moment, when the balance covers exactly 10:
 * exactly 10 are accepted and 40 answer INSUFFICIENT_BALANCE, the held balance is exactly the 10
 * gross amounts, and nothing goes negative (the ledger invariants run after the test too).
 * On PostgreSQL the requests really run in parallel over a pool of connections and queue on the
 * user's row lock; on PGlite (one connection) they interleave. Both must give the same answer.
 */
import { expect, test } from 'vitest';
import type { Wallet, WithdrawalResponse } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { createCoin, fundThroughApproval } from '../../../test/wallet-funding.js';

const { app, db } = await buildTestApp();
const admin = await loginAs(app, 'admin');
await createCoin(app, 'BTC');

const REQUESTS = 50;
const COVERED = 10;

test(`${REQUESTS} concurrent withdrawals against a balance that covers ${COVERED}`, async () => {
  const { client, account } = await loginAs(app, 'user');
  // 10 × 0.125 BTC = 1.25 BTC, funded by two approved deposits.
  await fundThroughApproval(app, admin.client, account.id, 'BTC', '1');
  await fundThroughApproval(app, admin.client, account.id, 'BTC', '0.25');

  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      client.request({
        method: 'POST',
        url: '/api/withdrawals/crypto',
        payload: { currency: 'BTC', amount: '0.125', address: `addr-${i}` },
      }),
    ),
  );
  const elapsedMs = Math.round(performance.now() - started);
  console.info(`${REQUESTS} concurrent withdrawals on ${db.kind}: ${elapsedMs} ms`);

  const accepted = responses.filter((r) => r.statusCode === 201);
  const refused = responses.filter((r) => r.statusCode === 409);
  expect(accepted).toHaveLength(COVERED);
  expect(refused).toHaveLength(REQUESTS - COVERED);
  for (const response of refused) {
    expect(response.json()).toEqual({
      error: {
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance. You can withdraw at most 0.0000 BTC.',
        key: 'insufficientForWithdrawal',
        params: { most: '0.0000 BTC' },
      },
    });
  }
  const ids = new Set(accepted.map((r) => r.json<WithdrawalResponse>().withdrawal.id));
  expect(ids.size).toBe(COVERED);

  const wallets = await client.request({ url: '/api/wallets' });
  expect(wallets.json<Wallet[]>().find((w) => w.currency === 'BTC')).toMatchObject({
    available: '0.00000000',
    held: '1.25000000',
  });
  const { rows } = await db.query<{ withdrawals: bigint; transactions: bigint; holds: bigint }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE user_id = $1) AS withdrawals,
            (SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'withdrawal') AS transactions,
            (SELECT count(*) FROM ledger_holds h JOIN withdrawals w ON w.id = h.withdrawal_id
              WHERE w.user_id = $1 AND h.status = 'pending') AS holds`,
    [account.id],
  );
  expect(rows[0]).toEqual({ withdrawals: 10n, transactions: 10n, holds: 10n });
  const negative = await db.query(
    `SELECT id FROM ledger_accounts WHERE kind NOT IN ('custody', 'mpesa_clearing') AND balance_minor < 0`,
  );
  expect(negative.rows).toEqual([]);
});
