/**
 * The web pages as they really load on a throttled phone (issue 16), beside Lighthouse's
 * simulation (bench/web.ts): `npm run bench:web-real`. Not a test: it prints figures.
 *
 * Lighthouse's mobile score simulates the load (Lantern): from one fast, unthrottled load it
 * estimates what a slow phone would see, and counts every High-priority request begun before the
 * observed first paint as blocking that paint. This benchmark instead loads each page for real in
 * Chromium throttled like Lighthouse's mobile profile: 4x slower CPU (CDP
 * Emulation.setCPUThrottlingRate) and a slow 4G link (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), each load in a new browser context (empty cache, service worker blocked,
 * 412 x 823 screen). Per page, the median over BENCH_WEB_RUNS loads (default 5) of, in ms from
 * the navigation's start:
 *   - paint: the first contentful paint;
 *   - lcp: the last largest-contentful-paint entry before the page settled;
 *   - react: when the page's <h1> belongs to React (hydrated, or drawn by the app over the
 *     frame's HTML);
 *   - filled: when no skeleton (`.ui-skeleton`) is left on the screen, i.e. what the first screen
 *     shows is drawn with its data (a chart further down waits until it is scrolled near).
 *
 * BENCH_WEB_COMPARE=dirA,dirB loads two web builds (say a copy of apps/web/dist kept from
 * before a change, and the new one) in alternating order, and prints the median of the
 * run-by-run differences. BENCH_WEB_PAGES narrows the list, as in bench/web.ts.
 */
import { chromium, type Browser } from 'playwright-core';
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

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const pages = chosenPages();
const METRICS = ['paint', 'lcp', 'react', 'filled'] as const;
type Metric = (typeof METRICS)[number];
type Load = Record<Metric, number>;

/** Runs in the page before its own scripts: records LCP, React's <h1> and the last skeleton. */
const PROBE = `(() => {
  const marks = { lcp: NaN, react: NaN, filled: NaN };
  window.__softMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    const h1 = document.querySelector('h1');
    if (Number.isNaN(marks.react) && h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'))) {
      marks.react = performance.now();
    }
    const onScreen = [...document.querySelectorAll('.ui-skeleton')].some((el) => {
      const box = el.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
    if (Number.isNaN(marks.filled) && !Number.isNaN(marks.react) && !onScreen) {
      marks.filled = performance.now();
    }
    if (Number.isNaN(marks.filled)) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function loadOnce(browser: Browser, url: string, cookie: string | undefined): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    if (cookie) {
      const origin = new URL(url).origin;
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name = '', ...rest] = pair.split('=');
          return { name, value: rest.join('='), url: origin };
        }),
      );
    }
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __softMarks: Load }).__softMarks.filled),
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    return await page.evaluate(() => {
      const marks = (window as unknown as { __softMarks: Omit<Load, 'paint'> }).__softMarks;
      const paint = performance
        .getEntriesByType('paint')
        .find((entry) => entry.name === 'first-contentful-paint');
      return { paint: paint?.startTime ?? Number.NaN, ...marks };
    });
  } finally {
    await context.close();
  }
}

/** One build under test, and each page's loads. */
interface Build extends WebBuild {
  loads: Map<string, Load[]>;
}

async function startBuild(label: string, webDistDir?: string): Promise<Build> {
  return { ...(await startWebBuild(label, webDistDir)), loads: new Map() };
}

const cell = (value: number) => (Number.isNaN(value) ? '-' : String(Math.round(value)));
const row = (cells: string[]) => cells.map((c, i) => c.padStart(i === 0 ? 20 : 8)).join(' ');

function printTable(build: Build) {
  console.log(
    `\n${build.label}: real throttled loads, median of ${RUNS}, ms from navigation start`,
  );
  console.log(row(['page', ...METRICS]));
  for (const [page, loads] of build.loads) {
    console.log(row([page, ...METRICS.map((m) => cell(median(loads.map((l) => l[m]))))]));
  }
}

function printDifferences(first: Build, second: Build) {
  console.log(`\n${second.label} minus ${first.label}, median of the run-by-run differences (ms)`);
  console.log(row(['page', ...METRICS]));
  for (const [page, a] of first.loads) {
    const b = second.loads.get(page) ?? [];
    const d = (m: Metric) => median(a.map((load, i) => (b[i]?.[m] ?? load[m]) - load[m]));
    console.log(row([page, ...METRICS.map((m) => cell(d(m)))]));
  }
}

async function main() {
  if (!process.env.BENCH_WEB_SERVER_ENTRY) buildServerAndWebIfStale();
  const builds: Build[] = [];
  for (const dir of webBuildDirs()) builds.push(await startBuild(dir ?? 'this build', dir));
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless', ...BROWSER_FLAGS],
  });
  try {
    for (const page of pages) {
      for (let run = 0; run < RUNS; run += 1) {
        // Alternating which build goes first, so the machine's drift weighs on both alike.
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const load = await loadOnce(
            browser,
            `${build.baseUrl}${page.path}`,
            page.signedIn ? build.cookie : undefined,
          );
          const loads = build.loads.get(page.path) ?? [];
          loads.push(load);
          build.loads.set(page.path, loads);
        }
      }
      process.stderr.write(`measured ${page.path}\n`);
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.stop();
  }
  for (const build of builds) printTable(build);
  const [first, second] = builds;
  if (first && second) printDifferences(first, second);
}

await main();
