/**
 * The start-up seed (main.ts): a brand-new database gets the demo data even when ADMIN_EMAIL
 * made its bootstrap admin first; the demo pairs have limits a trader can meet; and the demo
 * history reads in order (account opened, then funded, then traded).
 */
import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ensureBootstrapAdmin } from '../modules/users/index.js';
import { isNewDatabase, seedDemoDataIfEmpty } from './demo-seed.js';

const { app, db, config } = await buildTestApp();
const log = app.log;

test('a new database started with ADMIN_EMAIL still gets the demo data, once', async () => {
  const bootstrap = {
    ...config,
    adminEmail: 'owner@example.com',
    adminPassword: 'owner password 1',
    adminUsername: 'owner',
  };
  await ensureBootstrapAdmin(app.services, bootstrap, log);
  // The bootstrap admin alone does not make the database "used".
  expect(await isNewDatabase(db)).toBe(true);
  await seedDemoDataIfEmpty(app.services, db, log);
  const coins = await db.query<{ symbol: string }>('SELECT symbol FROM coins ORDER BY symbol');
  expect(coins.rows.map((r) => r.symbol)).toEqual(['BTC', 'DOGE', 'ETH', 'HRC', 'SOL', 'USDT']);
  expect(await isNewDatabase(db)).toBe(false);
  const before = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM trades');
  await seedDemoDataIfEmpty(app.services, db, log);
  const after = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM trades');
  expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
});

test('the demo pairs have limits that fit their coin: BTC trades from 0.0001', async () => {
  const { rows } = await db.query<{ pair: string; min: bigint; max: bigint }>(
    `SELECT base || '/' || quote AS pair, min_order_size_minor AS min, max_order_size_minor AS max
       FROM trading_pairs WHERE base IN ('BTC', 'ETH') ORDER BY pair`,
  );
  expect(rows.map((r) => [r.pair, r.min, r.max])).toEqual([
    ['BTC/KES', 10_000n, 1_000_000_000n],
    ['BTC/USDT', 10_000n, 1_000_000_000n],
    ['ETH/KES', 100_000n, 20_000_000_000n],
    ['ETH/USDT', 100_000n, 20_000_000_000n],
  ]);
});

test('each trader joined, then was funded, then traded', async () => {
  const { rows } = await db.query<{
    username: string;
    joined: Date;
    first_deposit: Date;
    last_deposit: Date;
    first_trade: Date;
  }>(
    `SELECT u.username, u.created_at AS joined,
            min(t.created_at) FILTER (WHERE t.type = 'deposit') AS first_deposit,
            max(t.created_at) FILTER (WHERE t.type = 'deposit') AS last_deposit,
            min(t.created_at) FILTER (WHERE t.type IN ('purchase', 'sale')) AS first_trade
       FROM users u JOIN transactions t ON t.user_id = u.id
      WHERE u.username IN ('amina', 'brian')
      GROUP BY u.username, u.created_at ORDER BY u.username`,
  );
  expect(rows.map((r) => r.username)).toEqual(['amina', 'brian']);
  for (const row of rows) {
    expect(row.joined < row.first_deposit, row.username).toBe(true);
    expect(row.last_deposit < row.first_trade, row.username).toBe(true);
  }
});
