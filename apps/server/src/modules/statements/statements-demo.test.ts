/**
 * Statements reconcile to the ledger for every currency of every demo trader, on the world the
 * demo seed makes (deposits, M-Pesa top-ups, three days of trades, resting orders with holds):
 * over the whole history and over a period that ends in the middle of it, the closing balance is
 * the ledger's total at the period's end and the rows run from the opening to the closing.
 */
import { expect, test } from 'vitest';
import { formatMinor, scaleOf, type Statement } from '@soko/shared';
import { TestClient, buildTestApp } from '../../../test/build-test-app.js';
import { logIn } from '../../../test/auth-helpers.js';
import { seedDemoData } from '../../seed/demo-seed.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-data.js';
import { nairobiIso, resolvePeriod } from './statement-period.js';

const { app, db } = await buildTestApp();
await seedDemoData(app.services, db);

const DAY_MS = 86_400_000;
const nairobiDay = (at: Date) => nairobiIso(at).slice(0, 10);

/** The ledger's total of the trader's accounts of `currency` before `end`, entry by entry. */
async function ledgerTotalBefore(userId: string, currency: string, end: Date) {
  const { rows } = await db.query<{ amount_minor: bigint; created_at: Date }>(
    `SELECT e.amount_minor, e.created_at FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.owner_user_id = $1 AND a.currency = $2`,
    [userId, currency],
  );
  return rows.filter((r) => r.created_at < end).reduce((sum, r) => sum + r.amount_minor, 0n);
}

const toMinor = (text: string) => BigInt(text.replace('.', ''));

test('every demo trader’s statements reconcile to the ledger, in every currency', async () => {
  const now = new Date();
  const periods = [
    // The whole history, and one that ends two days ago (in the middle of the trades).
    { from: nairobiDay(new Date(now.getTime() - 10 * DAY_MS)), to: nairobiDay(now) },
    {
      from: nairobiDay(new Date(now.getTime() - 3 * DAY_MS)),
      to: nairobiDay(new Date(now.getTime() - 2 * DAY_MS)),
    },
  ];
  let checked = 0;
  for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'user')) {
    const client = new TestClient(app);
    const user = await logIn(client, { email: account.email, password: account.password });
    const { rows: currencies } = await db.query<{ currency: string; total: bigint }>(
      `SELECT currency, sum(balance_minor)::bigint AS total FROM ledger_accounts
       WHERE owner_user_id = $1 GROUP BY currency ORDER BY currency`,
      [user.id],
    );
    // The tier-0 demo traders have just registered and hold nothing; the others hold money in
    // at least four currencies.
    if (account.kycTier === 0) {
      expect(currencies).toEqual([]);
      continue;
    }
    expect(currencies.length).toBeGreaterThanOrEqual(4);
    for (const { currency, total } of currencies) {
      for (const { from, to } of periods) {
        const response = await client.request({
          url: `/api/statements?currency=${currency}&from=${from}&to=${to}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        const statement = response.json<Statement>();
        const { startAt, endAt } = resolvePeriod(from, to);
        const scale = scaleOf(currency);
        const label = `${account.username} ${currency} ${from}..${to}`;
        const opening = await ledgerTotalBefore(user.id, currency, startAt);
        const closing = await ledgerTotalBefore(user.id, currency, endAt);
        expect(statement.openingBalance, label).toBe(formatMinor(opening, scale));
        expect(statement.closingBalance, label).toBe(formatMinor(closing, scale));
        if (to === nairobiDay(now)) expect(closing, label).toBe(total);
        let running = toMinor(statement.openingBalance);
        for (const row of statement.rows) {
          running += toMinor(row.amount) - toMinor(row.fee);
          expect(toMinor(row.balance), `${label} ${row.reference}`).toBe(running);
          expect(row.description, label).not.toBe('Movement');
        }
        expect(running, label).toBe(closing);
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(16);
});
