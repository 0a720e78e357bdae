import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/**
 * The pino transport for human-readable logs when LOG_PRETTY asks for them and pino-pretty is
 * installed: one short line per event, local clock time, no pid or host, and a message's own
 * line breaks kept (a mailed link in the outbox log stands on its own line). It is a development
 * tool: a production install (npm ci --omit=dev) lacks it, and then the server logs JSON rather
 * than failing to start. `npm start` in a terminal turns it on (scripts/start.mjs).
 */
export function prettyLogTransport(wanted: boolean): {
  transport?: { target: string; options: Record<string, unknown> };
} {
  if (!wanted) return {};
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return {
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId',
          singleLine: true,
        },
      },
    };
  } catch {
    console.warn('LOG_PRETTY=true but pino-pretty is not installed: logging JSON instead');
    return {};
  }
}

/** "GET /api/coins → 200 (3 ms)": what a person watching a terminal wants of a request. */
export function requestLine(method: string, url: string, status: number, elapsedMs: number) {
  return `${method} ${url} → ${status} (${Math.round(elapsedMs)} ms)`;
}

/**
 * With pretty logs, Fastify's two JSON-shaped entries per request (incoming, completed) give way
 * to one readable line once the answer is sent. JSON logs (production) keep Fastify's own.
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
    done();
  });
}
