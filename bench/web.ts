/**
 * The web benchmark (issue 16, "Fast"): `npm run bench:web`. Not a test: it prints figures.
 * Builds the web app and the server if their output is stale (as `npm start` does), starts the
 * built server on a free port with a temporary DATA_DIR (a brand-new embedded database, demo data
 * seeded), signs the demo trader in, then runs Lighthouse with its default mobile settings
 * (simulated slow 4G, 4x slower CPU, empty cache) against each page BENCH_WEB_RUNS times
 * (default 3) and prints the median performance score, FCP, LCP, CLS and TBT per page.
 * Signed-in pages get the session cookie through Lighthouse's extraHeaders.
 * CHROME_PATH (default /usr/bin/chromium) names the browser; BENCH_WEB_PAGES (comma separated
 * paths) narrows the list; BENCH_WEB_SHIFTS=1 prints what moved in each run. The machine's load average is printed with the table: on a shared
 * machine the figures move with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServerAndWebIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from './lib/server-process.js';
import { sleep } from './lib/stats.js';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const trader = { email: 'amina@soko.local', password: 'SokoTrader#2026' };
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/market', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/dashboard/wallet', signedIn: true },
  { path: '/dashboard/trade', signedIn: true },
];
// BENCH_WEB_SERVER_ENTRY and WEB_DIST_DIR run another build (e.g. a copy kept from before a change).
const serverEntry = process.env.BENCH_WEB_SERVER_ENTRY ?? 'apps/server/dist/main.js';
const only = process.env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim());
const pages = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Sample {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU speed at the run (higher is faster). */
  benchmarkIndex: number;
}

async function startBuiltServer(dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
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

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): that run is repeated. */
async function measure(url: string, port: number, cookie: string | undefined): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, port, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`retrying ${url}: ${(error as Error).message}\n`);
    }
  }
}

async function measureOnce(url: string, port: number, cookie: string | undefined): Promise<Sample> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: cookie ? { cookie } : undefined,
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.env.BENCH_WEB_SHIFTS) {
    // What moved, for finding a layout shift's cause (Lighthouse's own list, largest first).
    const details = lhr.audits['layout-shifts']?.details as
      { items?: { node?: { snippet?: string }; score?: number }[] } | undefined;
    for (const item of details?.items ?? []) {
      process.stderr.write(`  shift ${item.score?.toFixed(3)} ${item.node?.snippet ?? '?'}\n`);
    }
  }
  if (process.env.BENCH_WEB_DETAILS) printDetails(lhr);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Items = { items?: Record<string, unknown>[] } | undefined;

/**
 * BENCH_WEB_DETAILS=1: where a page's time goes, from Lighthouse's own audits: the LCP element and
 * its phases, the scripts that keep the main thread busiest, the long tasks, and the network
 * requests in order.
 */
function printDetails(lhr: Lhr) {
  const pathOf = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const items = (id: string) => (lhr.audits[id]?.details as Items)?.items ?? [];
  const say = (line: string) => process.stderr.write(`  ${line}\n`);
  // Lighthouse 13's LCP breakdown: a table of the phases, and the element itself.
  for (const table of items('lcp-breakdown-insight')) {
    if (typeof table.snippet === 'string') say(`lcp element ${table.snippet}`);
    for (const part of (table as { items?: Record<string, unknown>[] }).items ?? []) {
      const node = part.node as { snippet?: string } | undefined;
      const label =
        typeof part.label === 'string' ? part.label : JSON.stringify(part.subpart ?? '');
      say(`lcp ${node?.snippet ?? `${label} ${Math.round(Number(part.duration))} ms`}`);
    }
  }
  for (const item of items('bootup-time').slice(0, 6)) {
    say(`script ${pathOf(item.url)} total ${Math.round(Number(item.total))} ms`);
  }
  // Every task over 50 ms (after the 4x CPU slowdown): each one's excess is blocking time.
  for (const item of items('long-tasks')) {
    const url = pathOf(item.url);
    say(
      `long task at ${Math.round(Number(item.startTime))} ms: ${Math.round(Number(item.duration))} ms ${url}`,
    );
  }
  for (const item of items('network-requests')) {
    const url = pathOf(item.url);
    say(
      `request ${Math.round(Number(item.networkRequestTime))}-${Math.round(Number(item.networkEndTime))} ms ${url}`,
    );
  }
}

function row(cells: string[]) {
  const widths = [20, 6, 8, 8, 7, 8];
  return cells.map((c, i) => c.padStart(widths[i] ?? 8)).join(' ');
}

function printTable(results: Map<string, Sample[]>) {
  console.log(`\nLighthouse ${RUNS} run(s) per page, median; load average before/after below`);
  console.log(row(['page', 'perf', 'FCP s', 'LCP s', 'CLS', 'TBT ms']));
  for (const [page, samples] of results) {
    const m = (pick: (s: Sample) => number) => median(samples.map(pick));
    console.log(
      row([
        page,
        String(m((s) => s.score)),
        (m((s) => s.fcpMs) / 1000).toFixed(2),
        (m((s) => s.lcpMs) / 1000).toFixed(2),
        m((s) => s.cls).toFixed(3),
        m((s) => s.tbtMs).toFixed(0),
      ]),
    );
  }
}

async function main() {
  if (!process.env.BENCH_WEB_SERVER_ENTRY) buildServerAndWebIfStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soko-bench-web-'));
  const { baseUrl, child } = await startBuiltServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The flags this machine's guide gives: without the background-networking ones, Chromium
    // keeps trying to reach Google's hosts through a closed network while it is being measured.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const loadBefore = loadavg();
  try {
    const cookie = await sessionCookie(baseUrl);
    const results = new Map<string, Sample[]>();
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        samples.push(
          await measure(`${baseUrl}${page.path}`, chrome.port, page.signedIn ? cookie : undefined),
        );
      }
      results.set(page.path, samples);
      const scores = samples.map((s) => s.score).join(' ');
      process.stderr.write(
        `measured ${page.path}: performance ${scores} (load ${loadavg()[0]?.toFixed(1)})\n`,
      );
    }
    printTable(results);
    // The 4x CPU slowdown is applied to this machine's own speed: on a slower or busier machine
    // every task, and so the blocking time, is longer. The index times JavaScript only, so a
    // machine slow at page faults or system calls (bench/results/web-2711-pvm.txt) can still show
    // a high one: compare rounds only on the same machine.
    const indexes = [...results.values()].flat().map((s) => s.benchmarkIndex);
    console.log(`Lighthouse CPU benchmark index: median ${median(indexes).toFixed(0)}`);
    const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(`load average before: ${fmt(loadBefore)}; after: ${fmt(loadavg())} (2 cores)`);
  } finally {
    chrome.kill();
    child.kill('SIGTERM');
    await sleep(500);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
