import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { RequestAuth } from '../../lib/guards.js';
import { toSessionUser, type UserRow } from '../users/index.js';
import { adminMfaRequiredFor } from '../settings/index.js';
import { newSecretToken, sha256Hex } from '../../lib/secret-tokens.js';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
} from './sessions.repository.js';

/** Who is asking: attached to every /api request that carries a live session cookie. */
/** A session just created: the raw token goes into the cookie and is never stored. */
export interface StartedSession {
  token: string;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
}

const HOUR_MS = 3_600_000;

export function createSessionsService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'sessionTtlHours' | 'rememberMeDays' | 'requireAdminMfa'>;
}) {
  const { db, clock, config } = deps;
  return {
    /**
     * Starts a fresh session for a user who just proved who they are, inside the caller's
     * transaction. `replacesSessionId` is the session the request came with: it is deleted, so a
     * session id planted before sign-in is worthless after it (session fixation).
     */
    async start(
      tx: Tx,
      user: Pick<UserRow, 'id'>,
      options: { remember: boolean; replacesSessionId: string | undefined },
    ): Promise<StartedSession> {
      const now = clock.now();
      if (options.replacesSessionId) await deleteSession(tx, options.replacesSessionId);
      await deleteExpiredSessions(tx, user.id, now);
      // Absolute lifetime: activity does not extend it, so a stolen cookie dies on schedule.
      const lifetimeMs = options.remember
        ? config.rememberMeDays * 24 * HOUR_MS
        : config.sessionTtlHours * HOUR_MS;
      const started: StartedSession = {
        token: newSecretToken(),
        csrfToken: newSecretToken(),
        remember: options.remember,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      };
      await insertSession(tx, {
        id: newId('ses'),
        tokenHash: sha256Hex(started.token),
        userId: user.id,
        csrfToken: started.csrfToken,
        remember: started.remember,
        createdAt: now,
        expiresAt: started.expiresAt,
      });
      return started;
    },

    /** The live session behind a cookie value, or null (unknown, expired, user suspended). */
    async resolve(token: string): Promise<RequestAuth | null> {
      const found = await findLiveSession(db, sha256Hex(token), clock.now());
      if (!found) return null;
      return {
        user: toSessionUser(found.user, await adminMfaRequiredFor(db, config, found.user)),
        session: {
          id: found.session.id,
          csrfToken: found.session.csrf_token,
          remember: found.session.remember,
          expiresAt: found.session.expires_at,
        },
      };
    },

    async end(sessionId: string): Promise<void> {
      await db.transaction((tx) => deleteSession(tx, sessionId));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
