/**
 * The realtime benchmark (issue 6, "How it is checked"): `npm run bench:realtime`. Not a test:
 * it prints figures. It starts the real server as a child process with the demo world (PGlite in
 * a fresh folder, or a fresh database on the PostgreSQL server of DATABASE_URL), opens N
 * WebSocket subscribers (default 5,000) on ONE pair's channel from a few worker threads, has a
 * demo trader place small non-crossing buy orders at a steady rate, and prints how long each
 * `event` took from the database's clock just before COMMIT (`at`) to its receipt by each
 * subscriber (p50, p95, p99, max), what was missed or dropped, and the server's resident memory
 * per connection. The goal: 5,000 subscribers on one instance with p95 under 250 ms.
 * Flags and variables: bench/realtime-options.ts (`--quick` is a 500-subscriber smoke run).
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { REALTIME_PATH, pairChannel, type RealtimeServerMessage } from '@soko/shared';
import { fixed, sleep } from './lib/stats.js';
import { messageText } from './realtime-protocol.js';
import { BENCH_PORTS, parseOptions, type RealtimeBenchOptions } from './realtime-options.js';
import { OrderFeed } from './realtime-orders.js';
import { startCpuProfile, type CpuProfile, type MemoryReading } from './realtime-inspector.js';
import { describeProfile } from './realtime-profile.js';
import {
  machineCpuTicks,
  openFilesLimit,
  startBenchServer,
  type BenchServer,
} from './realtime-server.js';
import { deliveryFigures, type DeliveryFigures } from './realtime-stats.js';
import { SubscriberPool } from './realtime-subscribers.js';

const GOAL_SUBSCRIBERS = 5000;
const GOAL_P95_MS = 250;
/** Files a process needs besides its sockets (modules, database files, pipes). */
const SPARE_FILES = 200;

interface Memory {
  before: MemoryReading;
  connected: MemoryReading;
  end: MemoryReading;
}

/**
 * One socket subscribes and sees the warm-up orders' events before anything is measured, so
 * the memory baseline already holds the WebSocket code, not just the HTTP server's.
 */
async function warmUp(server: BenchServer, feed: OrderFeed, channel: string) {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}${REALTIME_PATH}`);
  let orders: Promise<void> | undefined;
  const firstEvent = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event on ${channel} within 10 s`)), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
    socket.on('error', reject);
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(messageText(data)) as RealtimeServerMessage;
      if (message.type === 'error') reject(new Error(`${message.code}: ${message.message}`));
      if (message.type === 'subscribed') orders = feed.warmUp();
      if (message.type === 'event') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  try {
    await firstEvent;
    await orders;
  } finally {
    socket.close();
  }
  await sleep(1000);
}

async function connectSubscribers(options: RealtimeBenchOptions, server: BenchServer) {
  const started = performance.now();
  const connected = await SubscriberPool.connect({
    url: `${server.baseUrl.replace('http', 'ws')}${REALTIME_PATH}`,
    channel: pairChannel(options.pair.base, options.pair.quote),
    total: options.subscribers,
    workers: options.workers,
    concurrency: options.connectConcurrency,
    onProgress: (subscribed, failed) =>
      console.log(`  … ${subscribed} subscribed, ${failed} failed`),
  });
  return { ...connected, seconds: (performance.now() - started) / 1000 };
}

