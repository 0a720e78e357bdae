import { errorCode, type ApiAnswer, type HttpSession } from './http-session.js';
import { ORDER_PRICE, TAKE_AMOUNT, type OrderPool } from './order-pool.js';
import type { BenchPair } from './seed-traders.js';
import { Latencies, Tally } from './stats.js';

/** A resting buy far below the makers' sells: placed, then cancelled (book churn, no fill). */
const RESTING_BUY_PRICE = '50000';

export interface MixedResults {
  takes: Latencies;
  places: Latencies;
  cancels: Latencies;
  outcomes: Tally;
  /** Trades made by takes and by crossing placements, counted from the answers. */
  trades: number;
  /** Orders placed (crossing and resting; the makers' refills are counted by the pool). */
  orders: number;
}

export function emptyMixedResults(): MixedResults {
  return {
    takes: new Latencies(),
    places: new Latencies(),
    cancels: new Latencies(),
    outcomes: new Tally(),
    trades: 0,
    orders: 0,
  };
}

interface Step {
  session: HttpSession;
  pool: OrderPool;
  pairs: BenchPair[];
  results: MixedResults;
  measured: boolean;
}

async function timed(step: Step, latencies: Latencies, call: () => Promise<ApiAnswer>) {
  const started = performance.now();
  const answer = await call();
  if (step.measured) latencies.record(performance.now() - started);
  return answer;
}

/** A take of a random resting sell, as the pure-take workload does. */
async function take(step: Step) {
  const slot = step.pool.pick();
  if (!slot) return;
  const answer = await timed(step, step.results.takes, () =>
    step.session.post(`/api/orders/${slot.orderId}/execute`, { amount: TAKE_AMOUNT }),
  );
  if (answer.status === 200) {
    if (step.measured) step.results.trades += 1;
    if ((answer.body as { order: { status: string } }).order.status === 'filled')
      step.pool.gone(slot);
  } else {
    const code = errorCode(answer);
    if (step.measured) step.results.outcomes.add(`take ${answer.status} ${code}`);
    if (code === 'ORDER_NOT_FOUND' || code === 'INVALID_AMOUNT') step.pool.gone(slot);
  }
}

/**
 * A buy order at `price` on a random pair; if any of it rests, it is cancelled at once. At the
 * makers' price it crosses their sells (a fill through the matcher); far below, it only rests.
 */
async function placeThenCancel(step: Step, price: string) {
  const pair = step.pairs[Math.floor(Math.random() * step.pairs.length)];
  if (!pair) return;
  const body = { side: 'buy', base: pair.base, quote: pair.quote, amount: TAKE_AMOUNT, price };
  const placed = await timed(step, step.results.places, () =>
    step.session.post('/api/orders', body),
  );
  if (placed.status !== 201) {
    if (step.measured) step.results.outcomes.add(`place ${placed.status} ${errorCode(placed)}`);
    return;
  }
  const { order, trades } = placed.body as {
    order: { id: string; status: string };
    trades: unknown[];
  };
  if (step.measured) {
    step.results.orders += 1;
    step.results.trades += trades.length;
  }
  if (order.status !== 'open' && order.status !== 'partially_filled') return;
  const cancelled = await timed(step, step.results.cancels, () =>
    step.session.post(`/api/orders/${order.id}/cancel`, {}),
  );
  if (cancelled.status !== 200 && step.measured) {
    step.results.outcomes.add(`cancel ${cancelled.status} ${errorCode(cancelled)}`);
  }
}

/**
 * One trader of the mixed workload, until `stopAt`: half its steps take a resting sell, a
 * quarter place a buy that crosses the makers' sells (matching and fills inside a placement),
 * a quarter place a resting buy and cancel it. Only steps started after `measureFrom` count.
 */
export async function runMixedTrader(
  session: HttpSession,
  pool: OrderPool,
  pairs: BenchPair[],
  window: { measureFrom: number; stopAt: number },
  results: MixedResults,
): Promise<void> {
  while (performance.now() < window.stopAt) {
    const step = {
      session,
      pool,
      pairs,
      results,
      measured: performance.now() >= window.measureFrom,
    };
    const dice = Math.random();
    if (dice < 0.5) await take(step);
    else if (dice < 0.75) await placeThenCancel(step, ORDER_PRICE);
    else await placeThenCancel(step, RESTING_BUY_PRICE);
    if (!pool.pick()) await new Promise((resolve) => setImmediate(resolve));
  }
}
