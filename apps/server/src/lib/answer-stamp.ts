import {
  ANSWER_SEQUENCES_HEADER,
  MARKET_CHANNEL,
  formatAnswerSequences,
  userChannel,
} from '@soko/shared';
import type { FastifyReply } from 'fastify';

/**
 * Reads channels' current sequences (0 for a channel never bumped): the realtime service's
 * reader, passed in by the app so that modules the realtime module builds on (auth) can stamp
 * answers without importing it. GET answers are stamped by modules/realtime/answer-sequences.ts.
 */
export type ReadSequences = (channels: string[]) => Promise<Map<string, number>>;

/**
 * For an answer that signs someone in (login, registration): the GET hook leaves changing
 * requests unstamped, and would not know whose channel to read before the route runs. This reads
 * the market channel's and the account's own sequences first, then `read` (the account as the
 * answer shows it), and stamps the reply only when `read` found it. The browser would otherwise
 * refetch every screen on the first join after signing in, as after any unstamped answer.
 */
export async function readStamped<T>(
  reply: FastifyReply,
  readSequences: ReadSequences,
  userId: string,
  read: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const sequences = await readSequences([MARKET_CHANNEL, userChannel(userId)]);
  const value = await read();
  if (value !== undefined) {
    void reply.header(ANSWER_SEQUENCES_HEADER, formatAnswerSequences(sequences));
  }
  return value;
}

/**
 * Stamps the answer with the channels' sequences as they stand now: call it before the answer's
 * data is read (the GET hook does, for every read). A sign-in that still needs its second factor
 * holds no one's data and is stamped with the market channel alone, as an anonymous read is;
 * left unstamped, it would make every first join after the sign-in it leads to refetch.
 */
export async function stampAnswer(
  reply: FastifyReply,
  readSequences: ReadSequences,
  channels: string[],
) {
  const sequences = await readSequences(channels);
  void reply.header(ANSWER_SEQUENCES_HEADER, formatAnswerSequences(sequences));
}
