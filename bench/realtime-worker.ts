import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '@soko/shared';
import { SampleBuffer } from './realtime-stats.js';
import {
  SOCKET_DROPPED,
  SOCKET_FAILED,
  SOCKET_PENDING,
  SOCKET_SUBSCRIBED,
  type MainToWorker,
  type SubscriberWorkerInput,
  type WorkerResults,
  type WorkerToMain,
  messageText,
} from './realtime-protocol.js';

/**
 * One subscriber thread of the realtime bench: opens its share of the sockets (a bounded number
 * at a time), subscribes each to the pair's channel, and for every `event` records receipt time
 * minus the event's `at` (the database's clock just before COMMIT; same machine, same clock).
 * Per-socket bookkeeping lives in typed arrays so thousands of sockets cost little here and the
 * thread spends its time reading messages, not collecting garbage.
 */
const input = workerData as SubscriberWorkerInput;
const port = parentPort;
if (!port) throw new Error('realtime-worker.ts runs as a worker thread');

const { count } = input;
const sockets: (WebSocket | undefined)[] = new Array<WebSocket | undefined>(count);
const subscribedSeq = new Float64Array(count).fill(-1);
const lastSeq = new Float64Array(count).fill(-1);
const received = new Uint32Array(count);
const gaps = new Uint32Array(count);
const states = new Uint8Array(count);
const samples = new SampleBuffer(count * 64);
/** seq → [quickest, slowest] delivery on this thread: how long one event's fan-out took. */
const perEvent = new Map<number, [first: number, last: number]>();
const errors = new Map<string, number>();
const closeCodes = new Map<string, number>();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let refetches = 0;
let finishing = false;
let subscribedCount = 0;
let failedCount = 0;
let lastAtText = '';
let lastAtMs = 0;

const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const send = (message: WorkerToMain, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

function onEvent(index: number, seq: number, at: string, receivedAtMs: number) {
  if (at !== lastAtText) {
    lastAtText = at;
    lastAtMs = Date.parse(at);
  }
  const latencyMs = receivedAtMs - lastAtMs;
  samples.add(latencyMs);
  const spread = perEvent.get(seq);
  if (!spread) perEvent.set(seq, [latencyMs, latencyMs]);
  else if (latencyMs < spread[0]) spread[0] = latencyMs;
  else if (latencyMs > spread[1]) spread[1] = latencyMs;
  if (seq !== (lastSeq[index] ?? -1) + 1) gaps[index] = (gaps[index] ?? 0) + 1;
  if (seq > (lastSeq[index] ?? -1)) lastSeq[index] = seq;
  received[index] = (received[index] ?? 0) + 1;
}

/**
 * The server sends one event's same bytes to every socket: parse each distinct text once, so
 * the thread's CPU goes to receiving (what the latency is about), not to 2,500 equal parses.
 */
let lastText = '';
let lastMessage: RealtimeServerMessage | undefined;
function parse(text: string): RealtimeServerMessage {
  if (text !== lastText || !lastMessage) {
    lastMessage = JSON.parse(text) as RealtimeServerMessage;
    lastText = text;
  }
  return lastMessage;
}

function onMessage(index: number, data: WebSocket.RawData, settle: (ok: boolean) => void) {
  const receivedAtMs = Date.now();
  const message = parse(messageText(data));
  switch (message.type) {
    case 'event':
      if (!finishing) onEvent(index, message.seq, message.at, receivedAtMs);
      return;
    case 'subscribed':
      subscribedSeq[index] = message.seq;
      lastSeq[index] = message.seq;
      states[index] = SOCKET_SUBSCRIBED;
      settle(true);
      return;
    case 'refetch':
      refetches += 1;
      lastSeq[index] = message.seq;
      return;
    case 'error':
      tally(errors, `error ${message.code}`);
      settle(false);
      return;
    default:
      return;
  }
}

/** Opens socket `index` and subscribes it; resolves once `subscribed` (or a failure) arrives. */
function connect(index: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(input.url, { perMessageDeflate: false, handshakeTimeout: 30_000 });
    sockets[index] = socket;
    let settled = false;
    const timer = setTimeout(() => fail('timeout before subscribed'), 60_000);
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ok) subscribedCount += 1;
      resolve();
    };
    function fail(reason: string) {
      if (settled) return;
      tally(errors, reason);
      states[index] = SOCKET_FAILED;
      failedCount += 1;
      settle(false);
      socket.terminate();
    }
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'subscribe', channel: input.channel })),
    );
    socket.on('message', (data) =>
      onMessage(index, data, (ok) => (ok ? settle(true) : fail('refused'))),
    );
    socket.on('error', (error: NodeJS.ErrnoException) =>
      tally(errors, error.code ?? error.message),
    );
    socket.on('close', (code) => {
      if (states[index] === SOCKET_SUBSCRIBED && !finishing) {
        states[index] = SOCKET_DROPPED;
        tally(closeCodes, String(code));
      }
      fail(`closed ${code} before subscribed`);
    });
  });
}

async function connectAll() {
  let next = 0;
  const runner = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      states[index] = SOCKET_PENDING;
      await connect(index);
    }
  };
  const progress = setInterval(
    () => send({ type: 'progress', subscribed: subscribedCount, failed: failedCount }),
    500,
  );
  await Promise.all(Array.from({ length: Math.min(input.concurrency, count) }, runner));
  clearInterval(progress);
  send({ type: 'connected', subscribed: subscribedCount, failed: failedCount });
}

function liveSeqs() {
  let min = Number.POSITIVE_INFINITY;
  let max = -1;
  let live = 0;
  for (let i = 0; i < count; i += 1) {
    if (states[i] !== SOCKET_SUBSCRIBED) continue;
    live += 1;
    const seq = lastSeq[i] ?? -1;
    if (seq < min) min = seq;
    if (seq > max) max = seq;
  }
  return { live, minLastSeq: live > 0 ? min : -1, maxLastSeq: max };
}

/** Stops recording, reports, then closes every socket (politely, then by force after 2 s). */
async function finish() {
  finishing = true;
  loopDelay.disable();
  const events = [...perEvent];
  const results: WorkerResults = {
    samples: samples.toArray(),
    eventSeqs: Float64Array.from(events, ([seq]) => seq),
    eventFirstMs: Float64Array.from(events, ([, spread]) => spread[0]),
    eventLastMs: Float64Array.from(events, ([, spread]) => spread[1]),
    subscribedSeq,
    lastSeq,
    received,
    gaps,
    states,
    refetches,
    errors: Object.fromEntries(errors),
    closeCodes: Object.fromEntries(closeCodes),
    loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  };
  send({ type: 'results', results }, [
    results.samples.buffer as ArrayBuffer,
    results.eventSeqs.buffer as ArrayBuffer,
    results.eventFirstMs.buffer as ArrayBuffer,
    results.eventLastMs.buffer as ArrayBuffer,
    subscribedSeq.buffer,
    lastSeq.buffer,
    received.buffer,
    gaps.buffer,
    states.buffer,
  ]);
  const closed = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close(1000);
      }),
  );
  await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 2000))]);
  for (const socket of sockets) socket?.terminate();
  send({ type: 'closed' });
}

port.on('message', (message: MainToWorker) => {
  if (message.type === 'measure') {
    loopDelay.reset();
    loopDelay.enable();
  } else if (message.type === 'status') {
    send({ type: 'status', ...liveSeqs() });
  } else {
    void finish();
  }
});

void connectAll();
