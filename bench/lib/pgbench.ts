import { spawn } from 'node:child_process';
import { cpuSince, cpuSnapshot, type CpuSnapshot } from './machine-cpu.js';

/** Runs pgbench with `args` and answers its whole output; fails on a non-zero exit. */
function runPgbench(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pgbench exited ${code}:\n${output}`)),
    );
  });
}

export interface PgbenchResult {
  tps: number;
  latencyAverageMs: number;
  transactions: number;
  /** CPU-seconds while the timed run went: the whole machine, and PostgreSQL's processes. */
  cpu: CpuSnapshot;
}

/**
 * The builtin TPC-B-like script on a scratch database of the same server: `pgbench -i`
 * (scale 1), then `pgbench -c 32 -j 4 -T seconds`. The connection URL is passed as the
 * database name, which libpq expands.
 */
export async function pgbenchTpcb(url: string, seconds: number): Promise<PgbenchResult> {
  await runPgbench(['-i', '-q', url]);
  const before = await cpuSnapshot();
  const output = await runPgbench(['-c', '32', '-j', '4', '-T', String(seconds), url]);
  const cpu = cpuSince(before, await cpuSnapshot());
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  return {
    tps: number(/tps = ([\d.]+)/),
    latencyAverageMs: number(/latency average = ([\d.]+) ms/),
    transactions: number(/number of transactions actually processed: (\d+)/),
    cpu,
  };
}
