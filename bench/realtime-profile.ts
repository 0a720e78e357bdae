import path from 'node:path';
import type { CpuProfile } from './realtime-inspector.js';
import { fixed } from './lib/stats.js';

/**
 * Where the server's CPU went while the orders were fanned out (BENCH_PROFILE / --profile):
 * self time by area (the hub, ws framing, socket writes, PGlite, HTTP, GC…) and the busiest
 * functions. The full profile is written to the file named, for Chrome DevTools.
 */
const NATIVE_WRITES = new Set([
  'writev',
  'writeBuffer',
  'writeUtf8String',
  'writeLatin1String',
  'WriteWrap',
]);

const AREAS: [area: string, test: (url: string, name: string) => boolean][] = [
  ['idle', (_url, name) => name === '(idle)'],
  ['garbage collection', (_url, name) => name === '(garbage collector)'],
  ['native (program)', (_url, name) => name === '(program)'],
  ['realtime hub', (url) => url.includes('/modules/realtime/')],
  ['ws (frames, sends)', (url) => url.includes('/node_modules/ws/')],
  // writev/writeBuffer are the native ends of a socket write: the syscall itself (on loopback it
  // also runs the receiving side's TCP path).
  ['socket write syscalls', (url, name) => url === '' && NATIVE_WRITES.has(name)],
  [
    'socket writes (net, streams)',
    (url) => /node:(net|stream|internal\/(net|stream|streams|stream_base))/.test(url),
  ],
  ['PGlite', (url) => url.includes('pglite') || url.startsWith('wasm://')],
  [
    'HTTP (fastify, pino, zod)',
    (url) =>
      /node_modules\/(fastify|@fastify|pino|zod|find-my-way|light-my-request|avvio)/.test(url),
  ],
  ['server code', (url) => url.includes('/apps/server/src/') || url.includes('/packages/shared/')],
  ['other Node internals', (url) => url.startsWith('node:')],
  ['other', () => true],
];

function areaOf(url: string, name: string): string {
  return AREAS.find(([, test]) => test(url, name))?.[0] ?? 'other';
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const source = url.indexOf('/apps/');
  if (source >= 0) return url.slice(source + 1);
  return url.startsWith('file://') ? path.basename(url) : url;
}

export function describeProfile(profile: CpuProfile, top = 15): string[] {
  const windowMs = (profile.endTime - profile.startTime) / 1000;
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const msPerHit = windowMs / totalHits;
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = (node.hitCount ?? 0) * msPerHit;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const area = areaOf(url, functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    if (area === 'idle') continue;
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const busyMs = windowMs - (byArea.get('idle') ?? 0);
  const share = (ms: number) => `${fixed(ms)} ms (${fixed((ms / Math.max(busyMs, 1)) * 100)} %)`;
  const areas = [...byArea].filter(([a]) => a !== 'idle').sort((a, b) => b[1] - a[1]);
  const functions = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `  server CPU profile: ${fixed(busyMs)} ms not idle in a ${fixed(windowMs)} ms window ` +
      `(wall-clock samples: on a busy machine they include waits for a core)`,
    ...areas.map(([area, ms]) => `    ${area.padEnd(30)} ${share(ms)}`),
    `  busiest functions (self time):`,
    ...functions.map(([key, ms]) => `    ${share(ms).padEnd(22)} ${key}`),
  ];
}
