import type { Language } from '@soko/shared';
import type { FastifyBaseLogger } from 'fastify';
import { readerLanguage } from '../../lib/reader-language.js';
import { AUTH_MAIL_TEXTS } from './auth-mail-texts.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import {
  insertEmailToken,
  retireEmailTokens,
  type EmailTokenPurpose,
} from './email-tokens.repository.js';
import { newSecretToken, sha256Hex } from '../../lib/secret-tokens.js';

export const VERIFY_EMAIL_TTL_MS = 48 * 3_600_000;
export const RESET_PASSWORD_TTL_MS = 3_600_000;
/** Per user and kind of link, per hour: enough for a lost mail, too few to flood a mailbox. */
export const MAX_LINK_MAILS_PER_HOUR = 5;

const LINKS: Record<EmailTokenPurpose, { path: string; ttlMs: number }> = {
  verify_email: { path: '/verify-email', ttlMs: VERIFY_EMAIL_TTL_MS },
  reset_password: { path: '/reset-password', ttlMs: RESET_PASSWORD_TTL_MS },
};

/**
 * The emailed links of the accounts module. A link is issued inside the caller's transaction
 * (retiring older links of the same kind) and mailed only after that transaction commits, so no
 * mail ever points at a token that was rolled back.
 */
export function createAuthMail(deps: {
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { config, clock, mailer, log } = deps;
  return {
    async issueLink(
      tx: Tx,
      purpose: EmailTokenPurpose,
      user: { id: string; email: string; username: string; language?: Language | null },
    ): Promise<MailMessage> {
      const now = clock.now();
      const token = newSecretToken();
      await retireEmailTokens(tx, user.id, purpose, now);
      await insertEmailToken(tx, {
        id: newId('tok'),
        tokenHash: sha256Hex(token),
        purpose,
        userId: user.id,
        email: user.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LINKS[purpose].ttlMs),
      });
      const link = `${config.publicUrl}${LINKS[purpose].path}?token=${encodeURIComponent(token)}`;
      const texts = AUTH_MAIL_TEXTS[readerLanguage(user)];
      return { to: user.email, ...texts.link(purpose, user.username, link) };
    },

    /** Tells the old address about a change, so a hijacked session cannot move the account quietly. */
    emailChangedNotice(
      user: { username: string; language?: Language | null },
      oldEmail: string,
      newEmail: string,
    ): MailMessage {
      const texts = AUTH_MAIL_TEXTS[readerLanguage(user)];
      return { to: oldEmail, ...texts.emailChanged(user.username, oldEmail, newEmail) };
    },

    /**
     * Sends without making the request wait for SMTP: a slow mail server must not slow sign-up,
     * and forgot-password must answer as fast for unknown addresses as for real ones. The mailer
     * records every message in the outbox and never throws on delivery; anything else is logged.
     */
    deliver(message: MailMessage): void {
      mailer.send(message).catch((error: unknown) => {
        log.error({ err: error, subject: message.subject }, 'could not send account mail');
      });
    },
  };
}

export type AuthMail = ReturnType<typeof createAuthMail>;
