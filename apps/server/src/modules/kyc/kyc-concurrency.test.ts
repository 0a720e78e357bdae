/**
 * 50 M-Pesa withdrawals from one tier-0 trader at the same moment, at the edge of the 24-hour
 * limit (20,000 KES): 1,000 KES each with 5,500 already used, so exactly 14 fit (19,500) and 36
 * must answer LIMIT_EXCEEDED; the sum accepted never passes the limit. PostgreSQL only: there
 * the requests really run in parallel and must queue on the per-user limit lock (PGlite's one
 * connection would run them one after another and prove nothing).
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { startPayment } from '../../../test/payments-helpers.js';
import { serverDatabaseUrl } from '../../../test/test-database.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const built = serverDatabaseUrl
  ? await buildTestApp({
      SIMULATOR_DELAY_MS: '5',
      PAYMENT_MAX_PENDING_PER_USER: '100',
      // 50 requests queue on one trader's lock over a pool of 10: waiting for a connection is
      // expected here, not a fault: on a busy machine the default 5 s checkout and the 30 s
      // statement_timeout (the lock wait is one statement) answered a few of them 503.
      DB_CHECKOUT_TIMEOUT_SECONDS: '120',
      DB_STATEMENT_TIMEOUT_SECONDS: '300',
    })
  : undefined;

describe.skipIf(!built)('the limit under a burst', () => {
  test('50 parallel withdrawals at the 24-hour edge: the accepted sum stays within it', async () => {
    if (!built) throw new Error('no app');
    const { app, db, clock } = built;
    const { client, account } = await loginAs(app, 'user');
    const longAgo = new Date(clock.now().getTime() - 40 * 24 * 3_600_000);
    await fundDirectly(app, account.id, 'KES', '100000', longAgo);
    // Ending in 8: the simulator never answers, so every accepted payment stays pending.
    const phone = '0712345678';
    const first = await startPayment(client, { type: 'withdrawal', amount: '5500', phone });
    expect(first.statusCode).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        startPayment(client, { type: 'withdrawal', amount: '1000', phone }),
      ),
    );
    const statuses = responses.map(
      (r) => `${r.statusCode} ${r.json<{ error?: { code: string } }>().error?.code ?? ''}`,
    );
    const accepted = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 403);
    expect(accepted, statuses.join(', ')).toHaveLength(14);
    expect(refused, statuses.join(', ')).toHaveLength(36);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ error: { code: 'LIMIT_EXCEEDED' } });
    }
    const { rows } = await db.query<{ total: bigint }>(
      `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS total FROM transactions
        WHERE user_id = $1 AND type = 'withdrawal' AND status IN ('pending', 'completed')`,
      [account.id],
    );
    expect(rows[0]?.total).toBe(1_950_000n);
    expect(rows[0]?.total ?? 0n).toBeLessThanOrEqual(2_000_000n);
  });
});
