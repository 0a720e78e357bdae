import { formatMinor, parseAmount, type OrderBook, type PairView } from '@soko/shared';
import { errorCode, HttpSession } from './lib/http-session.js';
import { Latencies, Tally, sleep } from './lib/stats.js';

/** A demo trader of apps/server/src/seed/demo-data.ts (public demo password, printed at start). */
export const BENCH_TRADER = { email: 'brian@soko.local', password: 'SokoTrader#2026' };
/** Placements in flight at once: a slow server shows as latency, not as a slower order rate. */
const MAX_IN_FLIGHT = 16;
const PRICE_STEPS = 10;

/**
 * The load of the realtime bench: one signed-in demo trader places small buy orders on the pair
 * at a steady rate, each priced under every resting bid so nothing fills (one `book` event per
 * order, no trades). Orders are placed on schedule whether or not the last one has answered.
 * The trader may have 200 open orders: past `maxOpen` bench orders, the oldest is cancelled as
 * each new one rests (another `book` event); the rest are cancelled at the end.
 */
export class OrderFeed {
  readonly placements = new Latencies();
  readonly refusals = new Tally();
  placed = 0;
  cancelled = 0;
  /** Cancelled while placing (to stay under the cap), apart from the clean-up at the end. */
  cancelledWhilePlacing = 0;
  private readonly open: string[] = [];

  private constructor(
    private readonly session: HttpSession,
    private readonly pair: { base: string; quote: string },
    private readonly amount: string,
    private readonly topCents: bigint,
  ) {}

  /** Signs the trader in and picks an amount (the pair's minimum) and prices (under the bids). */
  static async open(baseUrl: string, pair: { base: string; quote: string }): Promise<OrderFeed> {
    const session = new HttpSession(baseUrl);
    await session.login(BENCH_TRADER.email, BENCH_TRADER.password);
    const pairs = (await session.get('/api/pairs')).body as PairView[];
    const found = pairs.find((p) => p.base === pair.base && p.quote === pair.quote && p.active);
    if (!found) throw new Error(`no active pair ${pair.base}-${pair.quote} in the demo data`);
    const book = await session.get(`/api/orderbook?base=${pair.base}&quote=${pair.quote}`);
    const { bids, asks } = book.body as OrderBook;
    // Prices move in 0.01 steps: work in hundredths of the quote. Half the lowest resting price
    // seen keeps every bench bid under the book, so none can cross an ask.
    const reference = bids.at(-1)?.price ?? asks[0]?.price ?? '2.00';
    const parsed = parseAmount(reference, 2);
    const hundredths = parsed.ok ? parsed.minor : 200n;
    const top = hundredths / 2n > BigInt(PRICE_STEPS) ? hundredths / 2n : BigInt(PRICE_STEPS + 1);
    return new OrderFeed(session, pair, found.minOrderSize, top);
  }

  private price(index: number): string {
    return formatMinor(this.topCents - BigInt(index % PRICE_STEPS), 2);
  }

  get openOrders() {
    return this.open.length;
  }

  private async placeOne(index: number, measured: boolean): Promise<void> {
    const started = performance.now();
    const answer = await this.session.post('/api/orders', {
      side: 'buy',
      ...this.pair,
      amount: this.amount,
      price: this.price(index),
    });
    if (answer.status !== 201) {
      this.refusals.add(`place ${errorCode(answer)}`);
      return;
    }
    if (measured) this.placements.record(performance.now() - started);
    this.placed += 1;
    this.open.push((answer.body as { order: { id: string } }).order.id);
  }

  private async cancelOne(orderId: string): Promise<void> {
    const answer = await this.session.post(`/api/orders/${orderId}/cancel`, {});
    if (answer.status === 200) this.cancelled += 1;
    else this.refusals.add(`cancel ${errorCode(answer)}`);
  }

  /** One order placed and cancelled: the server's code paths are warm before anything is measured. */
  async warmUp(): Promise<void> {
    for (let i = 0; i < 3; i += 1) await this.placeOne(i, false);
    while (this.open.length > 0) await this.cancelOne(this.open.shift() ?? '');
    this.placed = 0;
    this.cancelled = 0;
  }

  /** Places `ratePerSecond` orders a second for `seconds`, on a fixed schedule. */
  async run(seconds: number, ratePerSecond: number, maxOpen: number): Promise<number> {
    const intervalMs = 1000 / ratePerSecond;
    const total = Math.max(1, Math.round(seconds * ratePerSecond));
    const start = performance.now();
    const inFlight = new Set<Promise<void>>();
    for (let index = 0; index < total; index += 1) {
      const waitMs = start + index * intervalMs - performance.now();
      if (waitMs > 0) await sleep(waitMs);
      if (inFlight.size >= MAX_IN_FLIGHT) {
        this.refusals.add('skipped: server too slow');
        continue;
      }
      const work = this.placeOne(index, true).then(async () => {
        if (this.open.length > maxOpen) await this.cancelOne(this.open.shift() ?? '');
      });
      const tracked = work.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    }
    await Promise.all(inFlight);
    this.cancelledWhilePlacing = this.cancelled;
    return (performance.now() - start) / 1000;
  }

  /** Cancels what the bench left on the book, so the demo trader ends where it started. */
  async cancelAll(): Promise<void> {
    while (this.open.length > 0) await this.cancelOne(this.open.shift() ?? '');
  }
}
