import type { FastifyBaseLogger } from 'fastify';
import { FIAT_CURRENCY, parseAmount, scaleOf } from '@soko/shared';
import type { Database, Queryable, Tx } from '../db/database.js';
import type { PasswordHasher } from '../lib/password.js';
import { insertCoin } from '../modules/coins/index.js';
import { seedTier } from '../modules/kyc/index.js';
import { recordAudit } from '../modules/audit/index.js';
import { ensureDefaultPairs } from '../modules/pairs/index.js';
import { creditUserFromSystem } from '../modules/ledger/index.js';
import { insertHistoryEntry, markHistoryEntryDecided } from '../modules/transactions/index.js';
import { findUserByEmail, insertUser } from '../modules/users/index.js';
import { DEMO_OPENED_HOURS_AGO, seedDemoMarket, setDemoPairLimits } from './demo-market.js';
import { seedMpesaDeposits } from './demo-payments.js';
import { coinIconUrl, DEMO_ACCOUNTS, DEMO_COINS, DEMO_DEPOSITS } from './demo-data.js';

// Any constant works; it only has to be the same for every instance and differ from the others
// (migrations take 7_343_201, the bootstrap admin 7_343_203).
const DEMO_SEED_LOCK_KEY = 7_343_202;

export interface SeedReport {
  coins: number;
  accounts: number;
  deposits: number;
  trades: number;
}

/**
 * Inserts the demo coins and accounts that are missing, and gives each newly created trader
 * their opening balances through approved deposits. Idempotent: run it twice and the second run
 * changes nothing.
 */
export async function seedDemoData(
  services: { passwordHasher: PasswordHasher },
  db: Database,
): Promise<SeedReport> {
  const seeded = await seedUnderLock(services, db, { onlyIntoEmpty: false });
  if (!seeded) throw new Error('the demo seed skipped although it was not asked to');
  return seeded;
}

/**
 * Two instances starting at once on one database would both seed, and the second would crash on
 * the first one's unique rows (or, worse, hand the traders a second opening balance). So the seed
 * runs under a transaction-scoped advisory lock and decides inside it: the instance that waited
 * finds the users the first one committed and leaves the database alone (answers undefined).
 */
async function seedUnderLock(
  services: { passwordHasher: PasswordHasher },
  db: Database,
  options: { onlyIntoEmpty: boolean },
): Promise<SeedReport | undefined> {
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    hashes.set(account.email, await services.passwordHasher.hash(account.password));
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK_KEY]);
    if (options.onlyIntoEmpty && !(await isNewDatabase(tx))) return undefined;
    const existing = await tx.query<{ symbol: string }>('SELECT symbol FROM coins');
    const have = new Set(existing.rows.map((r) => r.symbol));
    let coins = 0;
    for (const coin of DEMO_COINS) {
      if (have.has(coin.symbol)) continue;
      await insertCoin(tx, { ...coin, iconUrl: coinIconUrl(coin.symbol) });
      coins += 1;
    }
    // Every coin's default pairs (a no-op for those it has), before the market is seeded on them.
    await ensureDefaultPairs(tx);
    // Accounts and their opening deposits are dated before the market's three days of history,
    // so a trader's statement reads in order: joined, funded, then traded.
    const openedAt = new Date(Date.now() - DEMO_OPENED_HOURS_AGO * 3_600_000);
    let accounts = 0;
    const created: { id: string; email: string }[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (await findUserByEmail(tx, account.email)) continue;
      const user = await insertUser(tx, {
        username: account.username,
        email: account.email,
        passwordHash: hashes.get(account.email) ?? '',
        role: account.role,
        emailVerified: true,
        createdAt: openedAt,
      });
      created.push({ id: user.id, email: account.email });
      if (account.kycTier > 0) await seedTier(tx, user.id, account.kycTier, new Date());
      accounts += 1;
    }
    const admin = await findUserByEmail(tx, DEMO_ACCOUNTS[0].email);
    let deposits = 0;
    for (const user of created) {
      deposits += await seedOpeningDeposits(tx, user, admin?.id ?? null, openedAt);
    }
    if (created.length > 0) await setDemoPairLimits(tx);
    // A living market for a newcomer: resting orders and a history of trades (issue 4).
    const trades = created.length > 0 ? await seedDemoMarket(tx, new Date()) : 0;
    return { coins, accounts, deposits, trades };
  });
}

