import { readFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { sleep } from './lib/stats.js';
import { messageText } from './realtime-protocol.js';

/**
 * The server's memory, read from outside. RSS alone misleads: the process still holds garbage
 * from seeding the demo world when the baseline is taken, a collection can free more than 5,000
 * sockets weigh, and the RSS then goes down. So the server runs with the inspector on a bench
 * port, and before each reading the bench asks V8 for a full collection
 * (HeapProfiler.collectGarbage) and reads the JS heap in use (Runtime.getHeapUsage) besides
 * VmRSS. No inspector domain is enabled and the session is closed after each reading, so the
 * server runs at full speed in between. The same port records a CPU profile on demand.
 */
export interface MemoryReading {
  /** VmRSS of /proc/<pid>/status, KiB. */
  residentKib: number;
  /** V8 heap in use after a full collection, KiB (NaN if the inspector did not answer). */
  heapUsedKib: number;
}

async function debuggerUrl(inspectPort: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${inspectPort}/json/list`);
  const targets = (await response.json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('the server inspector lists no target');
  return url;
}

/** One inspector session: numbered requests, each answered by the message with its id. */
class InspectorSession {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve(r: unknown): void; reject(e: Error): void }
  >();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(messageText(data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const waiter = message.id === undefined ? undefined : this.waiting.get(message.id);
      if (!waiter || message.id === undefined) return;
      this.waiting.delete(message.id);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    });
  }

  static async open(inspectPort: number): Promise<InspectorSession> {
    const socket = new WebSocket(await debuggerUrl(inspectPort), { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new InspectorSession(socket);
  }

  call(method: string, params: object = {}): Promise<unknown> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close() {
    this.socket.close();
  }
}

/** Runs inspector methods in order on one short session and returns their results. */
async function inspect(inspectPort: number, methods: string[]): Promise<unknown[]> {
  const session = await InspectorSession.open(inspectPort);
  try {
    const results: unknown[] = [];
    for (const method of methods) results.push(await session.call(method));
    return results;
  } finally {
    session.close();
  }
}

/** A V8 CPU profile (the .cpuprofile format Chrome DevTools opens). */
export interface CpuProfile {
  nodes: {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/**
 * Samples the server's CPU from now until stop() (BENCH_PROFILE): only the window in which
 * orders are placed and fanned out, not the seeding and connecting before it.
 */
export async function startCpuProfile(inspectPort: number) {
  const session = await InspectorSession.open(inspectPort);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: 500 });
  await session.call('Profiler.start');
  return {
    async stop(): Promise<CpuProfile> {
      try {
        const { profile } = (await session.call('Profiler.stop')) as { profile: CpuProfile };
        await session.call('Profiler.disable');
        return profile;
      } finally {
        session.close();
      }
    },
  };
}

export async function residentKib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match?.[1] ? Number(match[1]) : Number.NaN;
}

/** A full collection, a moment for the allocator to hand pages back, then both figures. */
export async function readMemory(pid: number, inspectPort: number): Promise<MemoryReading> {
  let heapUsedKib = Number.NaN;
  try {
    const results = await inspect(inspectPort, [
      'HeapProfiler.collectGarbage',
      'HeapProfiler.collectGarbage',
      'Runtime.getHeapUsage',
    ]);
    const usage = results[2] as { usedSize?: number } | undefined;
    if (typeof usage?.usedSize === 'number') heapUsedKib = usage.usedSize / 1024;
  } catch (error) {
    console.warn(`(no heap reading: ${(error as Error).message})`);
  }
  await sleep(500);
  return { residentKib: await residentKib(pid), heapUsedKib };
}
