import { errorText } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { unauthenticated } from '../../lib/guards.js';
import { lockUserShared } from './users.repository.js';

export const SUSPENDED_MESSAGE = 'Your account is suspended.';

/**
 * The status check of a money operation, inside its own transaction (decisions.md 21): the
 * session was checked before the transaction began, and a suspension may have committed since.
 * Share-locks the user's row first of all the operation's locks; a suspension (FOR NO KEY
 * UPDATE) waits for this transaction, or this one waits for it and then sees "suspended".
 */
export async function lockActiveUser(tx: Tx, userId: string): Promise<void> {
  const user = await lockUserShared(tx, userId);
  assertActiveStatus(user?.status);
}

/**
 * lockActiveUser for a request let in on a session its instance read a moment ago (an order
 * placed, plugins/session.ts): the same share lock, in the same statement as a check that the
 * session is live (not signed out, not expired at `at`) and the user's. A session no longer live
 * answers UNAUTHENTICATED, before ACCOUNT_SUSPENDED, as the session plugin would have.
 */
export async function lockActiveSessionUser(
  tx: Tx,
  userId: string,
  session: { id: string; at: Date },
): Promise<void> {
  const { rows } = await tx.query<{ status: string; session_live: boolean }>(
    `SELECT u.status, EXISTS (
              SELECT 1 FROM sessions s
               WHERE s.id = $2 AND s.user_id = u.id AND s.expires_at > $3) AS session_live
       FROM users u WHERE u.id = $1 FOR SHARE OF u`,
    [userId, session.id, session.at],
  );
  const row = rows[0];
  if (!row?.session_live) throw unauthenticated();
  assertActiveStatus(row.status);
}

/**
 * lockActiveUser's verdict on a status the caller share-locked itself (a take reads it in the
 * same statement as its other locks, orders/take-context.repository.ts): undefined is no user.
 */
export function assertActiveStatus(status: string | undefined): void {
  if (status === undefined) throw new AppError('UNAUTHENTICATED', errorText('logIn'));
  if (status !== 'active') throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED_MESSAGE);
}
