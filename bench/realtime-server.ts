import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabase, recreateDatabase } from './lib/bench-database.js';
import { sleep } from './lib/stats.js';

/**
 * The server under test, as production runs it: one child process (`node --import tsx
 * apps/server/src/main.ts`) with its own event loop, the demo world seeded (SEED_DEMO_DATA), no
 * web app, quiet logs. Its database is fresh for each run: PGlite in a new folder under /tmp, or
 * a new database on the PostgreSQL server of DATABASE_URL, dropped at the end.
 */
export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** "PGlite in /tmp/…" or "PostgreSQL database …". */
  engine: string;
  /** Resident memory of the server process now, in KiB (VmRSS of /proc/<pid>/status). */
  residentKib(): Promise<number>;
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
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await freshDatabase(input.databaseUrl);
  const child = spawn(
    process.execPath,
    [...input.nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
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
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
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
    residentKib: () => residentKib(pid),
    cpuSeconds: () => cpuSeconds(pid),
    stop,
  };
}

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

export async function residentKib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match?.[1] ? Number(match[1]) : Number.NaN;
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
