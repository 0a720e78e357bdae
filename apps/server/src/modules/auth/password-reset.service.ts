import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  announceUserChange,
  findUserByEmail,
  lockUserById,
  markEmailVerified,
  setUserPassword,
} from '../users/index.js';
import { startWithdrawalPause } from '../safeguards/index.js';
import { MAX_LINK_MAILS_PER_HOUR, type AuthMail } from './auth-mail.js';
import { assertStrongPassword } from './auth.service.js';
import { consumeEmailToken, countEmailTokensSince } from './email-tokens.repository.js';
import { INVALID_TOKEN_MESSAGE } from './email-verification.service.js';
import type { PasswordHasher } from '../../lib/password.js';
import { sha256Hex } from '../../lib/secret-tokens.js';
import { deleteUserSessions } from './sessions.repository.js';

export function createPasswordResetService(deps: {
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  authMail: AuthMail;
}) {
  const { db, clock, hasher, authMail } = deps;
  return {
    /**
     * Mails a reset link when the address belongs to an active account. The caller answers 202
     * whatever happens here, and the mail leaves in the background, so neither the answer nor
     * its timing tells whether the address has an account.
     */
    async requestReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.status !== 'active') return;
      const hourAgo = new Date(clock.now().getTime() - 3_600_000);
      if (
        (await countEmailTokensSince(db, user.id, 'reset_password', hourAgo)) >=
        MAX_LINK_MAILS_PER_HOUR
      ) {
        return;
      }
      const mail = await db.transaction((tx) => authMail.issueLink(tx, 'reset_password', user));
      authMail.deliver(mail);
    },

    /**
     * Sets the new password and ends every session of the account: whoever knew the old
     * password or held a cookie is out. Following the link also proves the address is theirs.
     */
    async resetPassword(token: string, password: string): Promise<{ userId: string }> {
      // Before the token is used up, so a refused password leaves the link working.
      assertStrongPassword(password, 'password');
      const passwordHash = await hasher.hash(password);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const used = await consumeEmailToken(tx, sha256Hex(token), 'reset_password', now);
        const user = used && (await lockUserById(tx, used.user_id));
        // A link sent to an address the account has since left must not reset it.
        if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) {
          throw new AppError('INVALID_TOKEN', INVALID_TOKEN_MESSAGE);
        }
        await setUserPassword(tx, user.id, passwordHash);
        await deleteUserSessions(tx, user.id);
        // Whoever reads the mailbox can reset: withdrawals wait out the cool-down (decisions 23).
        await startWithdrawalPause(tx, user.id, 'password_reset', now);
        await markEmailVerified(tx, user.id, now);
        if (!user.email_verified_at) announceUserChange(tx, user.id);
        return { userId: user.id };
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
