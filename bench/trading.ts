/**
 * The trading benchmark (issues 4 and 18): `npm run bench:trading`. Not a test: it prints
 * figures. On the PostgreSQL server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/soko_bench) it creates its own database, seeds traders
 * through the ledger, starts the real server as a child process on a free port, and drives it
 * over HTTP with signed-in traders (session cookie and CSRF token, as a browser) in two phases
 * of BENCH_SECONDS each (default 30):
 *   1. takes: BENCH_TAKERS (default 32) takers POST /api/orders/:id/execute on random resting
 *      sells of BENCH_PAIRS (default 8) pairs, the makers resting new sells as old ones fill;
 *   2. mixed (BENCH_MIXED=0 skips it): the same traders take (1/2), place buys that cross the
 *      makers' sells (1/4) and place resting buys they cancel at once (1/4).
 * Then pgbench's builtin TPC-B-like script runs on a scratch database of the same server for
 * as long, and the report compares the two and runs the ledger invariant check.
 * BENCH_DATABASE=pglite runs the same on embedded PGlite (the server's own data directory; no
 * pgbench, no wait sampling). BENCH_SERVER_NODE_ARGS passes node flags to the server (e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof"); BENCH_KEEP_DB=1 keeps the database afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../apps/server/src/db/database.js';
import { createPgliteDatabase } from '../apps/server/src/db/pglite.js';
import { createPostgresDatabase } from '../apps/server/src/db/postgres.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { checkLedgerSnapshot } from '../apps/server/src/modules/ledger/ledger-invariants.js';
import { cpuSince, cpuSnapshot } from './lib/machine-cpu.js';
import {
  defaultServerUrl,
  dropDatabase,
  recreateDatabase,
  serverSettings,
} from './lib/bench-database.js';
import { MAKERS_PER_PAIR, OrderPool } from './lib/order-pool.js';
import { pgbenchTpcb } from './lib/pgbench.js';
import { seedPairs, seedTraders } from './lib/seed-traders.js';
import { serverEntry, startServer, type RunningServer } from './lib/server-process.js';
import { driveMixed, driveTakers, signIn } from './lib/trading-phases.js';
import { report, type Figures } from './lib/trading-report.js';
import { startWaitSampler } from './lib/wait-sampler.js';

const root = path.resolve(import.meta.dirname, '..');
const onPglite = process.env.BENCH_DATABASE === 'pglite';
const serverUrl = process.env.DATABASE_URL || defaultServerUrl();
const benchDb = new URL(serverUrl).pathname.replace(/^\//, '') || 'soko_bench';
const scratchDb = `${benchDb}_pgbench`;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const TAKERS = Number(process.env.BENCH_TAKERS ?? 32);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
const phase = { seconds, warmupSeconds: Math.min(3, seconds / 10) };

/** Where the bench's data lives: a PostgreSQL database, or the server's PGlite directory. */
interface Target {
  open(): Promise<Database>;
  /** The server's DATABASE_URL ('' runs it on PGlite in its DATA_DIR). */
  serverDatabaseUrl: string;
  sample(): Promise<{ stop(): Promise<Figures['takes']['waits']> }>;
}

async function seed(db: Database) {
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
  return { pairs, makers, takers };
}

/**
 * How many trading transactions have committed: every one that places, takes or cancels bumps
 * the `market` realtime channel once (merged per transaction), so its sequence counts them, a
 * group-commit batch once. Undefined on PGlite, whose server owns the database meanwhile.
 */
async function marketCommits(db: Database | undefined) {
  if (!db) return undefined;
  const { rows } = await db.query<{ seq: bigint }>(
    `SELECT seq FROM realtime_channels WHERE channel = 'market'`,
  );
  return Number(rows[0]?.seq ?? 0n);
}

