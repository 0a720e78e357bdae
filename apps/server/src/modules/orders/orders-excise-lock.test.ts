/**
 * A new excise rate waits for the fees in flight (migration 0022). take_context reads the rate
 * under a ROW SHARE table lock instead of a row lock; an admin adding a rate takes the table
 * EXCLUSIVE first (settings), so while a take that has read the rate is still open, the admin
 * cannot start, and once it commits the admin goes ahead. PostgreSQL only: the two
 * transactions must run side by side, which PGlite's single connection cannot.
 */
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { ensurePair, fundedTrader, placeOrder, setPairFees } from '../../../test/trading.js';

const { app, db } = await buildTestApp();

describe.skipIf(db.kind !== 'postgres')('the excise rate a take reads', () => {
  test('holds off an admin changing the rate until the take commits', async () => {
    const admin = await loginAs(app, 'admin');
    const pairId = await ensurePair(app, 'XLK', 'KES');
    await setPairFees(admin.client, pairId, { makerFeeBps: 10, takerFeeBps: 20 });
    const maker = await fundedTrader(app, { XLK: '1' });
    const taker = await fundedTrader(app, { KES: '1000' });
    const placed = await placeOrder(maker.client, {
      side: 'sell',
      base: 'XLK',
      quote: 'KES',
      amount: '1',
      price: '100',
    });

    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let read: (rate: number) => void = () => undefined;
    const rateRead = new Promise<number>((resolve) => (read = resolve));
    const take = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ context: { excise_rate_bps: number } }>(
        `SELECT take_context($1, $2, $3, NULL) AS context`,
        [taker.id, placed.order.id, new Date()],
      );
      read(rows[0]?.context.excise_rate_bps ?? -1);
      await held;
    });
    expect(await rateRead).toBe(1000);

    const adminLock = () =>
      db.transaction(async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = '300ms'`);
        await tx.query(`LOCK TABLE excise_rates IN EXCLUSIVE MODE`);
        return 'locked';
      });
    try {
      // While the take is open, the admin's lock cannot be had.
      await expect(adminLock()).rejects.toMatchObject({ code: '55P03' });
    } finally {
      // Even when that fails, the take ends, so a failure shows as one and not as a hang.
      release();
      await take;
    }
    expect(await adminLock()).toBe('locked');
  });
});
