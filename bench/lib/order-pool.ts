import type { BenchPair } from './seed-traders.js';
import { errorCode, type HttpSession } from './http-session.js';
import { Latencies, Tally } from './stats.js';

/** What a maker rests and a taker takes: an order fills after ORDER_TAKES takes. */
export const TAKE_AMOUNT = '0.001';
export const ORDER_TAKES = 20;
export const ORDER_AMOUNT = (0.001 * ORDER_TAKES).toFixed(3);
/**
 * A realistic coin price: at 100 KES a 0.001 take moved 10 cents, whose 0.2 % fee rounds to
 * nothing, so no fee transfer was ever written; at 100,000 KES each fill pays both fees.
 */
export const ORDER_PRICE = '100000';
/** Resting sell orders kept on each pair, and the makers who rest them (in turn). */
export const ORDERS_PER_PAIR = 6;
export const MAKERS_PER_PAIR = 3;

interface Slot {
  pairIndex: number;
  orderId: string;
}

/**
 * The resting sell orders the takers aim at, per pair, kept at ORDERS_PER_PAIR: when one
 * fills (or is found gone), it leaves the pool and the pair's maker rests a new one through
 * POST /api/orders. Placements are timed apart from takes.
 */
export class OrderPool {
  private readonly open: string[][];
  private placed = 0;
  private readonly refills: Promise<void>[] = [];
  /** Refills only: the initial fill (all at once) is not what a refill costs. */
  readonly placements = new Latencies();
  readonly placementErrors = new Tally();
  private measuring = false;

  constructor(
    private readonly pairs: BenchPair[],
    private readonly makers: HttpSession[],
  ) {
    this.open = pairs.map(() => []);
  }

  async fill(): Promise<void> {
    const work: Promise<void>[] = [];
    for (let pairIndex = 0; pairIndex < this.pairs.length; pairIndex += 1) {
      for (let i = 0; i < ORDERS_PER_PAIR; i += 1) work.push(this.place(pairIndex));
    }
    await Promise.all(work);
  }

  startMeasuring(): void {
    this.measuring = true;
  }

  /** A random resting order of a random pair, or undefined while that pair is refilling. */
  pick(): Slot | undefined {
    const pairIndex = Math.floor(Math.random() * this.pairs.length);
    const orders = this.open[pairIndex] ?? [];
    const orderId = orders[Math.floor(Math.random() * orders.length)];
    return orderId ? { pairIndex, orderId } : undefined;
  }

  /** The order left the book: drop it (once) and rest a new one in its place. */
  gone(slot: Slot): void {
    const orders = this.open[slot.pairIndex];
    const index = orders?.indexOf(slot.orderId) ?? -1;
    if (!orders || index < 0) return;
    orders.splice(index, 1);
    this.refills.push(this.place(slot.pairIndex));
  }

  async settle(): Promise<void> {
    await Promise.all(this.refills);
  }

  private async place(pairIndex: number): Promise<void> {
    const pair = this.pairs[pairIndex];
    // The pair's makers take turns, so takes on one pair do not all queue on one maker's
    // accounts (makers[pairIndex], makers[pairIndex + pairs], …).
    this.placed += 1;
    const turn = this.placed % MAKERS_PER_PAIR;
    const maker = this.makers[(pairIndex + turn * this.pairs.length) % this.makers.length];
    if (!pair || !maker) throw new Error('no pair or maker');
    const started = performance.now();
    const answer = await maker.post('/api/orders', {
      side: 'sell',
      base: pair.base,
      quote: pair.quote,
      amount: ORDER_AMOUNT,
      price: ORDER_PRICE,
    });
    if (this.measuring) this.placements.record(performance.now() - started);
    if (answer.status !== 201) {
      this.placementErrors.add(errorCode(answer));
      return;
    }
    const id = (answer.body as { order: { id: string } }).order.id;
    this.open[pairIndex]?.push(id);
  }
}

export interface TakerResults {
  latencies: Latencies;
  outcomes: Tally;
  trades: number;
}

/**
 * One taker: take TAKE_AMOUNT of a random resting order, again and again, until `stopAt`
 * (performance.now() milliseconds). Only answers after `measureFrom` are recorded (warm-up).
 */
export async function runTaker(
  session: HttpSession,
  pool: OrderPool,
  window: { measureFrom: number; stopAt: number },
  results: TakerResults,
): Promise<void> {
  while (performance.now() < window.stopAt) {
    const slot = pool.pick();
    if (!slot) {
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    const started = performance.now();
    const answer = await session.post(`/api/orders/${slot.orderId}/execute`, {
      amount: TAKE_AMOUNT,
    });
    const measured = started >= window.measureFrom;
    if (measured) results.latencies.record(performance.now() - started);
    if (answer.status === 200) {
      if (measured) results.trades += 1;
      if (measured) results.outcomes.add('200 trade');
      const status = (answer.body as { order: { status: string } }).order.status;
      if (status === 'filled') pool.gone(slot);
      continue;
    }
    const code = errorCode(answer);
    if (measured) results.outcomes.add(`${answer.status} ${code}`);
    // Filled by another taker meanwhile (or too little left): it is off the book.
    if (code === 'ORDER_NOT_FOUND' || code === 'INVALID_AMOUNT') pool.gone(slot);
  }
}
