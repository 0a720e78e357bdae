import type { FastifyInstance } from 'fastify';
import { isReplayedAnswer } from '../lib/idempotency.js';

/**
 * A repeated Idempotency-Key gets the first answer back; the Idempotent-Replayed header tells the
 * client that this answer is that stored one and nothing moved again (Stripe's header name).
 */
export function registerIdempotentReplayedHeader(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (isReplayedAnswer(payload)) void reply.header('idempotent-replayed', 'true');
    return payload;
  });
}
