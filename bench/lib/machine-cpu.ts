import { readdir, readFile } from 'node:fs/promises';

/**
 * Where the machine's CPU went during a phase, from /proc (Linux): the whole machine's busy
 * time, and the PostgreSQL server's processes (postmaster, backends, walwriter...) when the
 * server runs on this machine. On a machine where every core is busy, throughput is CPU per
 * trade, so the report sets the take's CPU beside pgbench's CPU per transaction.
 * On a machine without /proc every figure is NaN and the report leaves it out.
 */
export interface CpuSnapshot {
  /** Busy CPU-seconds of the whole machine since boot (every state but idle and iowait). */
  machine: number;
  /**
   * utime + stime of every process named postgres, plus the postmaster's reaped children
   * (cutime + cstime: backends that have exited, such as pgbench's at its end), in seconds.
   */
  postgres: number;
}

const TICKS_PER_SECOND = 100;

async function machineBusySeconds(): Promise<number> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const [user, nice, system, , , irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (
      ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
      TICKS_PER_SECOND
    );
  } catch {
    return Number.NaN;
  }
}

async function postgresSeconds(): Promise<number> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  let ticks = 0;
  let found = false;
  await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (open < 0 || stat.slice(open + 1, close) !== 'postgres') return;
      const fields = stat.slice(close + 2).split(' ');
      // utime stime cutime cstime: a backend's time joins the postmaster's c-times when it exits.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      found = true;
    }),
  );
  return found ? ticks / TICKS_PER_SECOND : Number.NaN;
}

export async function cpuSnapshot(): Promise<CpuSnapshot> {
  const [machine, postgres] = await Promise.all([machineBusySeconds(), postgresSeconds()]);
  return { machine, postgres };
}

/** CPU-seconds spent between two snapshots. */
export function cpuSince(before: CpuSnapshot, after: CpuSnapshot): CpuSnapshot {
  return { machine: after.machine - before.machine, postgres: after.postgres - before.postgres };
}
