import {
  ADMIN_CHANNEL,
  MARKET_CHANNEL,
  REALTIME_PATH,
  pairChannel,
  parseChannel,
  userChannel,
} from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import { stampAnswer, type ReadSequences } from '../../lib/answer-stamp.js';

/**
 * Stamps every GET answer under /api with the sequences of the market channel, the user's own
 * channel when signed in, the admin channel when that user is an admin (every admin screen's
 * data is read by an admin), and a pair's channel when the read names one by `base` and `quote`
 * (its book, trades and candles), read BEFORE the route reads its data (`soko-seqs`). A
 * sequence is bumped in the same commit as the change it announces, so the answer holds every change up to
 * the stamped one. The browser's first join of a channel then refetches only when the channel
 * has moved past what its answers carried; before this, each first join fetched every screen's
 * data a second time just after it had arrived (issue 16). Reads are batched per turn of the
 * event loop with the subscribe answers' (realtime-sequences.ts).
 */
export function registerAnswerSequences(app: FastifyInstance, readSequences: ReadSequences) {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/') || path === REALTIME_PATH) return;
    const channels = [MARKET_CHANNEL];
    if (request.auth) channels.push(userChannel(request.auth.user.id));
    if (request.auth?.user.role === 'admin') channels.push(ADMIN_CHANNEL);
    const pair = pairChannelOfQuery(request.query);
    if (pair) channels.push(pair);
    await stampAnswer(reply, readSequences, channels);
  });
}

/** The pair channel a read names by its `base` and `quote` query values, if they name one. */
function pairChannelOfQuery(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  const { base, quote } = query as Record<string, unknown>;
  if (typeof base !== 'string' || typeof quote !== 'string') return null;
  const channel = pairChannel(base, quote);
  return parseChannel(channel)?.kind === 'pair' ? channel : null;
}
