import { errorText } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
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
 * lockActiveUser's verdict on a status the caller share-locked itself (a take reads it in the
 * same statement as its other locks, orders/take-context.repository.ts): undefined is no user.
 */
export function assertActiveStatus(status: string | undefined): void {
  if (status === undefined) throw new AppError('UNAUTHENTICATED', errorText('logIn'));
  if (status !== 'active') throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED_MESSAGE);
}
