import { HttpSession } from './http-session.js';
import { emptyMixedResults, runMixedTrader, type MixedResults } from './mixed-trader.js';
import { runTaker, type OrderPool, type TakerResults } from './order-pool.js';
import { BENCH_PASSWORD, type BenchPair } from './seed-traders.js';
import { Latencies, Tally } from './stats.js';

/**
 * Signs the traders in one after another: every bench client comes from 127.0.0.1, and the
 * login throttle counts an attempt in flight as a failure of that IP until it succeeds.
 */
export async function signIn(baseUrl: string, emails: string[]): Promise<HttpSession[]> {
  const sessions: HttpSession[] = [];
  for (const email of emails) {
    const session = new HttpSession(baseUrl);
    await session.login(email, BENCH_PASSWORD);
    sessions.push(session);
  }
  return sessions;
}

export interface PhaseWindow {
  seconds: number;
  warmupSeconds: number;
}

function windowFrom(phase: PhaseWindow) {
  const start = performance.now();
  return {
    measureFrom: start + phase.warmupSeconds * 1000,
    stopAt: start + phase.seconds * 1000,
  };
}

/** Every taker takes TAKE_AMOUNT of a random resting sell, again and again. */
export async function driveTakers(takers: HttpSession[], pool: OrderPool, phase: PhaseWindow) {
  const results: TakerResults = { latencies: new Latencies(), outcomes: new Tally(), trades: 0 };
  const window = windowFrom(phase);
  await Promise.all(takers.map((taker) => runTaker(taker, pool, window, results)));
  const measuredSeconds = (performance.now() - window.measureFrom) / 1000;
  await pool.settle();
  return { ...results, measuredSeconds };
}

/** The same traders run the mixed workload (takes, crossing buys, resting buys cancelled). */
export async function driveMixed(
  traders: HttpSession[],
  pool: OrderPool,
  pairs: BenchPair[],
  phase: PhaseWindow,
): Promise<MixedResults & { measuredSeconds: number; refills: number }> {
  const results = emptyMixedResults();
  const refillsBefore = pool.placements.count;
  const window = windowFrom(phase);
  await Promise.all(traders.map((t) => runMixedTrader(t, pool, pairs, window, results)));
  const measuredSeconds = (performance.now() - window.measureFrom) / 1000;
  await pool.settle();
  return { ...results, measuredSeconds, refills: pool.placements.count - refillsBefore };
}
