/**
 * The demo market on a fresh database: the whole demo seed (coins, accounts, balances, default
 * pairs, then seedDemoMarket) makes trades spread over the last three days, leaves a book with
 * both sides on every seeded pair and never crossed, keeps most of the traders' balances free,
 * and passes every ledger and trading invariant (checked here and after the test).
 */
import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { checkLedgerSnapshot, formatLedgerReport } from '../modules/ledger/ledger-invariants.js';
import { seedDemoData } from './demo-seed.js';

const { app, db } = await buildTestApp();

test('a fresh seed makes a living, consistent market', async () => {
  const seeded = await seedDemoData(app.services, db);
  expect(seeded.trades).toBeGreaterThanOrEqual(30);
  const report = await checkLedgerSnapshot(db);
  expect(report.ok, formatLedgerReport(report)).toBe(true);

  const { rows: books } = await db.query<{
    pair: string;
    bids: bigint;
    asks: bigint;
    best_bid: bigint | null;
    best_ask: bigint | null;
  }>(
    `SELECT p.base || '/' || p.quote AS pair,
            count(*) FILTER (WHERE o.side = 'buy') AS bids,
            count(*) FILTER (WHERE o.side = 'sell') AS asks,
            max(o.price_minor) FILTER (WHERE o.side = 'buy') AS best_bid,
            min(o.price_minor) FILTER (WHERE o.side = 'sell') AS best_ask
     FROM orders o JOIN trading_pairs p ON p.id = o.pair_id
     WHERE o.status IN ('open', 'partially_filled')
     GROUP BY p.base, p.quote ORDER BY 1`,
  );
  expect(books.map((b) => b.pair)).toEqual(['DOGE/KES', 'HRC/KES', 'SOL/USDT', 'USDT/KES']);
  for (const book of books) {
    expect(book.bids, book.pair).toBe(3n);
    expect(book.asks, book.pair).toBe(3n);
    expect((book.best_bid ?? 0n) < (book.best_ask ?? 0n), book.pair).toBe(true);
  }

  // Brian owns the best HRC/KES ask, so amina has another trader's offer to take.
  const { rows: bestAsk } = await db.query<{ username: string; price_minor: bigint }>(
    `SELECT u.username, o.price_minor FROM orders o
       JOIN trading_pairs p ON p.id = o.pair_id JOIN users u ON u.id = o.user_id
      WHERE p.base = 'HRC' AND p.quote = 'KES' AND o.side = 'sell'
        AND o.status IN ('open', 'partially_filled')
      ORDER BY o.price_minor, o.created_at LIMIT 2`,
  );
  expect(bestAsk.map((ask) => ask.username)).toEqual(['brian', 'amina']);
  expect(bestAsk[0]?.price_minor ?? 0n).toBeLessThan(bestAsk[1]?.price_minor ?? 0n);

  // Trades spread over about three days, with some in the last 24 hours for each pair.
  const { rows: spread } = await db.query<{ pair: string; recent: bigint; oldest_hours: number }>(
    `SELECT p.base || '/' || p.quote AS pair,
            count(*) FILTER (WHERE t.created_at > now() - interval '24 hours') AS recent,
            (extract(epoch FROM now() - min(t.created_at)) / 3600)::int AS oldest_hours
     FROM trades t JOIN trading_pairs p ON p.id = t.pair_id GROUP BY p.base, p.quote`,
  );
  for (const row of spread) {
    expect(row.recent, row.pair).toBeGreaterThanOrEqual(1n);
    expect(row.oldest_hours, row.pair).toBeGreaterThanOrEqual(60);
  }

  // Most of each opening balance is still free for the browser journeys.
  const { rows: balances } = await db.query<{ username: string; currency: string; free: string }>(
    `SELECT u.username, a.currency,
            round(100 * sum(a.balance_minor) FILTER (WHERE a.kind = 'available')
                  / sum(a.balance_minor))::text AS free
     FROM ledger_accounts a JOIN users u ON u.id = a.owner_user_id
     GROUP BY u.username, a.currency HAVING sum(a.balance_minor) > 0`,
  );
  for (const row of balances) {
    expect(Number(row.free), `${row.username} ${row.currency}`).toBeGreaterThanOrEqual(50);
  }

  // Fees are on (decisions.md 24): the history leaves revenue and excise in KES for the report.
  const { rows: revenue } = await db.query<{ kind: string; balance: bigint }>(
    `SELECT kind, SUM(balance_minor)::bigint AS balance FROM ledger_accounts
      WHERE owner_user_id IS NULL AND currency = 'KES' AND kind IN ('fee_revenue', 'excise_payable')
      GROUP BY kind ORDER BY kind`,
  );
  expect(revenue.map((r) => r.kind)).toEqual(['excise_payable', 'fee_revenue']);
  for (const row of revenue) expect(row.balance, row.kind).toBeGreaterThan(0n);

  // Seeding again changes nothing (the traders exist, so the market is not seeded twice).
  expect(await seedDemoData(app.services, db)).toMatchObject({ trades: 0 });
});
