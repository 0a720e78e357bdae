/**
 * The trading benchmark (issue 4, "How it is checked"): `npm run bench:trading`. Not a test: it
 * prints figures. On the PostgreSQL server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/soko_bench) it creates its own database, seeds traders
 * through the ledger, starts the real server as a child process on a free port, and drives
 * POST /api/orders/:id/execute with 32 concurrent signed-in takers (session cookie and CSRF
 * token, as a browser) for BENCH_SECONDS (default 30), resting new sell orders as old ones
 * fill. BENCH_PAIRS (default 8) and BENCH_TAKERS (default 32, the figure; 1 shows a
 * take's uncontended cost) change the load; BENCH_SERVER_NODE_ARGS passes node
 * flags to the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). Then pgbench's builtin TPC-B-like script runs on a scratch database of the same server
 * for as long, and the report compares the two and runs the ledger invariant check.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../apps/server/src/db/postgres.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import {
  checkLedgerSnapshot,
  formatLedgerReport,
} from '../apps/server/src/modules/ledger/ledger-invariants.js';
import { dropDatabase, recreateDatabase, serverSettings } from './lib/bench-database.js';
import { HttpSession } from './lib/http-session.js';
import {
  MAKERS_PER_PAIR,
  ORDERS_PER_PAIR,
  OrderPool,
  TAKE_AMOUNT,
  runTaker,
  type TakerResults,
} from './lib/order-pool.js';
import { pgbenchTpcb } from './lib/pgbench.js';
import { BENCH_PASSWORD, seedPairs, seedTraders } from './lib/seed-traders.js';
import { startServer, type RunningServer } from './lib/server-process.js';
import { Latencies, Tally, fixed } from './lib/stats.js';
import { startWaitSampler } from './lib/wait-sampler.js';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/soko_bench';
const benchDb = new URL(serverUrl).pathname.replace(/^\//, '') || 'soko_bench';
const scratchDb = `${benchDb}_pgbench`;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const TAKERS = Number(process.env.BENCH_TAKERS ?? 32);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
const warmupSeconds = Math.min(3, seconds / 10);

/**
 * Signs the traders in one after another: every bench client comes from 127.0.0.1, and the
 * login throttle counts an attempt in flight as a failure of that IP until it succeeds.
 */
async function signIn(baseUrl: string, emails: string[]): Promise<HttpSession[]> {
  const sessions: HttpSession[] = [];
  for (const email of emails) {
    const session = new HttpSession(baseUrl);
    await session.login(email, BENCH_PASSWORD);
    sessions.push(session);
  }
  return sessions;
}

async function driveTakers(baseUrl: string, takerEmails: string[], pool: OrderPool) {
  const takers = await signIn(baseUrl, takerEmails);
  const results: TakerResults = { latencies: new Latencies(), outcomes: new Tally(), trades: 0 };
  const start = performance.now();
  const window = { measureFrom: start + warmupSeconds * 1000, stopAt: start + seconds * 1000 };
  await Promise.all(takers.map((taker) => runTaker(taker, pool, window, results)));
  const measuredSeconds = (performance.now() - window.measureFrom) / 1000;
  await pool.settle();
  return { ...results, measuredSeconds };
}

async function runTrading(url: string, dataDir: string) {
  const db = createPostgresDatabase(url, 4);
  let server: RunningServer | undefined;
  // BENCH_KEEP_DB=1 keeps the bench database afterwards, to EXPLAIN queries on real data.
  try {
    await runMigrations(db);
    const pairs = await seedPairs(db, PAIRS);
    const coins = Object.fromEntries(pairs.map((p) => [p.base, '1000000']));
    const makers = await seedTraders(db, {
      prefix: 'maker',
      count: PAIRS * MAKERS_PER_PAIR,
      funds: coins,
    });
    const takers = await seedTraders(db, {
      prefix: 'taker',
      count: TAKERS,
      funds: { KES: '100000000' },
    });
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean);
    server = await startServer({ root, databaseUrl: url, dataDir, nodeArgs });
    const pool = new OrderPool(
      pairs,
      await signIn(
        server.baseUrl,
        makers.map((m) => m.email),
      ),
    );
    await pool.fill();
    pool.startMeasuring();
    const sampler = await startWaitSampler(url, benchDb);
    const cpuBefore = { server: await server.cpuSeconds(), bench: process.cpuUsage() };
    const results = await driveTakers(
      server.baseUrl,
      takers.map((t) => t.email),
      pool,
    ).finally(() => sampler.stop());
    const waits = await sampler.stop();
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      server: (await server.cpuSeconds()) - cpuBefore.server,
      bench: (benchCpu.user + benchCpu.system) / 1e6,
    };
    const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM trades');
    const ledger = await checkLedgerSnapshot(db);
    return { results, pool, waits, cpu, tradesInDb: Number(rows[0]?.n ?? 0n), ledger };
  } finally {
    await server?.stop();
    await db.close();
  }
}