/** Runs `drive` with the server's CPU, the database's waits and its commits measured around it. */
async function measured<T>(
  target: Target,
  server: RunningServer,
  db: Database | undefined,
  drive: () => Promise<T>,
) {
  const sampler = await target.sample();
  const commitsBefore = await marketCommits(db);
  const before = {
    server: await server.cpuSeconds(),
    bench: process.cpuUsage(),
    whole: await cpuSnapshot(),
  };
  const results = await drive().finally(() => sampler.stop());
  const bench = process.cpuUsage(before.bench);
  const whole = cpuSince(before.whole, await cpuSnapshot());
  const cpu = {
    server: (await server.cpuSeconds()) - before.server,
    bench: (bench.user + bench.system) / 1e6,
    ...whole,
  };
  const commitsAfter = await marketCommits(db);
  const commits =
    commitsBefore === undefined || commitsAfter === undefined
      ? undefined
      : commitsAfter - commitsBefore;
  return { results, cpu, commits, waits: await sampler.stop() };
}

// Built (when stale) before any database is touched.
const entry = serverEntry(root);

async function runTrading(target: Target, dataDir: string) {
  let db = await target.open();
  let server: RunningServer | undefined;
  try {
    const { pairs, makers, takers } = await seed(db);
    // PGlite has one owner: the server opens the directory the bench seeded.
    if (onPglite) await db.close();
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean);
    server = await startServer({
      root,
      entry,
      databaseUrl: target.serverDatabaseUrl,
      dataDir,
      nodeArgs,
    });
    const running = server;
    const makerSessions = await signIn(
      running.baseUrl,
      makers.map((m) => m.email),
    );
    const pool = new OrderPool(pairs, makerSessions);
    await pool.fill();
    pool.startMeasuring();
    const traders = await signIn(
      running.baseUrl,
      takers.map((t) => t.email),
    );
    const live = onPglite ? undefined : db;
    const takes = await measured(target, running, live, () => driveTakers(traders, pool, phase));
    const takesWithPool = { ...takes, pool };
    const mixed =
      process.env.BENCH_MIXED === '0'
        ? undefined
        : await measured(target, running, live, () => driveMixed(traders, pool, pairs, phase));
    await server.stop();
    server = undefined;
    if (onPglite) db = await target.open();
    const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM trades');
    // A check that cannot run (a statement timeout, say) fails the run but keeps its figures.
    const ledger = await checkLedgerSnapshot(db).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
    return { takes: takesWithPool, mixed, tradesInDb: Number(rows[0]?.n ?? 0n), ledger };
  } finally {
    await server?.stop();
    await db.close().catch(() => undefined);
  }
}

const noWaits = async () => ({ stop: async () => undefined });

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-bench-'));
  const shared = { seconds, takers: TAKERS, pairs: PAIRS, warmupSeconds: phase.warmupSeconds };
  try {
    if (onPglite) {
      const target: Target = {
        open: () => createPgliteDatabase(path.join(dataDir, 'pgdata')),
        serverDatabaseUrl: '',
        sample: noWaits,
      };
      console.log(`Trading for ${seconds} s on PGlite in ${dataDir}…`);
      const trading = await runTrading(target, dataDir);
      process.exitCode = report({ ...shared, ...trading, settings: 'embedded PGlite' }) ? 0 : 1;
      return;
    }
    const settings = await serverSettings(serverUrl);
    const url = await recreateDatabase(serverUrl, benchDb);
    const target: Target = {
      open: async () => createPostgresDatabase(url, 4),
      serverDatabaseUrl: url,
      sample: () => startWaitSampler(url, benchDb),
    };
    console.log(`Trading for ${seconds} s against ${benchDb}…`);
    const trading = await runTrading(target, dataDir);
    console.log(`pgbench for ${seconds} s against ${scratchDb}…`);
    const pgbenchUrl = await recreateDatabase(serverUrl, scratchDb);
    const pgbench = await pgbenchTpcb(pgbenchUrl, seconds);
    process.exitCode = report({ ...shared, ...trading, settings, pgbench }) ? 0 : 1;
  } finally {
    if (!onPglite && process.env.BENCH_KEEP_DB !== '1') await dropDatabase(serverUrl, benchDb);
    if (!onPglite) await dropDatabase(serverUrl, scratchDb);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
