import type { Queryable, Tx } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';
import type { SessionUserRow, UserRow } from '../users/index.js';

/** What a request learns of its session (findLiveSession). */
export type LiveSessionRow = Pick<SessionRow, 'id' | 'csrf_token' | 'remember' | 'expires_at'>;

export interface SessionRow {
  id: string;
  user_id: string;
  csrf_token: string;
  remember: boolean;
  created_at: Date;
  expires_at: Date;
}

export async function insertSession(
  tx: Tx,
  session: {
    id: string;
    tokenHash: string;
    userId: string;
    csrfToken: string;
    remember: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await tx.query(
    `INSERT INTO sessions (id, token_hash, user_id, csrf_token, remember, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id,
      session.tokenHash,
      session.userId,
      session.csrfToken,
      session.remember,
      session.createdAt,
      session.expiresAt,
    ],
  );
}

/**
 * The live session behind a token hash, with its user. An expired session, or one whose user is
 * suspended, is not found: the request is then anonymous. Every signed-in request runs this, so
 * it reads only what a request uses: never the password hash or the TOTP secret, which then
 * never sit in a request's memory (and it parses five columns fewer per request).
 */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ session: LiveSessionRow; user: SessionUserRow } | undefined> {
  const { rows } = await db.query<
    SessionUserRow & {
      session_id: string;
      session_csrf_token: string;
      session_remember: boolean;
      session_expires_at: Date;
    }
  >(
    // Planned once per connection (prepared-statements.ts).
    prepared(`SELECT u.id, u.email, u.username, u.role, u.email_verified_at, u.totp_enabled_at,
            u.language, s.id AS session_id, s.csrf_token AS session_csrf_token,
            s.remember AS session_remember, s.expires_at AS session_expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.status = 'active'`),
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const {
    session_id: id,
    session_csrf_token: csrfToken,
    session_remember: remember,
    session_expires_at: expiresAt,
    ...user
  } = row;
  return { session: { id, csrf_token: csrfToken, remember, expires_at: expiresAt }, user };
}

export async function deleteSession(tx: Tx, id: string) {
  await tx.query('DELETE FROM sessions WHERE id = $1', [id]);
}

/** Ends every session of a user, except `keepSessionId` when given (the one asking). */
export async function deleteUserSessions(tx: Tx, userId: string, keepSessionId?: string) {
  await tx.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [
    userId,
    keepSessionId ?? null,
  ]);
}

/** Expired rows are dead already; removing them at sign-in keeps the table from growing. */
export async function deleteExpiredSessions(tx: Tx, userId: string, now: Date) {
  await tx.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
}

/** What the realtime socket of a session may follow: its user, role and two-factor state. */
export interface LiveSessionUserRow {
  session_id: string;
  user_id: string;
  role: UserRow['role'];
  totp_enabled_at: Date | null;
}

/**
 * Which of these sessions are still live, by findLiveSession's rule (not expired, user active),
 * in one read: the realtime heartbeat re-checks every socket that follows a private channel at
 * once. Sessions missing from the answer ended (logout, expiry, suspension, password change).
 */
export async function findLiveSessionUsers(
  db: Queryable,
  sessionIds: readonly string[],
  now: Date,
): Promise<LiveSessionUserRow[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await db.query<LiveSessionUserRow>(
    `SELECT s.id AS session_id, u.id AS user_id, u.role, u.totp_enabled_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::text[]) AND s.expires_at > $2 AND u.status = 'active'`,
    [sessionIds, now],
  );
  return rows;
}
