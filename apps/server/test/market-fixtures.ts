import type { TradeView } from '@soko/shared';
import type { App } from '../src/app.js';
import type { manualClock } from '../src/lib/clock.js';
import { TestClient } from './build-test-app.js';
import { logIn } from './auth-helpers.js';
import { createUser } from './factories.js';
import { ensurePair, placeOrder, takeOrder, type OrderInput } from './trading.js';
import { fundDirectly } from './wallet-funding.js';

/**
 * Market-data fixtures: real orders and trades made through the order endpoints (so every hold,
 * fill and invariant is as in production), at moments the test chooses on the manual clock.
 * Traders sign in with remember-me, so a test may move the clock across days.
 */
export interface MarketTrader {
  client: TestClient;
  id: string;
  username: string;
}

export function marketFixtures(app: App, clock: ReturnType<typeof manualClock>) {
  let pairCount = 0;

  return {
    /** A new trading pair on a fresh coin (named with `prefix`), open for any size. */
    async freshPair(prefix: string, quote: 'KES' | 'USDT' = 'KES') {
      pairCount += 1;
      const base = `${prefix}${pairCount.toString(36).toUpperCase()}`.slice(0, 5);
      await ensurePair(app, base, quote);
      return { base, quote };
    },

    /** A signed-in trader holding `funds` (currency → decimal amount). */
    async trader(funds: Record<string, string> = {}): Promise<MarketTrader> {
      const account = await createUser(app);
      const client = new TestClient(app);
      await logIn(client, { email: account.email, password: account.password, remember: true });
      for (const [currency, amount] of Object.entries(funds)) {
        await fundDirectly(app, account.id, currency, amount);
      }
      return { client, id: account.id, username: account.username };
    },

    /** A resting order, placed at `at` (the clock stays there). */
    async order(trader: MarketTrader, input: OrderInput, at?: Date) {
      if (at) clock.set(at);
      return (await placeOrder(trader.client, input)).order;
    },

    /**
     * One trade at `at`: the seller rests a sell order of `amount` at `price`, the buyer takes
     * all of it. The pair must have no buy order at or above `price`, or the sell would match
     * it instead of resting.
     */
    async trade(input: {
      seller: MarketTrader;
      buyer: MarketTrader;
      pair: { base: string; quote: string };
      price: string;
      amount: string;
      at: Date;
    }): Promise<TradeView> {
      clock.set(input.at);
      const { order } = await placeOrder(input.seller.client, {
        side: 'sell',
        base: input.pair.base,
        quote: input.pair.quote,
        amount: input.amount,
        price: input.price,
      });
      return (await takeOrder(input.buyer.client, order.id, input.amount)).trade;
    },
  };
}

/** `ms` milliseconds after `date`. */
export function after(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
