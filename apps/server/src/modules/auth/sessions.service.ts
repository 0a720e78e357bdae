import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { RequestAuth } from '../../lib/guards.js';
import { toSessionUser, type UserRow } from '../users/index.js';
import { adminMfaRequiredFor } from '../settings/index.js';
import { newSecretToken, sha256Hex } from '../../lib/secret-tokens.js';
import { createSessionCache } from './session-cache.js';
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
/** How long a session read's answer may serve a trade without reading again (session-cache.ts). */
const RECENT_SESSION_MAX_AGE_MS = 30_000;
const RECENT_SESSION_MAX_ENTRIES = 10_000;

/** The live session behind a token hash, read from the database, as a request carries it. */
async function readSession(
  db: Database,
  config: Pick<Config, 'requireAdminMfa'>,
  tokenHash: string,
  now: Date,
): Promise<RequestAuth | null> {
  const found = await findLiveSession(db, tokenHash, now);
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
}

export function createSessionsService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'sessionTtlHours' | 'rememberMeDays' | 'requireAdminMfa'>;
}) {
  const { db, clock, config } = deps;
  const recent = createSessionCache<RequestAuth>({
    maxAgeMs: RECENT_SESSION_MAX_AGE_MS,
    maxEntries: RECENT_SESSION_MAX_ENTRIES,
  });
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
      if (options.replacesSessionId) {
        await deleteSession(tx, options.replacesSessionId);
        recent.forgetSession(options.replacesSessionId);
      }
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

    /**
     * The live session behind a cookie value, or null (unknown, expired, user suspended), read
     * from the database. `reuseRecent`: an answer this instance read in the last 30 s may do
     * instead, for a route that checks its session live inside its own transaction (a take or an
     * order placed, plugins/session.ts); it may be a session signed out meanwhile on another
     * instance.
     */
    async resolve(token: string, options: { reuseRecent?: boolean } = {}) {
      const tokenHash = sha256Hex(token);
      const now = clock.now();
      if (options.reuseRecent) {
        const kept = recent.get(tokenHash, now);
        if (kept) return kept;
      }
      const auth = await readSession(db, config, tokenHash, now);
      if (!auth) {
        recent.forgetToken(tokenHash);
        return null;
      }
      recent.keep(
        tokenHash,
        { value: auth, sessionId: auth.session.id, expiresAt: auth.session.expiresAt },
        now,
      );
      return auth;
    },

    async end(sessionId: string): Promise<void> {
      await db.transaction((tx) => deleteSession(tx, sessionId));
      recent.forgetSession(sessionId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
