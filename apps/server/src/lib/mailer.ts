import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { newId } from './ids.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the message and delivers it (SMTP) or logs it (outbox). Never throws on delivery. */
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to email_outbox first, so there is a record whatever happens to
 * delivery. With SMTP_URL the message is then sent; without it the link-bearing text is logged,
 * which is how the embedded default works offline.
 */
export function createMailer(deps: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}): Mailer {
  const { config, db, log } = deps;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(message) {
      const id = newId('mail');
      await db.transaction((tx) =>
        tx.query(
          `INSERT INTO email_outbox (id, to_address, subject, body_text, transport)
           VALUES ($1, $2, $3, $4, $5)`,
          [id, message.to, message.subject, message.text, transport ? 'smtp' : 'outbox'],
        ),
      );
      if (!transport) {
        log.info(
          { mailId: id, to: message.to, subject: message.subject },
          `mail (outbox):\n${message.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await db.transaction((tx) =>
          tx.query('UPDATE email_outbox SET sent_at = now() WHERE id = $1', [id]),
        );
      } catch (error) {
        log.error({ err: error, mailId: id }, 'mail delivery failed');
        await db.transaction((tx) =>
          tx.query('UPDATE email_outbox SET error = $2 WHERE id = $1', [id, String(error)]),
        );
      }
    },
  };
}
