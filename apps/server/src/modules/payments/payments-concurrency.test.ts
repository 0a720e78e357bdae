/**
 * Races on one user's KES, on both databases (PGlite runs the requests one at a time; the
 * PostgreSQL server really runs them side by side). 20 M-Pesa withdrawals at once whose total
 * exceeds the balance: exactly as many are accepted as the balance covers, the rest answer
 * INSUFFICIENT_BALANCE, and nothing is ever held twice. Failure answers for all of them, posted
 * at once, return every held shilling. Then deposits and withdrawals mixed, with the simulator's
 * answers arriving while new requests are placed.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  kesWallet,
  paymentStatus,
  phoneEnding,
  postCallback,
  startPayment,
} from '../../../test/payments-helpers.js';
import { fundDirectly } from '../../../test/wallet-funding.js';

const { app } = await buildTestApp({
  SIMULATOR_DELAY_MS: '20',
  PAYMENT_MAX_PENDING_PER_USER: '100',
});

describe('concurrent M-Pesa withdrawals', () => {
  test('20 at once for more than the balance: only the covered ones are accepted', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '7000.00');
    // Phone ending 8: the simulator stays silent, so no answer frees money during the race.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        startPayment(client, { type: 'withdrawal', amount: '1000', phone: phoneEnding(8) }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(accepted).toHaveLength(7);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'INSUFFICIENT_BALANCE',
          message: 'Maximum withdrawal amount is 0.00 KES',
          key: 'maxWithdrawal',
          params: { maximum: '0.00' },
        },
      });
    }
    expect(await kesWallet(client)).toMatchObject({ available: '0.00', held: '7000.00' });

    // Then M-Pesa fails them all, its answers arriving at once through the callback URL.
    const secret = await app.services.payments.callbackSecret.secret();
    const references = accepted.map((r) => r.json<{ reference: string }>().reference);
    const answers = await Promise.all(
      references.map((reference) =>
        postCallback(app, `/api/payments/callbacks/simulator/${secret}`, {
          reference,
          result: 'failed',
          result_code: 1,
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    for (const reference of references) {
      expect((await paymentStatus(client, reference)).status).toBe('failed');
    }
    expect(await kesWallet(client)).toMatchObject({ available: '7000.00', held: '0.00' });
  });

  test('deposits and withdrawals interleaved with their callbacks keep the balance exact', async () => {
    const { client, account } = await loginAs(app, 'user');
    await fundDirectly(app, account.id, 'KES', '4000.00');
    const requests = Array.from({ length: 16 }, (_, i) =>
      startPayment(client, {
        type: i % 2 === 0 ? 'deposit' : 'withdrawal',
        amount: '500',
        // Completed (0), canceled (6) and failed (7) in turn.
        phone: phoneEnding([0, 6, 7][i % 3] ?? 0),
      }),
    );
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    await app.services.payments.idle();
    let expectedMinor = 400_000n;
    for (const [i, response] of responses.entries()) {
      const { reference } = response.json<{ reference: string }>();
      const { status } = await paymentStatus(client, reference);
      if (status === 'completed') expectedMinor += i % 2 === 0 ? 50_000n : -50_000n;
    }
    const wallet = await kesWallet(client);
    expect(wallet).toMatchObject({ held: '0.00' });
    expect(wallet.available).toBe(`${expectedMinor / 100n}.00`);
  });
});
