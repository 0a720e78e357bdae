/**
 * Races on the PostgreSQL server (skipped on PGlite, whose one connection runs one transaction at
 * a time): two admins giving the second approval of the same request at once settle it exactly
 * once (the request row's lock queues them; the loser sees ALREADY_PROCESSED), for crypto
 * deposits and for balance adjustments; and a suspension racing a burst of order placements
 * leaves no open order of the suspended trader. The invariants run after each (buildTestApp).
 */
import { describe, expect, test } from 'vitest';
import type { ProposedAdjustmentResponse } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { serverDatabaseUrl } from '../../../test/test-database.js';
import { ensurePair, fundedTrader } from '../../../test/trading.js';
import { createCoin, insertPendingDeposit } from '../../../test/wallet-funding.js';

const built = serverDatabaseUrl ? await buildTestApp() : undefined;
const ROUNDS = 8;

describe.skipIf(!built)('racing approvals and suspensions', () => {
  test('two admins racing the second approval of a deposit: one credit each time', async () => {
    if (!built) throw new Error('no app');
    const { app, db } = built;
    await createCoin(app, 'RCE');
    const [a, b, c] = [
      await loginAs(app, 'admin'),
      await loginAs(app, 'admin'),
      await loginAs(app, 'admin'),
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { account } = await loginAs(app, 'user');
      const deposit = await insertPendingDeposit(app, account.id, 'RCE', '1');
      const url = `/api/admin/transactions/${deposit.id}/approve`;
      expect((await a.client.request({ method: 'POST', url, payload: {} })).statusCode).toBe(202);
      const answers = await Promise.all(
        [b, c].map((admin) => admin.client.request({ method: 'POST', url, payload: {} })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const { rows } = await db.query(
        `SELECT 1 FROM ledger_transfers WHERE transaction_id = $1 AND code = 'deposit'`,
        [deposit.id],
      );
      expect(rows).toHaveLength(1);
    }
  });

  test('two admins racing the approval of an adjustment: the balance moves once', async () => {
    if (!built) throw new Error('no app');
    const { app, db } = built;
    const [a, b, c] = [
      await loginAs(app, 'admin'),
      await loginAs(app, 'admin'),
      await loginAs(app, 'admin'),
    ];
    const { account } = await loginAs(app, 'user');
    for (let round = 0; round < ROUNDS; round += 1) {
      const proposed = await a.client.request({
        method: 'POST',
        url: `/api/admin/users/${account.id}/adjustments`,
        payload: { currency: 'KES', amount: '10', reason: `round ${round}` },
      });
      expect(proposed.statusCode, proposed.body).toBe(202);
      const { id } = proposed.json<ProposedAdjustmentResponse>().adjustment;
      const url = `/api/admin/adjustments/${id}/approve`;
      const answers = await Promise.all(
        [b, c].map((admin) => admin.client.request({ method: 'POST', url })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
    const { rows } = await db.query<{ balance_minor: bigint }>(
      `SELECT balance_minor FROM ledger_accounts
       WHERE owner_user_id = $1 AND currency = 'KES' AND kind = 'available'`,
      [account.id],
    );
    expect(rows).toEqual([{ balance_minor: BigInt(ROUNDS) * 1_000n }]);
  });

  test('a suspension racing order placements leaves no open order of the trader', async () => {
    if (!built) throw new Error('no app');
    const { app, db } = built;
    await ensurePair(app, 'RAC', 'KES');
    const admin = await loginAs(app, 'admin');
    for (let round = 0; round < 4; round += 1) {
      const trader = await fundedTrader(app, { KES: '100000', RAC: '100' });
      const placements = Array.from({ length: 24 }, (_, i) =>
        app.services.orders
          .create(
            trader.id,
            {
              side: i % 2 ? 'buy' : 'sell',
              base: 'RAC',
              quote: 'KES',
              amount: '1',
              price: i % 2 ? '10' : '20',
            },
            undefined,
            null,
          )
          .then(
            () => 'placed',
            (error: { code?: string }) => error.code ?? 'error',
          ),
      );
      const suspension = app.services.adminUsers.update(admin.user.id, trader.id, {
        status: 'suspended',
      });
      const outcomes = await Promise.all(placements);
      await suspension;
      expect(outcomes.every((o) => o === 'placed' || o === 'ACCOUNT_SUSPENDED')).toBe(true);
      const { rows } = await db.query(
        `SELECT id FROM orders WHERE user_id = $1 AND status IN ('open', 'partially_filled')`,
        [trader.id],
      );
      expect(rows).toEqual([]);
    }
  });
});
