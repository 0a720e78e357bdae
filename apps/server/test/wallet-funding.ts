import { expect } from 'vitest';
import { FIAT_CURRENCY, parseAmount, scaleOf, type CoinNetwork } from '@soko/shared';
import type { App } from '../src/app.js';
import { insertCoin } from '../src/modules/coins/coins.repository.js';
import { creditUserFromSystem } from '../src/modules/ledger/ledger.js';
import {
  insertHistoryEntry,
  type HistoryEntryRow,
} from '../src/modules/transactions/transactions.repository.js';
import type { TestClient } from './build-test-app.js';
import { loginAs } from './auth-helpers.js';

/** Money helpers for the wallet, history, withdrawal and approval tests. */

export function minor(amount: string, currency: string): bigint {
  const parsed = parseAmount(amount, scaleOf(currency));
  if (!parsed.ok) throw new Error(`bad test amount ${amount}`);
  return parsed.minor;
}

/** A coin row (active unless told otherwise); symbols are per test file's fresh database. */
export async function createCoin(
  app: App,
  symbol: string,
  input: { name?: string; active?: boolean; iconUrl?: string | null; network?: CoinNetwork } = {},
) {
  return app.services.db.transaction(async (tx) => {
    const coin = await insertCoin(tx, {
      name: input.name ?? `${symbol} coin`,
      symbol,
      depositAddress: `${symbol.toLowerCase()}-deposit-address`,
      network: input.network,
      iconUrl: input.iconUrl ?? null,
    });
    if (input.active === false) {
      await tx.query(`UPDATE coins SET active = false WHERE symbol = $1`, [symbol]);
    }
    if (!coin) throw new Error('coin insert returned nothing');
    return coin;
  });
}

/** A pending crypto deposit, as the deposit form would leave it (without the proof file). */
export async function insertPendingDeposit(
  app: App,
  userId: string,
  currency: string,
  amount: string,
  at = app.services.clock.now(),
): Promise<HistoryEntryRow> {
  return app.services.db.transaction((tx) =>
    insertHistoryEntry(tx, {
      userId,
      type: 'deposit',
      method: 'crypto',
      currency,
      amountMinor: minor(amount, currency),
      status: 'pending',
      at,
    }),
  );
}

const secondAdmins = new WeakMap<App, Promise<TestClient>>();

/** Another admin of this app, made once: the second pair of eyes of four-eyes approvals. */
export function secondAdminOf(app: App): Promise<TestClient> {
  let admin = secondAdmins.get(app);
  if (!admin) {
    admin = loginAs(app, 'admin').then((signedIn) => signedIn.client);
    secondAdmins.set(app, admin);
  }
  return admin;
}

/**
 * Approves a pending crypto request through the API. When four-eyes applies (at or above the
 * threshold, or a coin with no KES price) the first admin gets 202 and a second admin settles it.
 */
export async function approveFully(
  app: App,
  admin: TestClient,
  transactionId: string,
  payload: Record<string, unknown> = {},
) {
  const url = `/api/admin/transactions/${transactionId}/approve`;
  const first = await admin.request({ method: 'POST', url, payload });
  if (first.statusCode !== 202) return first;
  const second = await secondAdminOf(app);
  return second.request({ method: 'POST', url, payload });
}

/** Funds a user the honest way: a pending deposit that admins approve through the API. */
export async function fundThroughApproval(
  app: App,
  admin: TestClient,
  userId: string,
  currency: string,
  amount: string,
) {
  const deposit = await insertPendingDeposit(app, userId, currency, amount);
  const response = await approveFully(app, admin, deposit.id);
  expect(response.statusCode, response.body).toBe(200);
  return deposit;
}

/**
 * Funds a user with an approved deposit row and its ledger credit in one transaction: exactly
 * what an approval writes, for tests that are not about approvals (and may not have an admin).
 */
export async function fundDirectly(
  app: App,
  userId: string,
  currency: string,
  amount: string,
  at = app.services.clock.now(),
): Promise<HistoryEntryRow> {
  return app.services.db.transaction(async (tx) => {
    const amountMinor = minor(amount, currency);
    const deposit = await insertHistoryEntry(tx, {
      userId,
      type: 'deposit',
      method: currency === FIAT_CURRENCY ? 'mpesa' : 'crypto',
      currency,
      amountMinor,
      status: currency === FIAT_CURRENCY ? 'completed' : 'approved',
      at,
    });
    await creditUserFromSystem(tx, {
      userId,
      currency,
      amountMinor,
      from: currency === FIAT_CURRENCY ? 'mpesa_clearing' : 'custody',
      code: currency === FIAT_CURRENCY ? 'mpesa_deposit' : 'deposit',
      refs: { transactionId: deposit.id },
      at,
    });
    return deposit;
  });
}

/**
 * A bare order row for ledger tests that need a hold to name a real order (ledger_holds.order_id
 * is a foreign key). It creates the coin and a BASE/KES pair when missing; it moves no money.
 * The row is cancelled (off the book), so the trading invariants, which expect every resting
 * order to hold exactly what it needs, leave the ledger tests' free-form holds alone.
 */
export async function insertBareOrder(app: App, userId: string, base: string, id: string) {
  await app.services.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO coins (id, name, symbol, deposit_address) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [`coin_${base.toLowerCase()}_bare`, `${base} coin`, base, `${base.toLowerCase()}-address`],
    );
    await tx.query(
      `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor)
       VALUES ($1, $2, 'KES', 1, 100000000000000) ON CONFLICT DO NOTHING`,
      [`pair_${base.toLowerCase()}_kes_bare`, base],
    );
    const pair = await tx.query<{ id: string }>(
      `SELECT id FROM trading_pairs WHERE base = $1 AND quote = 'KES'`,
      [base],
    );
    await tx.query(
      `INSERT INTO orders (id, user_id, pair_id, side, price_minor, original_amount_minor,
                           amount_minor, status, finished_at)
       VALUES ($1, $2, $3, 'sell', 100, 100000000, 100000000, 'cancelled', now())`,
      [id, userId, pair.rows[0]?.id],
    );
  });
}
