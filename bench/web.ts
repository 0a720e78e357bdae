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
 *
 * BENCH_WEB_COMPARE=dirA,dirB compares two web builds (say, a copy of apps/web/dist kept from before
 * a change, and the new one): one server each, and every run measures both, in alternating order,
 * so that the machine's drift over the minutes of a round weighs on both alike. A table per build,
 * then the median of the run-by-run differences.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServerAndWebIfStale } from '../scripts/build-if-stale.mjs';
import {
  BROWSER_FLAGS,
  chosenPages,
  chromePath,
  startWebBuild,
  webBuildDirs,
  type WebBuild,
} from './lib/web-server.js';
import { median } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const pages = chosenPages();

interface Sample {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU speed at the run (higher is faster). */
  benchmarkIndex: number;
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
  // The main thread's time by kind (script evaluation, compile, style and layout, parsing…).
  for (const item of items('mainthread-work-breakdown')) {
    say(`main thread ${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`);
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

/** One build under test, and each page's samples. */
interface Build extends WebBuild {
  results: Map<string, Sample[]>;
}

async function startBuild(label: string, webDistDir?: string): Promise<Build> {
  return { ...(await startWebBuild(label, webDistDir)), results: new Map() };
}

/** The median of run-by-run differences (second build minus first), per page. */
function printDifferences(first: Build, second: Build) {
  console.log(`\n${second.label} minus ${first.label}, median of the run-by-run differences`);
  console.log(row(['page', 'perf', 'FCP s', 'LCP s', 'CLS', 'TBT ms']));
  for (const [page, a] of first.results) {
    const b = second.results.get(page) ?? [];
    const d = (pick: (s: Sample) => number) =>
      median(a.map((sample, i) => pick(b[i] ?? sample) - pick(sample)));
    const signed = (value: number, digits: number) =>
      `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
    console.log(
      row([
        page,
        signed(
          d((s) => s.score),
          1,
        ),
        signed(d((s) => s.fcpMs) / 1000, 2),
        signed(d((s) => s.lcpMs) / 1000, 2),
        signed(
          d((s) => s.cls),
          3,
        ),
        signed(
          d((s) => s.tbtMs),
          0,
        ),
      ]),
    );
  }
}

async function main() {
  if (!process.env.BENCH_WEB_SERVER_ENTRY) buildServerAndWebIfStale();
  const builds: Build[] = [];
  for (const dir of webBuildDirs()) builds.push(await startBuild(dir ?? 'this build', dir));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...BROWSER_FLAGS],
  });
  const loadBefore = loadavg();
  try {
    for (const page of pages) {
      for (let run = 0; run < RUNS; run += 1) {
        // Alternating which build goes first, so neither always meets the warmer machine.
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const cookie = page.signedIn ? build.cookie : undefined;
          const sample = await measure(`${build.baseUrl}${page.path}`, chrome.port, cookie);
          const samples = build.results.get(page.path) ?? [];
          samples.push(sample);
          build.results.set(page.path, samples);
        }
      }
      for (const build of builds) {
        const scores = (build.results.get(page.path) ?? []).map((s) => s.score).join(' ');
        const who = builds.length > 1 ? ` [${build.label}]` : '';
        process.stderr.write(
          `measured ${page.path}${who}: performance ${scores} (load ${loadavg()[0]?.toFixed(1)})\n`,
        );
      }
    }
    for (const build of builds) {
      if (builds.length > 1) console.log(`\n${build.label}`);
      printTable(build.results);
    }
    const [first, second] = builds;
    if (first && second) printDifferences(first, second);
    // The 4x CPU slowdown is applied to this machine's own speed: on a slower or busier machine
    // every task, and so the blocking time, is longer. The index times JavaScript only, so a
    // machine slow at page faults or system calls (bench/results/web-2711-pvm.txt) can still show
    // a high one: compare rounds only on the same machine.
    const indexes = builds.flatMap((build) => [...build.results.values()].flat());
    console.log(
      `Lighthouse CPU benchmark index: median ${median(indexes.map((s) => s.benchmarkIndex)).toFixed(0)}`,
    );
    const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(`load average before: ${fmt(loadBefore)}; after: ${fmt(loadavg())} (2 cores)`);
  } finally {
    chrome.kill();
    for (const build of builds) await build.stop();
  }
}

await main();
