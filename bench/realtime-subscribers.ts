import { Worker } from 'node:worker_threads';
import type {
  MainToWorker,
  SubscriberWorkerInput,
  WorkerResults,
  WorkerToMain,
} from './realtime-protocol.js';
import { sleep } from './lib/stats.js';

type Reply<T extends WorkerToMain['type']> = Extract<WorkerToMain, { type: T }>;
interface Waiter {
  resolve(message: WorkerToMain): void;
  reject(error: Error): void;
}

/**
 * The subscribers, spread over a few worker threads so that no single event loop (least of all
 * the one that places the orders) is what the latency measures. On a 2-core machine the threads
 * still share the CPU with the server; the report prints their event-loop delay for that reason.
 */
class SubscriberThread {
  private readonly waiting = new Map<string, Waiter[]>();
  private failure: Error | undefined;
  progress = { subscribed: 0, failed: 0 };

  constructor(readonly worker: Worker) {
    worker.on('message', (message: WorkerToMain) => {
      if (message.type === 'progress') this.progress = message;
      const waiters = this.waiting.get(message.type) ?? [];
      this.waiting.delete(message.type);
      for (const waiter of waiters) waiter.resolve(message);
    });
    // A thread that dies fails whatever the bench is waiting for, instead of hanging it.
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiters of this.waiting.values()) for (const w of waiters) w.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a subscriber thread exited (${code})`)));
  }

  next<T extends WorkerToMain['type']>(type: T): Promise<Reply<T>> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      const waiters = this.waiting.get(type) ?? [];
      waiters.push({ resolve: (message) => resolve(message as Reply<T>), reject });
      this.waiting.set(type, waiters);
    });
  }

  post(message: MainToWorker) {
    this.worker.postMessage(message);
  }
}

/**
 * Workers are TypeScript too; Node 20 does not pass tsx's loader on to a worker's entry, so
 * the worker starts from a line that registers tsx and then imports it.
 */
function startThread(input: SubscriberWorkerInput): SubscriberThread {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./realtime-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new SubscriberThread(new Worker(boot, { eval: true, workerData: input }));
}

export class SubscriberPool {
  private constructor(private readonly threads: SubscriberThread[]) {}

  /** Opens `total` sockets over `workers` threads and resolves once each has answered. */
  static async connect(input: {
    url: string;
    channel: string;
    total: number;
    workers: number;
    concurrency: number;
    onProgress: (subscribed: number, failed: number) => void;
  }): Promise<{ pool: SubscriberPool; subscribed: number; failed: number }> {
    const threads = Array.from({ length: input.workers }, (_, w) =>
      startThread({
        url: input.url,
        channel: input.channel,
        // The first threads take one more socket each when the total does not divide evenly.
        count: Math.floor(input.total / input.workers) + (w < input.total % input.workers ? 1 : 0),
        concurrency: input.concurrency,
      }),
    );
    const ticker = setInterval(() => {
      const sum = threads.reduce(
        (acc, t) => ({
          subscribed: acc.subscribed + t.progress.subscribed,
          failed: acc.failed + t.progress.failed,
        }),
        { subscribed: 0, failed: 0 },
      );
      input.onProgress(sum.subscribed, sum.failed);
    }, 2000);
    try {
      const answers = await Promise.all(threads.map((t) => t.next('connected')));
      return {
        pool: new SubscriberPool(threads),
        subscribed: answers.reduce((sum, a) => sum + a.subscribed, 0),
        failed: answers.reduce((sum, a) => sum + a.failed, 0),
      };
    } finally {
      clearInterval(ticker);
    }
  }

  startMeasuring() {
    for (const thread of this.threads) thread.post({ type: 'measure' });
  }

  async status() {
    const answers = await Promise.all(
      this.threads.map((thread) => {
        const reply = thread.next('status');
        thread.post({ type: 'status' });
        return reply;
      }),
    );
    const live = answers.filter((a) => a.live > 0);
    return {
      live: answers.reduce((sum, a) => sum + a.live, 0),
      minLastSeq: Math.min(...live.map((a) => a.minLastSeq)),
      maxLastSeq: Math.max(-1, ...live.map((a) => a.maxLastSeq)),
    };
  }

  /**
   * After the last order: waits until every live socket has the newest seq any socket has and
   * that seq has stopped moving, or `timeoutMs` passes. Returns how long it waited.
   */
  async drain(timeoutMs: number): Promise<number> {
    const start = performance.now();
    let previousMax = -2;
    while (performance.now() - start < timeoutMs) {
      const { minLastSeq, maxLastSeq } = await this.status();
      if (minLastSeq === maxLastSeq && maxLastSeq === previousMax) break;
      previousMax = maxLastSeq;
      await sleep(250);
    }
    return performance.now() - start;
  }

  /** Stops the recording, collects every thread's results, closes the sockets and the threads. */
  async finish(): Promise<WorkerResults[]> {
    const results = await Promise.all(
      this.threads.map(async (thread) => {
        const reply = thread.next('results');
        const closed = thread.next('closed');
        thread.post({ type: 'finish' });
        const { results: part } = await reply;
        await closed;
        return part;
      }),
    );
    await this.terminate();
    return results;
  }

  async terminate() {
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
