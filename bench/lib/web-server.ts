/**
 * What the web benchmarks (bench/web.ts: Lighthouse; bench/web-real.ts: real throttled loads)
 * share: the pages they measure, the built server they start on a brand-new embedded database
 * (demo data seeded), and the demo trader's session for the signed-in pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';
import { sleep } from './stats.js';

const root = path.resolve(import.meta.dirname, '../..');
const trader = { email: 'amina@soko.local', password: 'SokoTrader#2026' };
export const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/market', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/dashboard/wallet', signedIn: true },
  { path: '/dashboard/trade', signedIn: true },
];
/** CHROME_PATH names the browser to measure with. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The pages to measure: BENCH_WEB_PAGES (comma separated paths) narrows ALL_PAGES. */
export function chosenPages() {
  const only = process.env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim());
  return only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;
}

/** BENCH_WEB_COMPARE=dirA,dirB: the two web builds to compare; otherwise this build alone. */
export function webBuildDirs(): (string | undefined)[] {
  const compared = process.env.BENCH_WEB_COMPARE?.split(',').map((dir) => dir.trim());
  if (compared && compared.length !== 2) throw new Error('BENCH_WEB_COMPARE names two web builds');
  return compared ?? [undefined];
}

// BENCH_WEB_SERVER_ENTRY and WEB_DIST_DIR run another build (e.g. a copy kept from before a change).
const serverEntry = process.env.BENCH_WEB_SERVER_ENTRY ?? 'apps/server/dist/main.js';

async function startBuiltServer(dataDir: string, webDistDir?: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...(webDistDir ? { WEB_DIST_DIR: path.resolve(webDistDir) } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become ready within 300 s');
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(300);
  }
  return { baseUrl, child };
}

async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trader),
  });
  if (response.status !== 200) throw new Error(`demo trader login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
}

/**
 * Chromium's flags for measuring: the ones this machine's guide gives. Without the
 * background-networking ones, Chromium keeps trying to reach Google's hosts through a closed
 * network while it is being measured.
 */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One web build under measurement: its own server and database, and the trader's session. */
export interface WebBuild {
  label: string;
  baseUrl: string;
  cookie: string;
  stop: () => Promise<void>;
}

/** Starts the built server on a brand-new database, serving `webDistDir` (default: the build). */
export async function startWebBuild(label: string, webDistDir?: string): Promise<WebBuild> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-bench-web-'));
  const { baseUrl, child } = await startBuiltServer(dataDir, webDistDir);
  return {
    label,
    baseUrl,
    cookie: await sessionCookie(baseUrl),
    async stop() {
      child.kill('SIGTERM');
      await sleep(500);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
