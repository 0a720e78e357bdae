import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.js';

/**
 * The offline SMS provider (the default, like the M-Pesa simulator): nothing leaves the machine.
 * The text is logged; the outbox row written by the caller keeps it, so tests, the e2e journeys
 * and an admin (GET /api/admin/sms-outbox) can read a code. Never in production: anyone who can
 * read the log or the outbox could verify any number.
 */
export function createSimulatorSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'simulator',
    send(message) {
      log.info({ to: message.to }, `sms (simulator):\n${message.text}`);
      return Promise.resolve({ kind: 'sent', providerMessageId: null });
    },
  };
}
