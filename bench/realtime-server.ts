import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { dropDatabase, recreateDatabase } from './lib/bench-database.js';
import { sleep } from './lib/stats.js';
import { readMemory, type MemoryReading } from './realtime-inspector.js';

/**
 * The server under test, as production runs it: one child process (`node --import tsx
 * apps/server/src/main.ts`) with its own event loop, the demo world seeded (SEED_DEMO_DATA), no
 * web app, quiet logs, and the inspector on a second bench port (memory readings only). Its database is fresh for each run: PGlite in a new folder under /tmp, or
 * a new database on the PostgreSQL server of DATABASE_URL, dropped at the end.
 */
export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** "PGlite in /tmp/…" or "PostgreSQL database …". */
  engine: string;
  /** RSS and JS heap in use after a full collection (bench/realtime-inspector.ts). */
  memory(): Promise<MemoryReading>;
  /** The server's inspector port (memory readings, CPU profiles). */
  inspectPort: number;
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function firstFreePort(ports: readonly number[]): Promise<number> {
  for (const port of ports) if (await portIsFree(port)) return port;
  throw new Error(`none of the bench ports ${ports[0]}–${ports.at(-1)} is free`);
}

/** A fresh database: a PostgreSQL database named after this run, or a PGlite folder. */
async function freshDatabase(serverUrl: string | undefined) {
  if (serverUrl) {
    const name = `soko_bench_realtime_${randomBytes(4).toString('hex')}`;
    const url = await recreateDatabase(serverUrl, name);
    return {
      env: { DATABASE_URL: url, DATA_DIR: tmpdir() },
      engine: `PostgreSQL database ${name}`,
      drop: () => dropDatabase(serverUrl, name),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-bench-realtime-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    engine: `PGlite in ${dataDir}`,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function startBenchServer(input: {
  ports: readonly number[];
  databaseUrl: string | undefined;
  nodeArgs: string[];
}): Promise<BenchServer> {
  const port = await firstFreePort(input.ports);
  const inspectPort = await firstFreePort(input.ports.filter((p) => p !== port));
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await freshDatabase(input.databaseUrl);
  const child = spawn(
    process.execPath,
    [
      `--inspect=127.0.0.1:${inspectPort}`,
      ...input.nodeArgs,
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SERVE_WEB: 'false',
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'false',
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  forwardErrors(child.stderr);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
  };
  try {
    if (child.pid === undefined) throw new Error('the server process did not start');
    await waitForHealth(baseUrl, () => child.exitCode);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid;
  return {
    baseUrl,
    pid,
    engine: database.engine,
    inspectPort,
    memory: () => readMemory(pid, inspectPort),
    cpuSeconds: () => cpuSeconds(pid),
    stop,
  };
}

/** The server's stderr, without the inspector's hello and goodbye at each memory reading. */
function forwardErrors(stream: Readable | null) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    if (!INSPECTOR_CHATTER.test(line)) console.error(line);
  });
}
const INSPECTOR_CHATTER = /^(Debugger (listening|ending|attached)|For help, see: )/;

/** Seeding the demo world hashes passwords and places its orders before the server listens. */
async function waitForHealth(baseUrl: string, exitCode: () => number | null) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const code = exitCode();
    if (code !== null) throw new Error(`the server exited with ${code}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error('the server did not become healthy within 120 s');
}

/** utime + stime from /proc/<pid>/stat (clock ticks of 1/100 s). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The soft limit on open files of this process (a child inherits it), from /proc/self/limits. */
export async function openFilesLimit(): Promise<number> {
  const limits = await readFile('/proc/self/limits', 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  if (!match?.[1]) return Number.NaN;
  return match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1]);
}

/** The whole machine's CPU time so far (all cores, from /proc/stat), in clock ticks. */
export async function machineCpuTicks(): Promise<{ busy: number; total: number }> {
  const stat = await readFile('/proc/stat', 'utf8');
  const fields = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  // idle and iowait are the 4th and 5th fields of the "cpu" line.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}
