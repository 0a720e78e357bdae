/**
 * npm run bench:volume: every read a trader and an admin make, timed on a year of a busy
 * platform. It creates a fresh database on the local PostgreSQL server, migrates it, seeds it with
 * set-based SQL (lib/volume-seed.ts: about 20,000 traders, 300,000 trades, 2 million ledger
 * transfers, 100,000 M-Pesa payments, 100,000 audit rows, and one "whale" who owns a fifth of the
 * trades and thousands of payments), checks the ledger invariants on it, starts the real server
 * (the build `npm start` runs) and times each read BENCH_VOLUME_CALLS times (default 20), printing
 * p50 and p95 in a table. Then, on a second server whose database connections load auto_explain,
 * each read slower than BENCH_VOLUME_EXPLAIN_MS (default 100) at the median is made once more and
 * the plans of its slow statements (EXPLAIN ANALYZE, BUFFERS) are printed from the server log.
 *
 * BENCH_VOLUME_SCALE (default 1) multiplies the row counts; BENCH_KEEP=1 keeps the database
 * (its name is printed) and BENCH_VOLUME_DATABASE=name reuses a kept one without seeding;
 * BENCH_VOLUME_ONLY=regex times only the reads whose names match.
 * A benchmark, not a test: it prints figures and fails only when the seed breaks an invariant.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { createPostgresDatabase } from '../apps/server/src/db/postgres.js';
import { createPasswordHasher } from '../apps/server/src/lib/password.js';
import {
  checkLedgerSnapshot,
  formatLedgerReport,
} from '../apps/server/src/modules/ledger/ledger-invariants.js';
import {
  databaseUrl,
  defaultServerUrl,
  dropDatabase,
  recreateDatabase,
} from './lib/bench-database.js';
import { HttpSession } from './lib/http-session.js';
import { serverEntry, startServer, type RunningServer } from './lib/server-process.js';
import { fixed } from './lib/stats.js';
import { readsOf, type Read } from './lib/volume-reads.js';
import { seedVolume, volumeCounts, VOLUME_ADMIN, WHALE } from './lib/volume-seed.js';
import { ExplainLog } from './lib/volume-explain.js';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL || defaultServerUrl();
const scale = Number(process.env.BENCH_VOLUME_SCALE ?? 1);
const calls = Number(process.env.BENCH_VOLUME_CALLS ?? 20);
const explainMs = Number(process.env.BENCH_VOLUME_EXPLAIN_MS ?? 100);
const reuse = process.env.BENCH_VOLUME_DATABASE;
const keep = process.env.BENCH_KEEP === '1' || reuse !== undefined;
const PASSWORD = 'volume bench password';

const seconds = (startedMs: number) => `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;

async function seed(url: string) {
  const db = createPostgresDatabase(url, 1);
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  const hasher = createPasswordHasher({ argon2MemoryKib: 19_456, argon2Iterations: 2 });
  const passwordHash = await hasher.hash(PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedVolume(client, volumeCounts(scale), passwordHash, (line) => console.log(line));
  } finally {
    await client.end();
  }
}

async function describe(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; rows: string; size: string }>(
      `SELECT c.relname AS name, c.reltuples::bigint::text AS rows,
              pg_size_pretty(pg_total_relation_size(c.oid)) AS size
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples > 1000
        ORDER BY c.reltuples DESC`,
    );
    console.log(
      rows
        .map((r) => `  ${r.name}: ${Number(r.rows).toLocaleString('en')} rows, ${r.size}`)
        .join('\n'),
    );
    const whale = await client.query<{ trades: string; payments: string; history: string }>(
      `SELECT (SELECT count(*) FROM trades WHERE buyer_user_id = $1 OR seller_user_id = $1)::text AS trades,
              (SELECT count(*) FROM payments WHERE user_id = $1)::text AS payments,
              (SELECT count(*) FROM transactions WHERE user_id = $1)::text AS history`,
      [WHALE.id],
    );
    const w = whale.rows[0];
    if (w)
      console.log(
        `  the whale: ${w.trades} trades, ${w.payments} M-Pesa payments, ${w.history} history rows`,
      );
  } finally {
    await client.end();
  }
}

async function checkLedger(url: string): Promise<boolean> {
  const started = performance.now();
  const db = createPostgresDatabase(url, { poolSize: 1, limits: { statementTimeoutMs: 0 } });
  try {
    const report = await checkLedgerSnapshot(db);
    console.log(formatLedgerReport(report));
    console.log(`  (ledger check: ${seconds(started)})`);
    return report.ok;
  } finally {
    await db.close();
  }
}

interface Timing {
  read: Read;
  status: number;
  bytes: number;
  p50Ms: number;
  p95Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timeReads(server: RunningServer, reads: Read[]): Promise<Timing[]> {
  const sessions = {
    trader: new HttpSession(server.baseUrl),
    admin: new HttpSession(server.baseUrl),
  };
  await sessions.trader.login(WHALE.email, PASSWORD);
  await sessions.admin.login(VOLUME_ADMIN.email, PASSWORD);
  const timings: Timing[] = [];
  for (const read of reads) {
    const session = sessions[read.as];
    const durations: number[] = [];
    let status = 0;
    let bytes = 0;
    // One call first to warm the caches; then the timed ones, one at a time.
    await session.getRaw(read.path).catch(() => undefined);
    for (let i = 0; i < calls; i += 1) {
      const started = performance.now();
      // A download the server cuts (a statement that does not add up) is a failed read, status 0.
      const answer = await session.getRaw(read.path).catch(() => ({ status: 0, bytes: 0 }));
      durations.push(performance.now() - started);
      status = answer.status;
      bytes = answer.bytes;
    }
    durations.sort((a, b) => a - b);
    const timing = {
      read,
      status,
      bytes,
      p50Ms: percentile(durations, 50),
      p95Ms: percentile(durations, 95),
    };
    timings.push(timing);
    console.log(
      `  ${read.name.padEnd(44)} ${String(status).padStart(3)} ${fixed(timing.p50Ms).padStart(9)} ${fixed(timing.p95Ms).padStart(9)} ${String(bytes).padStart(9)}`,
    );
  }
  return timings;
}

/** The built server on the volume database; the bench's admin signs in without a second factor. */
function startVolumeServer(url: string, entry: string[], dataDir: string): Promise<RunningServer> {
  return startServer({
    root,
    entry,
    databaseUrl: url,
    dataDir,
    extraEnv: { REQUIRE_ADMIN_MFA: 'false' },
  });
}