async function measure(options: RealtimeBenchOptions, server: BenchServer) {
  const channel = pairChannel(options.pair.base, options.pair.quote);
  const feed = await OrderFeed.open(server.baseUrl, options.pair);
  await warmUp(server, feed, channel);
  const before = await server.memory();
  console.log(`Connecting ${options.subscribers} subscribers to ${channel}…`);
  const {
    pool,
    subscribed,
    failed,
    seconds: connectSeconds,
  } = await connectSubscribers(options, server);
  try {
    await sleep(1000);
    const connected = await server.memory();
    console.log(
      `${subscribed} subscribed (${failed} failed) in ${fixed(connectSeconds)} s; placing ` +
        `${options.ratePerSecond} orders/s for ${options.seconds} s…`,
    );
    const cpuBefore = {
      server: await server.cpuSeconds(),
      bench: process.cpuUsage(),
      machine: await machineCpuTicks(),
    };
    pool.startMeasuring();
    const profiler = options.profileFile ? await startCpuProfile(server.inspectPort) : undefined;
    const placingSeconds = await feed.run(
      options.seconds,
      options.ratePerSecond,
      options.maxOpenOrders,
    );
    const drainMs = await pool.drain(10_000);
    const profile = await profiler?.stop();
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const activeSeconds = placingSeconds + drainMs / 1000;
    const machine = await machineCpuTicks();
    const cpu = {
      server: ((await server.cpuSeconds()) - cpuBefore.server) / activeSeconds,
      bench: (benchCpu.user + benchCpu.system) / 1e6 / activeSeconds,
      // Busy share of all cores: what the server and the bench left to anything else running.
      machine: (machine.busy - cpuBefore.machine.busy) / (machine.total - cpuBefore.machine.total),
    };
    const memory: Memory = { before, connected, end: await server.memory() };
    const delivery = deliveryFigures(await pool.finish());
    await feed.cancelAll();
    return { feed, delivery, memory, cpu, connectSeconds, placingSeconds, drainMs, profile };
  } finally {
    await pool.terminate();
  }
}

const mib = (kib: number) => `${fixed(kib / 1024)} MiB`;
const range = (r: { min: number; max: number }) =>
  r.min === r.max ? String(r.min) : `${Number.isFinite(r.min) ? r.min : 0}–${r.max}`;
const counts = (record: Record<string, number>) => {
  const entries = Object.entries(record).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? 'none' : entries.map(([k, n]) => `${k} ${n}`).join(', ');
};

function goalLine(options: RealtimeBenchOptions, d: DeliveryFigures): string {
  const live = d.subscribed - d.dropped;
  const problems = [
    d.latency.p95 >= GOAL_P95_MS && `p95 not under ${GOAL_P95_MS} ms`,
    d.failed > 0 && `${d.failed} sockets never subscribed`,
    d.dropped > 0 && `${d.dropped} sockets dropped`,
    d.missed > 0 && `${d.missed} events missed`,
  ].filter((problem): problem is string => typeof problem === 'string');
  const figure = `p95 ${fixed(d.latency.p95)} ms with ${live} live subscribers`;
  if (options.subscribers < GOAL_SUBSCRIBERS) {
    const verdict = problems.length === 0 ? 'no problem seen' : problems.join('; ');
    return `${figure}: ${verdict} (a smaller run: the goal is judged at ${GOAL_SUBSCRIBERS})`;
  }
  return `${figure}: ${problems.length === 0 ? 'MET' : `NOT MET (${problems.join('; ')})`}`;
}

