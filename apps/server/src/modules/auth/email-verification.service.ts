import { errorText } from '@soko/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  announceUserChange,
  findUserById,
  lockUserById,
  markEmailVerified,
} from '../users/index.js';
import { MAX_LINK_MAILS_PER_HOUR, type AuthMail } from './auth-mail.js';
import { consumeEmailToken, countEmailTokensSince } from './email-tokens.repository.js';
import { sha256Hex } from '../../lib/secret-tokens.js';

export const INVALID_TOKEN_MESSAGE =
  'This link is invalid or has expired. Please request a new one.';

export function createEmailVerificationService(deps: {
  db: Database;
  clock: Clock;
  authMail: AuthMail;
}) {
  const { db, clock, authMail } = deps;
  return {
    /**
     * Confirms the address the link was sent to. Needs no session: the link may be opened on
     * another device. A link sent to an address the account no longer has is refused.
     */
    async verify(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const used = await consumeEmailToken(tx, sha256Hex(token), 'verify_email', now);
        const user = used && (await lockUserById(tx, used.user_id));
        if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) {
          throw new AppError('INVALID_TOKEN', INVALID_TOKEN_MESSAGE);
        }
        await markEmailVerified(tx, user.id, now);
        if (!user.email_verified_at) announceUserChange(tx, user.id);
      });
    },

    /** Sends a fresh link (the older ones stop working); nothing to do once verified. */
    async resend(userId: string): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user || user.email_verified_at) return;
      const hourAgo = new Date(clock.now().getTime() - 3_600_000);
      const recent = await countEmailTokensSince(db, user.id, 'verify_email', hourAgo);
      if (recent >= MAX_LINK_MAILS_PER_HOUR) {
        throw new AppError('RATE_LIMITED', errorText('tooManyVerificationEmails'), {
          retryAfterSeconds: 3600,
        });
      }
      const mail = await db.transaction((tx) => authMail.issueLink(tx, 'verify_email', user));
      authMail.deliver(mail);
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
