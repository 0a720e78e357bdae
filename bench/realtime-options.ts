import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

/**
 * What `npm run bench:realtime` measures, from flags or the environment (flags win):
 *   --subscribers N   BENCH_SUBSCRIBERS   sockets on the pair's channel (default 5,000; quick 500)
 *   --seconds S       BENCH_SECONDS       how long orders are placed (default 20; quick 5)
 *   --rate R          BENCH_RATE          orders placed per second (default 5)
 *   --workers W       BENCH_WORKERS       subscriber threads (default: cores, clamped to 2..4)
 *   --pair B-Q        BENCH_PAIR          the demo pair whose channel is followed (HRC-KES)
 *   --max-open N      BENCH_MAX_OPEN      bench orders left resting before the oldest is
 *                                         cancelled (default 100; a trader may have 200 open)
 *   --profile FILE    BENCH_PROFILE       record the server's CPU while orders are placed, write
 *                                         it to FILE (.cpuprofile) and print where it went
 *   --quick                               a smoke run: 500 subscribers for 5 s
 * DATABASE_URL runs the server on a fresh database of that PostgreSQL server (else PGlite in a
 * fresh folder under /tmp); BENCH_SERVER_NODE_ARGS passes node flags to the server.
 */
export interface RealtimeBenchOptions {
  subscribers: number;
  seconds: number;
  ratePerSecond: number;
  workers: number;
  pair: { base: string; quote: string };
  maxOpenOrders: number;
  quick: boolean;
  databaseUrl: string | undefined;
  serverNodeArgs: string[];
  /** Where to write the server's CPU profile of the placing window, if wanted. */
  profileFile: string | undefined;
  /** Sockets each worker opens at a time (the server's accept backlog is 511). */
  connectConcurrency: number;
}

/** The bench's ports (3660–3669): the first free one is taken. */
export const BENCH_PORTS = Array.from({ length: 10 }, (_, i) => 3660 + i);

const PAIR = /^([A-Z0-9]{2,10})-([A-Z0-9]{2,10})$/;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export function parseOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cores = availableParallelism(),
): RealtimeBenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      subscribers: { type: 'string' },
      seconds: { type: 'string' },
      rate: { type: 'string' },
      workers: { type: 'string' },
      pair: { type: 'string' },
      'max-open': { type: 'string' },
      profile: { type: 'string' },
      quick: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const quick = values.quick ?? false;
  const pairText = values.pair ?? env.BENCH_PAIR ?? 'HRC-KES';
  const pair = PAIR.exec(pairText);
  if (!pair?.[1] || !pair[2]) throw new Error(`--pair must look like HRC-KES, not ${pairText}`);
  const workers = Math.round(
    positive('--workers', values.workers ?? env.BENCH_WORKERS, Math.min(4, Math.max(2, cores))),
  );
  return {
    subscribers: Math.round(
      positive('--subscribers', values.subscribers ?? env.BENCH_SUBSCRIBERS, quick ? 500 : 5000),
    ),
    seconds: positive('--seconds', values.seconds ?? env.BENCH_SECONDS, quick ? 5 : 20),
    ratePerSecond: positive('--rate', values.rate ?? env.BENCH_RATE, 5),
    workers,
    pair: { base: pair[1], quote: pair[2] },
    maxOpenOrders: Math.round(
      positive('--max-open', values['max-open'] ?? env.BENCH_MAX_OPEN, 100),
    ),
    quick,
    databaseUrl: env.DATABASE_URL || undefined,
    serverNodeArgs: (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    profileFile: values.profile ?? (env.BENCH_PROFILE || undefined),
    connectConcurrency: 64,
  };
}
