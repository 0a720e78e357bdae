import { REALTIME_MESSAGES, type ErrorCode, type ParsedChannel, type Role } from '@soko/shared';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { findLiveSessionUsers } from '../auth/index.js';
import { findPairByCurrencies } from '../pairs/index.js';
import { effectiveRequireAdminMfa, getSettings } from '../settings/index.js';

/** Who holds a socket: taken from the session at the upgrade, re-read before private joins. */
export interface RealtimeViewer {
  userId: string;
  sessionId: string;
  role: Role;
  /** An admin who must enrol in two-factor first is refused `admin`, as the HTTP guard does. */
  mfaEnrolmentRequired: boolean;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** The guard's words (modules/auth/guards.ts requireAdmin), so both refuse alike. */
const MFA_ENROLMENT_MESSAGE =
  'Admins must turn on two-factor authentication before using the admin area.';

export const isPrivateChannel = (channel: ParsedChannel) =>
  channel.kind === 'user' || channel.kind === 'admin';

/**
 * Whether a viewer may follow a private channel, in precedence order: signed in, then theirs
 * (user:<id>) or an admin allowed into the admin area. Public channels are anyone's.
 */
export function privateChannelRefusal(
  channel: ParsedChannel,
  viewer: RealtimeViewer | null,
): Refusal | undefined {
  if (!isPrivateChannel(channel)) return undefined;
  if (!viewer) return { code: 'UNAUTHENTICATED', message: REALTIME_MESSAGES.signInRequired };
  if (channel.kind === 'user' && channel.userId !== viewer.userId) {
    return { code: 'FORBIDDEN', message: REALTIME_MESSAGES.notYours };
  }
  if (channel.kind === 'admin') {
    if (viewer.role !== 'admin')
      return { code: 'FORBIDDEN', message: REALTIME_MESSAGES.adminsOnly };
    if (viewer.mfaEnrolmentRequired) {
      return { code: 'MFA_ENROLMENT_REQUIRED', message: MFA_ENROLMENT_MESSAGE };
    }
  }
  return undefined;
}

/** A pair that exists stays known this long, so a crowd joining one pair reads it once. */
const PAIR_CACHE_MS = 30_000;
const PAIR_CACHE_ENTRIES = 1_000;

export function createChannelAccess(deps: {
  db: Queryable;
  clock: Clock;
  config: Pick<Config, 'requireAdminMfa'>;
}) {
  const { db, clock, config } = deps;
  // Only pairs found are kept (bounded): a made-up name is asked about each time.
  const knownPairs = new Map<string, number>();

  async function pairExists(base: string, quote: string): Promise<boolean> {
    const key = `${base}-${quote}`;
    const now = Date.now();
    if ((knownPairs.get(key) ?? 0) > now) return true;
    const found = (await findPairByCurrencies(db, base, quote)) !== undefined;
    if (found) {
      if (knownPairs.size >= PAIR_CACHE_ENTRIES) knownPairs.clear();
      knownPairs.set(key, now + PAIR_CACHE_MS);
    }
    return found;
  }

  /**
   * The viewers behind these sessions as they are now, in one read (sessions that ended are
   * missing). The settings are read only if an admin without two-factor is among them.
   */
  async function viewersOf(sessionIds: readonly string[]): Promise<Map<string, RealtimeViewer>> {
    const rows = await findLiveSessionUsers(db, sessionIds, clock.now());
    const needsSettings = rows.some((row) => row.role === 'admin' && row.totp_enabled_at === null);
    const requireAdminMfa =
      needsSettings && effectiveRequireAdminMfa(await getSettings(db), config);
    const viewers = new Map<string, RealtimeViewer>();
    for (const row of rows) {
      viewers.set(row.session_id, {
        userId: row.user_id,
        sessionId: row.session_id,
        role: row.role,
        mfaEnrolmentRequired:
          requireAdminMfa && row.role === 'admin' && row.totp_enabled_at === null,
      });
    }
    return viewers;
  }

  return {
    viewersOf,

    /**
     * Why this viewer may not follow this channel, or undefined. Private channels re-read the
     * session first (a socket lives for hours; its session may have ended since the upgrade) and
     * return the fresh viewer, null when the session ended.
     */
    async check(
      channel: ParsedChannel,
      viewer: RealtimeViewer | null,
    ): Promise<{ refusal: Refusal | undefined; viewer: RealtimeViewer | null }> {
      if (channel.kind === 'pair') {
        const exists = await pairExists(channel.base, channel.quote);
        const refusal: Refusal | undefined = exists
          ? undefined
          : { code: 'NOT_FOUND', message: REALTIME_MESSAGES.unknownChannel };
        return { refusal, viewer };
      }
      if (!isPrivateChannel(channel)) return { refusal: undefined, viewer };
      const fresh = viewer
        ? ((await viewersOf([viewer.sessionId])).get(viewer.sessionId) ?? null)
        : null;
      return { refusal: privateChannelRefusal(channel, fresh), viewer: fresh };
    },
  };
}

export type ChannelAccess = ReturnType<typeof createChannelAccess>;