async function explainSlow(url: string, entry: string[], dataDir: string, slow: Timing[]) {
  const log = await ExplainLog.enable(url, explainMs);
  const server = await startVolumeServer(url, entry, dataDir);
  try {
    const sessions = {
      trader: new HttpSession(server.baseUrl),
      admin: new HttpSession(server.baseUrl),
    };
    await sessions.trader.login(WHALE.email, PASSWORD);
    await sessions.admin.login(VOLUME_ADMIN.email, PASSWORD);
    for (const timing of slow) {
      const mark = await log.mark();
      await sessions[timing.read.as].getRaw(timing.read.path).catch(() => undefined);
      const plans = await log.plansSince(mark);
      console.log(`\n### ${timing.read.name} (${timing.read.path}): p50 ${fixed(timing.p50Ms)} ms`);
      console.log(plans.length ? plans.join('\n\n') : '  (no single statement over the threshold)');
    }
  } finally {
    await server.stop();
    await log.disable();
  }
}

async function main() {
  const name = reuse ?? `soko_volume_${Date.now().toString(36)}_${process.pid}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-volume-'));
  const entry = serverEntry(root);
  let url = databaseUrl(serverUrl, name);
  try {
    if (!reuse) {
      const started = performance.now();
      url = await recreateDatabase(serverUrl, name);
      console.log(`Seeding ${name} (BENCH_VOLUME_SCALE=${scale})…`);
      await seed(url);
      console.log(`Seeded in ${seconds(started)}.`);
      if (!(await checkLedger(url))) {
        process.exitCode = 1;
        return;
      }
    }
    await describe(url);
    const server = await startVolumeServer(url, entry, dataDir);
    let timings: Timing[];
    try {
      const only = process.env.BENCH_VOLUME_ONLY;
      const reads = (await readsOf(url)).filter((r) => !only || new RegExp(only).test(r.name));
      console.log(`\n${reads.length} reads, ${calls} calls each (ms):`);
      console.log(
        `  ${'read'.padEnd(44)} ${'st'.padStart(3)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'bytes'.padStart(9)}`,
      );
      timings = await timeReads(server, reads);
    } finally {
      await server.stop();
    }
    const slow = timings.filter((t) => t.p50Ms >= explainMs);
    const failed = timings.filter((t) => t.status >= 400 || t.status === 0);
    if (failed.length)
      console.log(`\nAnswered with an error: ${failed.map((t) => t.read.name).join(', ')}`);
    if (slow.length) {
      console.log(`\nPlans of the reads slower than ${explainMs} ms at the median:`);
      await explainSlow(url, entry, dataDir, slow);
    }
  } finally {
    if (keep) console.log(`\nKept database ${name}.`);
    else await dropDatabase(serverUrl, name);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
