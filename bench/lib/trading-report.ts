import { cpus, loadavg } from 'node:os';
import {
  formatLedgerReport,
  type checkLedgerSnapshot,
} from '../../apps/server/src/modules/ledger/ledger-invariants.js';
import type { MixedResults } from './mixed-trader.js';
import { MAKERS_PER_PAIR, ORDERS_PER_PAIR, TAKE_AMOUNT, type OrderPool } from './order-pool.js';
import type { PgbenchResult } from './pgbench.js';
import { fixed, type Latencies, type Tally } from './stats.js';

type Waits = { tally: Tally; statements: Tally; samples: number } | undefined;
type Cpu = { server: number; bench: number; machine: number; postgres: number };

export interface Figures {
  settings: string;
  seconds: number;
  warmupSeconds: number;
  takers: number;
  pairs: number;
  takes: {
    results: { latencies: Latencies; outcomes: Tally; trades: number; measuredSeconds: number };
    cpu: Cpu;
    commits?: number;
    waits: Waits;
    pool: OrderPool;
  };
  mixed?: {
    results: MixedResults & { measuredSeconds: number; refills: number };
    cpu: Cpu;
    waits: Waits;
  };
  tradesInDb: number;
  /** The invariant check's report, or why it could not run (the figures still print). */
  ledger: Awaited<ReturnType<typeof checkLedgerSnapshot>> | { error: string };
  pgbench?: PgbenchResult;
}

const percentiles = (l: Latencies) =>
  `p50 ${fixed(l.percentile(50))} ms, p99 ${fixed(l.percentile(99))} ms over ${l.count}`;

function cpuLine(cpu: Cpu, seconds: number) {
  return (
    `server ${fixed((cpu.server / seconds) * 100, 0)} % of a core, ` +
    `bench clients ${fixed((cpu.bench / seconds) * 100, 0)} % (machine: ${cpus().length} cores, ` +
    `load average ${loadavg()
      .map((l) => fixed(l))
      .join(' ')})`
  );
}

/**
 * CPU-milliseconds per trade: the whole machine's, and of it PostgreSQL's, the server's and the
 * bench clients', beside pgbench's per transaction. When every core is busy, these decide the
 * ratio: trades/s per pgbench tps is about pgbench's CPU per transaction over a trade's.
 */
function cpuPerTradeLine(
  cpu: Cpu,
  seconds: number,
  tradesPerSecond: number,
  pgbench?: PgbenchResult,
) {
  const perTrade = (cpuSeconds: number) =>
    fixed((cpuSeconds / seconds / tradesPerSecond) * 1000, 2);
  // On PGlite the database runs inside the server process: its CPU is the server's.
  const postgres = pgbench ? `postgres ${perTrade(cpu.postgres)}, ` : '';
  const ours =
    `machine ${perTrade(cpu.machine)} ms (${postgres}server ${perTrade(cpu.server)}, ` +
    `bench clients ${perTrade(cpu.bench)})`;
  if (!pgbench || !(pgbench.transactions > 0)) return ours;
  const perTransaction = (cpuSeconds: number) =>
    fixed((cpuSeconds / pgbench.transactions) * 1000, 2);
  return (
    `${ours}; pgbench per transaction: machine ${perTransaction(pgbench.cpu.machine)} ms ` +
    `(postgres ${perTransaction(pgbench.cpu.postgres)})`
  );
}

function waitsLine(waits: Waits) {
  return waits ? `${waits.tally.describe(10)} (${waits.samples} samples)` : 'not sampled (PGlite)';
}

/** Where the row-lock and server waits stood: the statement, most often first. */
function waitsAtLine(waits: Waits) {
  return waits ? waits.statements.describe(6) : 'not sampled (PGlite)';
}

function mixedLines(mixed: NonNullable<Figures['mixed']>, seconds: number) {
  const { results } = mixed;
  const perSecond = (n: number) => fixed(n / results.measuredSeconds);
  return [
    `Mixed: takes 1/2, crossing buys 1/4, resting buys cancelled 1/4 (${seconds} s)`,
    `  mixed orders/s:  ${perSecond(results.orders + results.refills)} (${results.orders} ` +
      `placed by traders, ${results.refills} refills by makers)`,
    `  mixed trades/s:  ${perSecond(results.trades)} (${results.trades} trades in ` +
      `${fixed(results.measuredSeconds)} s)`,
    `  latency:         take ${percentiles(results.takes)}; place ${percentiles(results.places)}; ` +
      `cancel ${percentiles(results.cancels)}`,
    `  refused:         ${results.outcomes.describe()}`,
    `  backends busy:   ${waitsLine(mixed.waits)}`,
    `  waits at:        ${waitsAtLine(mixed.waits)}`,
    `  CPU:             ${cpuLine(mixed.cpu, seconds)}`,
  ];
}

