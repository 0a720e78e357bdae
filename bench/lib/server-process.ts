import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';
import { sleep } from './stats.js';

/** A free TCP port on the loopback interface, chosen by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  pid: number | undefined;
  /** CPU seconds (user + system) the server process has used so far (Linux /proc). */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * How to run the server under test: the build `npm start` runs (apps/server/dist/main.js, built
 * first when older than its sources), since run from its TypeScript through tsx the same code
 * cost 12 % more of the server's CPU per trade (three alternating runs each, 27 November: 3.98
 * against 3.51 ms, 165.7 against 185.3 trades/s). BENCH_SERVER_FROM_SOURCE=1 runs
 * apps/server/src/main.ts through tsx instead. Called once, before a bench touches its database,
 * so a build that fails stops it first.
 */
export function serverEntry(root: string): string[] {
  return process.env.BENCH_SERVER_FROM_SOURCE === '1'
    ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : [path.join(root, buildServerIfStale())];
}

/**
 * The real server as a child process of its own, as in production: its event loop does not share
 * a thread with the bench's 32 clients. No demo seed, no web app.
 */
export async function startServer(input: {
  root: string;
  /** What `serverEntry` answered. */
  entry: string[];
  databaseUrl: string;
  dataDir: string;
  extraEnv?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to profile the server. */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...(input.nodeArgs ?? []), ...input.entry], {
    cwd: input.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: input.databaseUrl,
      DATA_DIR: input.dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      // A load test is many requests from one address on purpose: the request limits are off.
      RATE_LIMIT_PER_MINUTE: '0',
      REGISTER_MAX_PER_IP_PER_HOUR: '0',
      REGISTER_MAX_PER_HOUR: '0',
      ...input.extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    pid: child.pid,
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** utime + stime of a process from /proc/<pid>/stat, in seconds (clock ticks of 1/100 s). */
async function processCpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}
