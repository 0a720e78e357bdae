import { ADMIN_CHANNEL, userChannel } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';

/** A new account, sent when its transaction commits: the admins' user list and the user count. */
export function announceNewUser(tx: Tx) {
  publishOnCommit(tx, ADMIN_CHANNEL, ['users', 'stats']);
}

/**
 * An account changed (role, status, names, email verified, two-factor): the admins' user list
 * shows each of these, and the user's own browser re-reads its session user. The dashboard's
 * figures count users, not their roles or states, so they do not change.
 */
export function announceUserChange(tx: Tx, userId: string) {
  publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
  publishOnCommit(tx, userChannel(userId), ['account']);
}
