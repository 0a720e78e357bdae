/**
 * Messages between the realtime bench's main thread and its subscriber threads
 * (bench/realtime-worker.ts). Per-socket figures travel as typed arrays, transferred, not copied.
 */
export interface SubscriberWorkerInput {
  /** ws://host:port/api/realtime */
  url: string;
  channel: string;
  /** Sockets this thread opens. */
  count: number;
  /** Sockets this thread has connecting at once. */
  concurrency: number;
}

/** What a socket's slot in `states` says. */
export const SOCKET_PENDING = 0;
export const SOCKET_SUBSCRIBED = 1;
export const SOCKET_FAILED = 2;
/** Subscribed, then closed by the server (or the network) before the bench finished. */
export const SOCKET_DROPPED = 3;

export type MainToWorker =
  /** Placing starts: measure this thread's event-loop delay from now on. */
  | { type: 'measure' }
  /** How far have the live sockets got? (to wait until the last event has reached everyone) */
  | { type: 'status' }
  /** Stop recording, send the results, close the sockets. */
  | { type: 'finish' };

export interface WorkerResults {
  /** Commit-to-receipt latency of every event on every socket, in ms. */
  samples: Float64Array;
  /** Per socket: the seq `subscribed` answered (-1 if it never subscribed). */
  subscribedSeq: Float64Array;
  /** Per socket: the highest seq received. */
  lastSeq: Float64Array;
  /** Per event (by seq) seen on this thread: the quickest and the slowest delivery, ms. */
  eventSeqs: Float64Array;
  eventFirstMs: Float64Array;
  eventLastMs: Float64Array;
  /** Per socket: events received. */
  received: Uint32Array;
  /** Per socket: events whose seq was not the one after the previous. */
  gaps: Uint32Array;
  states: Uint8Array;
  refetches: number;
  /** Failures by reason (connect errors, refusals, timeouts). */
  errors: Record<string, number>;
  /** Close codes of the dropped sockets. */
  closeCodes: Record<string, number>;
  /** This thread's event-loop delay while orders were placed: if high, the client was slow. */
  loopDelayMs: { p99: number; max: number };
}

export type WorkerToMain =
  | { type: 'progress'; subscribed: number; failed: number }
  | { type: 'connected'; subscribed: number; failed: number }
  | { type: 'status'; live: number; minLastSeq: number; maxLastSeq: number }
  | { type: 'results'; results: WorkerResults }
  | { type: 'closed' };

/** The text of a WebSocket message (the server sends JSON text; ws hands it over as bytes). */
export function messageText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