/**
 * Trading transactions committed in the phase (the `market` channel's bumps, warm-up included)
 * and the requests each served on average: how much the group commit grouped.
 */
function commitsLine(
  commits: number | undefined,
  requests: number,
  seconds: number,
  measured: { measuredSeconds: number },
) {
  if (commits === undefined) return '  commits:         not counted (PGlite)';
  // The warm-up's commits are counted, its requests are not: scale to the measured time.
  const inMeasured = (commits * measured.measuredSeconds) / seconds;
  const perCommit = commits > 0 ? fixed(requests / inMeasured, 2) : 'n/a';
  return (
    `  commits:         ${commits} trading transactions (${fixed(commits / seconds)}/s), ` +
    `about ${perCommit} requests each`
  );
}

/** Prints the report; answers whether the ledger invariants hold. */
export function report(figures: Figures) {
  const { takes, pgbench, ledger, seconds } = figures;
  const { results, pool } = takes;
  const tradesPerSecond = results.trades / results.measuredSeconds;
  const p99 = results.latencies.percentile(99);
  const ratio = pgbench ? tradesPerSecond / pgbench.tps : Number.NaN;
  const lines = [
    '',
    `Soko trading benchmark on ${figures.pgbench ? 'PostgreSQL' : 'PGlite'} (${figures.settings})`,
    `  ${figures.pairs} KES pairs, ${ORDERS_PER_PAIR} resting sell orders each from ` +
      `${MAKERS_PER_PAIR} makers; ${figures.takers} takers taking ${TAKE_AMOUNT} at a time for ` +
      `${seconds} s (first ${fixed(figures.warmupSeconds)} s not counted)`,
    `  trades/s:        ${fixed(tradesPerSecond)} (${results.trades} trades in ` +
      `${fixed(results.measuredSeconds)} s; ${figures.tradesInDb} trades in the database in all)`,
    `  take latency:    p50 ${fixed(results.latencies.percentile(50))} ms, p99 ${fixed(p99)} ms, ` +
      `mean ${fixed(results.latencies.mean())} ms over ${results.latencies.count} requests`,
    `  answers:         ${results.outcomes.describe()}`,
    `  refill orders:   ${pool.placements.count} placed, p50 ${fixed(pool.placements.percentile(50))} ms, ` +
      `p99 ${fixed(pool.placements.percentile(99))} ms; refused: ${pool.placementErrors.describe()}`,
    commitsLine(takes.commits, results.latencies.count + pool.placements.count, seconds, results),
    `  backends busy:   ${waitsLine(takes.waits)}`,
    `  waits at:        ${waitsAtLine(takes.waits)}`,
    `  CPU while taking: ${cpuLine(takes.cpu, seconds)}`,
    `  CPU per trade:   ${cpuPerTradeLine(takes.cpu, seconds, tradesPerSecond, pgbench)}`,
    ...(pgbench
      ? [
          `  pgbench TPC-B:   ${fixed(pgbench.tps)} tps (scale 1, -c 32 -j 4 -T ${seconds}; ` +
            `average latency ${fixed(pgbench.latencyAverageMs)} ms)`,
          `  ratio:           ${fixed(ratio, 2)} trades/s per pgbench tps (goal ≥ 0.5: ` +
            `${ratio >= 0.5 ? 'met' : 'not met'})`,
        ]
      : [
          `  ratio:           n/a on PGlite (goal there ≥ 500 trades/s: ` +
            `${tradesPerSecond >= 500 ? 'met' : 'not met'})`,
        ]),
    `  p99 goal < 50 ms: ${p99 < 50 ? 'met' : 'not met'}`,
    ...(figures.mixed ? mixedLines(figures.mixed, seconds) : []),
    `  ledger invariants: ${'error' in ledger ? `NOT CHECKED (${ledger.error})` : ledger.ok ? 'PASS' : 'FAIL'}`,
  ];
  console.log(lines.join('\n'));
  if ('error' in ledger) return false;
  if (!ledger.ok) console.log(formatLedgerReport(ledger));
  return ledger.ok;
}