/**
 * Each opening balance comes in the honest way: coins as approved crypto deposits credited from
 * custody, KES as completed (simulated) M-Pesa deposits credited from M-Pesa clearing.
 */
async function seedOpeningDeposits(
  tx: Tx,
  user: { id: string; email: string },
  approvedBy: string | null,
  openedAt: Date,
) {
  // A minute after the account was opened, which is before the market's history (demo-market.ts),
  // so a statement never shows a trader spending what has not come in yet.
  const at = new Date(openedAt.getTime() + 60_000);
  const plan = DEMO_DEPOSITS[user.email] ?? [];
  for (const { currency, amount } of plan) {
    const parsed = parseAmount(amount, scaleOf(currency));
    if (!parsed.ok) throw new Error(`demo amount ${amount} ${currency} does not parse`);
    if (currency === FIAT_CURRENCY) {
      await seedMpesaDeposits(tx, user.id, parsed.minor, at);
      continue;
    }
    const row = await insertHistoryEntry(tx, {
      userId: user.id,
      type: 'deposit',
      method: 'crypto',
      currency,
      amountMinor: parsed.minor,
      status: 'approved',
      description: 'Demo deposit (seeded)',
      at,
    });
    await markHistoryEntryDecided(tx, row.id, { decidedBy: approvedBy, at });
    // An admin's approval is an admin action, seeded or not: the audit log shows it.
    if (approvedBy) {
      await recordAudit(tx, {
        actorUserId: approvedBy,
        action: 'transaction.approve',
        targetType: 'transaction',
        targetId: row.id,
        before: { status: 'pending' },
        after: { status: 'approved', note: 'demo seed' },
        at,
      });
    }
    await creditUserFromSystem(tx, {
      userId: user.id,
      currency,
      amountMinor: parsed.minor,
      from: 'custody',
      code: 'deposit',
      refs: { transactionId: row.id },
      at,
    });
  }
  return plan.length;
}

/** At start: seed only a brand-new database, then print the demo credentials. */
export async function seedDemoDataIfEmpty(
  services: { passwordHasher: PasswordHasher },
  db: Database,
  log: FastifyBaseLogger,
) {
  // The check outside the lock spares every later start the password hashing; the one inside
  // seedUnderLock is the one that counts when instances start together.
  if (await isNewDatabase(db)) {
    const created = await seedUnderLock(services, db, { onlyIntoEmpty: true });
    if (created) log.info(created, 'demo data seeded');
  }
  const demo = await findUserByEmail(db, DEMO_ACCOUNTS[0].email);
  if (!demo) return;
  printDemoAccounts();
}

/**
 * A database nobody has used yet: no coins and no traders. Admins do not count, since the
 * bootstrap admin (ADMIN_EMAIL) is created at start before this check; counting them made a
 * brand-new database started with ADMIN_EMAIL look used, and it got no demo data.
 */
export async function isNewDatabase(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM coins)
        AND NOT EXISTS (SELECT 1 FROM users WHERE role <> 'admin') AS fresh`,
  );
  return rows[0]?.fresh ?? false;
}

/** A banner for the person who just ran `npm start`, so it goes to stdout rather than the log. */
export function printDemoAccounts() {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.role.padEnd(6)} ${a.email.padEnd(20)} ${a.password}`,
  );
  console.log(
    `\nDemo accounts (as seeded; a password changed since is not shown):\n${lines.join('\n')}\n`,
  );
}