function report(
  options: RealtimeBenchOptions,
  server: BenchServer,
  filesLimit: number,
  run: Awaited<ReturnType<typeof measure>>,
) {
  const { feed, delivery: d, memory, cpu } = run;
  const perConnection = (figure: keyof MemoryReading) =>
    fixed((memory.connected[figure] - memory.before[figure]) / Math.max(1, d.subscribed));
  const lines = [
    '',
    `Soko realtime benchmark: one server instance on ${server.engine}`,
    `  machine:          ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
      `Node ${process.version}, ulimit -n ${filesLimit}, ${options.workers} subscriber threads; ` +
      `load average ${loadavg()
        .map((l) => fixed(l))
        .join(' ')}`,
    `  subscribers:      ${options.subscribers} on ${pairChannel(options.pair.base, options.pair.quote)}: ` +
      `${d.subscribed} subscribed in ${fixed(run.connectSeconds)} s, ${d.failed} failed`,
    `  orders:           ${feed.placed} placed in ${fixed(run.placingSeconds)} s ` +
      `(${options.ratePerSecond}/s asked), ${feed.cancelledWhilePlacing} cancelled on the way; placement ` +
      `p50 ${fixed(feed.placements.percentile(50))} ms, p99 ${fixed(feed.placements.percentile(99))} ms; ` +
      `refused: ${feed.refusals.describe()}`,
    `  events:           ${range(d.eventsExpected)} on the channel per subscriber, ` +
      `${range(d.eventsReceived)} received each (${d.latency.count} deliveries)`,
    `  latency:          p50 ${fixed(d.latency.p50)} ms, p95 ${fixed(d.latency.p95)} ms, ` +
      `p99 ${fixed(d.latency.p99)} ms, max ${fixed(d.latency.max)} ms (mean ` +
      `${fixed(d.latency.mean)} ms; commit \`at\` → receipt)`,
    `  per event:        first subscriber after p50 ${fixed(d.perEvent.first.p50)} ms, last after ` +
      `p50 ${fixed(d.perEvent.last.p50)} ms / max ${fixed(d.perEvent.last.max)} ms; fan-out spread ` +
      `p50 ${fixed(d.perEvent.spread.p50)} ms, max ${fixed(d.perEvent.spread.max)} ms`,
    `  missed:           ${d.missed} events (${d.socketsMissing} subscribers missed any); ` +
      `seq gaps ${d.gaps}; refetch ${d.refetches}`,
    `  dropped sockets:  ${d.dropped} (close codes: ${counts(d.closeCodes)}); errors: ${counts(d.errors)}`,
    `  server memory:    RSS ${mib(memory.before.residentKib)} warm, ` +
      `${mib(memory.connected.residentKib)} with ${d.subscribed} subscribed ` +
      `(${perConnection('residentKib')} KiB per connection), ${mib(memory.end.residentKib)} at ` +
      `the end; JS heap after a full GC ${mib(memory.before.heapUsedKib)} → ` +
      `${mib(memory.connected.heapUsedKib)} (${perConnection('heapUsedKib')} KiB per connection)`,
    `  CPU while placing: server ${fixed(cpu.server * 100, 0)} % of a core, bench ` +
      `${fixed(cpu.bench * 100, 0)} %, whole machine ${fixed(cpu.machine * 100, 0)} % of its ` +
      `${availableParallelism()} cores busy; subscriber threads' event-loop delay p99 ` +
      `${fixed(d.loopDelayMs.p99)} ms, max ${fixed(d.loopDelayMs.max)} ms`,
    `  goal (${GOAL_SUBSCRIBERS} subscribers, p95 < ${GOAL_P95_MS} ms): ${goalLine(options, d)}`,
  ];
  console.log(lines.join('\n'));
}

async function saveProfile(file: string, profile: CpuProfile) {
  await writeFile(file, JSON.stringify(profile));
  console.log([...describeProfile(profile), `  (profile written to ${file})`].join('\n'));
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  const filesLimit = await openFilesLimit();
  if (filesLimit < options.subscribers + SPARE_FILES) {
    console.warn(
      `ulimit -n is ${filesLimit}: too low for ${options.subscribers} sockets in the server and ` +
        `again in the bench (needs about ${options.subscribers + SPARE_FILES}); raise it with ` +
        `\`ulimit -n 20000\` or expect connect failures (EMFILE).`,
    );
  }
  console.log(`Starting the server (demo data, ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'})…`);
  const server = await startBenchServer({
    ports: BENCH_PORTS,
    databaseUrl: options.databaseUrl,
    nodeArgs: options.serverNodeArgs,
  });
  try {
    const run = await measure(options, server);
    report(options, server, filesLimit, run);
    if (options.profileFile && run.profile) await saveProfile(options.profileFile, run.profile);
  } finally {
    await server.stop();
  }
}

await main();
