import { z } from 'zod';
import { MAX_CHANNEL_LENGTH, REALTIME_TOPICS } from './realtime.js';

/*
 * The realtime protocol's checks, which the server runs on what browsers send. Apart from
 * realtime.ts so the browser's realtime client (on the landing page) does not pull in zod: the
 * landing page's JavaScript budget is 150 KiB and zod alone is 22 KiB of it.
 */
export const RealtimeTopicSchema = z.enum(REALTIME_TOPICS);

const ChannelName = z.string().min(1).max(MAX_CHANNEL_LENGTH);

/** Browser → server. */
export const RealtimeClientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    channel: ChannelName,
    /** The last sequence this client saw on the channel, to resume from. */
    since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  z.strictObject({ type: z.literal('unsubscribe'), channel: ChannelName }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;
