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
 * server runs at full speed in between.
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

/** Runs inspector methods in order on one short session and returns their results. */
async function inspect(inspectPort: number, methods: string[]): Promise<unknown[]> {
  const socket = new WebSocket(await debuggerUrl(inspectPort), { perMessageDeflate: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const results: unknown[] = [];
    for (const [index, method] of methods.entries()) {
      const answer = new Promise<unknown>((resolve, reject) => {
        const onMessage = (data: WebSocket.RawData) => {
          const message = JSON.parse(messageText(data)) as {
            id?: number;
            result?: unknown;
            error?: { message: string };
          };
          if (message.id !== index + 1) return;
          socket.off('message', onMessage);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result);
        };
        socket.on('message', onMessage);
      });
      socket.send(JSON.stringify({ id: index + 1, method }));
      results.push(await answer);
    }
    return results;
  } finally {
    socket.close();
  }
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
