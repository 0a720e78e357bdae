import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../../sms-config.js';
import { createAfricasTalkingSms } from './africastalking-sms.js';
import { createSimulatorSms } from './simulator-sms.js';
import type { SmsProvider } from './sms-provider.js';

/** SMS_PROVIDER picks the provider; config.ts has already checked its variables are set. */
export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger): SmsProvider {
  return config.provider === 'africastalking'
    ? createAfricasTalkingSms(config.africastalking)
    : createSimulatorSms(log);
}