function report(
  trading: Awaited<ReturnType<typeof runTrading>>,
  pgbench: Awaited<ReturnType<typeof pgbenchTpcb>>,
  settings: string,
) {
  const { results, pool, waits, cpu, ledger } = trading;
  const runSeconds = seconds;
  const tradesPerSecond = results.trades / results.measuredSeconds;
  const ratio = tradesPerSecond / pgbench.tps;
  const p99 = results.latencies.percentile(99);
  const lines = [
    '',
    `Soko trading benchmark on PostgreSQL (${settings})`,
    `  ${PAIRS} KES pairs, ${ORDERS_PER_PAIR} resting sell orders each from ${MAKERS_PER_PAIR} ` +
      `makers; ${TAKERS} takers ` +
      `taking ${TAKE_AMOUNT} at a time for ${seconds} s (first ${fixed(warmupSeconds)} s not counted)`,
    `  trades/s:        ${fixed(tradesPerSecond)} (${results.trades} trades in ` +
      `${fixed(results.measuredSeconds)} s; ${trading.tradesInDb} trades in the database in all)`,
    `  take latency:    p50 ${fixed(results.latencies.percentile(50))} ms, p99 ${fixed(p99)} ms, ` +
      `mean ${fixed(results.latencies.mean())} ms over ${results.latencies.count} requests`,
    `  answers:         ${results.outcomes.describe()}`,
    `  refill orders:   ${pool.placements.count} placed, p50 ${fixed(pool.placements.percentile(50))} ms, ` +
      `p99 ${fixed(pool.placements.percentile(99))} ms; refused: ${pool.placementErrors.describe()}`,
    `  backends busy:   ${waits.tally.describe(10)} (${waits.samples} samples)`,
    `  CPU while taking: server ${fixed((cpu.server / runSeconds) * 100, 0)} % of a core, ` +
      `bench clients ${fixed((cpu.bench / runSeconds) * 100, 0)} % (machine: ${cpus().length} cores, ` +
      `load average ${loadavg()
        .map((l) => fixed(l))
        .join(' ')})`,
    `  pgbench TPC-B:   ${fixed(pgbench.tps)} tps (scale 1, -c 32 -j 4 -T ${seconds}; ` +
      `average latency ${fixed(pgbench.latencyAverageMs)} ms)`,
    `  ratio:           ${fixed(ratio, 2)} trades/s per pgbench tps (goal ≥ 0.5: ` +
      `${ratio >= 0.5 ? 'met' : 'not met'})`,
    `  p99 goal < 50 ms: ${p99 < 50 ? 'met' : 'not met'}`,
    `  ledger invariants: ${ledger.ok ? 'PASS' : 'FAIL'}`,
  ];
  console.log(lines.join('\n'));
  if (!ledger.ok) console.log(formatLedgerReport(ledger));
  return ledger.ok;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-bench-'));
  try {
    const settings = await serverSettings(serverUrl);
    const url = await recreateDatabase(serverUrl, benchDb);
    console.log(`Trading for ${seconds} s against ${benchDb}…`);
    const trading = await runTrading(url, dataDir);
    console.log(`pgbench for ${seconds} s against ${scratchDb}…`);
    const pgbench = await pgbenchTpcb(await recreateDatabase(serverUrl, scratchDb), seconds);
    const ok = report(trading, pgbench, settings);
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(serverUrl, benchDb);
    await dropDatabase(serverUrl, scratchDb);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
