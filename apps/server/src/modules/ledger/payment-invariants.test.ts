/**
 * PAYMENT_CHECKS can fail: each case breaks one rule inside a transaction that is rolled back
 * afterwards (so the after-each ledger check of this file still sees a sound ledger), and the
 * named invariant must report it. Payments are made through the API with the simulator.
 */
import { describe, expect, test } from 'vitest';
import type { Tx } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { invariantsBrokenBy } from '../../../test/invariant-breaks.js';
import { loginAs } from '../../../test/auth-helpers.js';
import {
  depositThroughSimulator,
  phoneEnding,
  startedPayment,
} from '../../../test/payments-helpers.js';
import { PAYMENT_CHECKS } from './payment-invariants.js';

const { app, db } = await buildTestApp({ SIMULATOR_DELAY_MS: '5' });

const brokenBy = (corrupt: (tx: Tx) => Promise<unknown>) => invariantsBrokenBy(db, corrupt);

const { client } = await loginAs(app, 'user');
const deposit = await depositThroughSimulator(app, client, '1000');
const pendingWithdrawal = (
  await startedPayment(client, { type: 'withdrawal', amount: '300', phone: phoneEnding(8) })
).reference;
const failedWithdrawal = (
  await startedPayment(client, { type: 'withdrawal', amount: '200', phone: phoneEnding(7) })
).reference;
await app.services.payments.idle();

const name = (start: string) => {
  const found = PAYMENT_CHECKS.find((c) => c.name.startsWith(start));
  if (!found) throw new Error(`no check named ${start}`);
  return found.name;
};

describe('PAYMENT_CHECKS', () => {
  test('hold on the sound ledger the tests made', async () => {
    expect(await brokenBy(async () => {})).toEqual([]);
  });

  test('a completed deposit marked failed still has its credit: caught', async () => {
    const broken = await brokenBy((tx) =>
      tx.query(`UPDATE payments SET status = 'failed' WHERE reference = $1`, [deposit]),
    );
    expect(broken).toContain(name('a completed M-Pesa deposit is credited exactly once'));
  });

  test('a pending withdrawal whose hold was voided behind its back: caught', async () => {
    const broken = await brokenBy((tx) =>
      tx.query(
        `UPDATE ledger_holds SET status = 'voided', finished_at = now()
         WHERE payment_id = (SELECT id FROM payments WHERE reference = $1)`,
        [pendingWithdrawal],
      ),
    );
    expect(broken).toContain(name('an M-Pesa withdrawal moved exactly its amount'));
  });

  test('a failed withdrawal whose hold is pending again: caught', async () => {
    const broken = await brokenBy((tx) =>
      tx.query(
        `UPDATE ledger_holds SET status = 'pending', finished_at = NULL
         WHERE payment_id = (SELECT id FROM payments WHERE reference = $1)`,
        [failedWithdrawal],
      ),
    );
    expect(broken).toContain(name('no pending hold on a final payment'));
  });

  test('a history row that disagrees with its payment: caught', async () => {
    const broken = await brokenBy((tx) =>
      tx.query(
        `UPDATE transactions SET status = 'pending'
         WHERE id = (SELECT transaction_id FROM payments WHERE reference = $1)`,
        [deposit],
      ),
    );
    expect(broken).toContain(name('a payment and its history row agree'));
  });
});
