import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';
import { insertCoin } from '../modules/coins/coins.repository.js';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.js';
import { coinIconUrl, DEMO_ACCOUNTS, DEMO_COINS } from './demo-data.js';

/**
 * Inserts the demo coins and accounts that are missing. Idempotent: run it twice and the second
 * run changes nothing. Later issues extend it (balances through approved deposits, orders).
 */
export async function seedDemoData(services: Pick<Services, 'passwordHasher'>, db: Database) {
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    hashes.set(account.email, await services.passwordHasher.hash(account.password));
  }
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ symbol: string }>('SELECT symbol FROM coins');
    const have = new Set(existing.rows.map((r) => r.symbol));
    let coins = 0;
    for (const coin of DEMO_COINS) {
      if (have.has(coin.symbol)) continue;
      await insertCoin(tx, { ...coin, iconUrl: coinIconUrl(coin.symbol) });
      coins += 1;
    }
    let accounts = 0;
    for (const account of DEMO_ACCOUNTS) {
      if (await findUserByEmail(tx, account.email)) continue;
      await insertUser(tx, {
        username: account.username,
        email: account.email,
        passwordHash: hashes.get(account.email) ?? '',
        role: account.role,
        emailVerified: true,
      });
      accounts += 1;
    }
    return { coins, accounts };
  });
}

/** At start: seed only a brand-new database, then print the demo credentials. */
export async function seedDemoDataIfEmpty(
  services: Services,
  db: Database,
  log: FastifyBaseLogger,
) {
  const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM users');
  if ((rows[0]?.n ?? 0n) === 0n) {
    const created = await seedDemoData(services, db);
    log.info(created, 'demo data seeded');
  }
  const demo = await findUserByEmail(db, DEMO_ACCOUNTS[0].email);
  if (!demo) return;
  printDemoAccounts();
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
