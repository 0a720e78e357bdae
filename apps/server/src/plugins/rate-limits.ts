import { errorText } from '@soko/shared';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { countHit } from '../lib/rate-limit-counter.js';

/**
 * The request limit on the whole API (RATE_LIMIT_PER_MINUTE, 0 turns it off), through
 * @fastify/rate-limit with its counters in PostgreSQL so every instance counts the same requests.
 * A signed-in trader is counted by account, so the many Safaricom users who share one address
 * through carrier-grade NAT do not share one allowance; anonymous requests count by address.
 * It runs as a preHandler, after the session is known and before any route work.
 */
const WINDOW_MS = 60_000;

function limitKey(request: FastifyRequest): string {
  return request.auth ? `api:user:${request.auth.user.id}` : `api:ip:${request.ip}`;
}

/** A store class over our counter table (the plugin constructs its store itself). */
function postgresStore(db: Database) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: count.resetsInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return new PostgresRateLimitStore();
    }
  };
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: { db: Database; perMinute: number },
) {
  if (options.perMinute === 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: options.perMinute,
    timeWindow: WINDOW_MS,
    store: postgresStore(options.db),
    keyGenerator: limitKey,
    // Liveness and readiness probes, the push socket's upgrade and the web app are not the API.
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/realtime',
    // A database that cannot count must not take the API down with it: the request goes on and
    // meets the same database in its own work.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', errorText('tooManyRequests', { after: context.after }), {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
