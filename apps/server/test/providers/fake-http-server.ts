import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny local HTTP server for the provider tests: it records every request and answers through
 * a handler, unless a scripted answer was queued for that path (a 5xx to test retries, a hang to
 * test timeouts, a malformed body). It binds to 127.0.0.1 on a free port: no network needed.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface Answer {
  status: number;
  /** An object is sent as JSON; a string is sent as it is (malformed bodies). */
  body?: unknown;
  /** Wait this long before answering (longer than the client's timeout = a hang). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Answer;

export interface FakeServer {
  origin: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests to `path` (method and path, e.g. "POST /x"). */
  script(route: string, ...answers: Answer[]): void;
  requestsTo(route: string): RecordedRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, answer: Answer) {
  const text =
    answer.body === undefined
      ? ''
      : typeof answer.body === 'string'
        ? answer.body
        : JSON.stringify(answer.body);
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(text);
}

export async function startFakeServer(handler: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const scripted = new Map<string, Answer[]>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: parse(text),
      };
      requests.push(recorded);
      const route = `${recorded.method} ${recorded.path}`;
      const answer = scripted.get(route)?.shift() ?? handler(recorded);
      if (!answer.delayMs) return send(response, answer);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, answer);
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script(route, ...answers) {
      scripted.set(route, [...(scripted.get(route) ?? []), ...answers]);
    },
    requestsTo(route) {
      return requests.filter((r) => `${r.method} ${r.path}` === route);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
