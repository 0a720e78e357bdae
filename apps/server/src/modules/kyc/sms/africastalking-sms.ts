import type { SmsProvider, SmsResult } from './sms-provider.js';

/**
 * Africa's Talking bulk SMS: POST {baseUrl}/version1/messaging, form-encoded `username`, `to`
 * (+254…), `message` and an optional `from` (a registered sender id or short code), with the
 * `apiKey` header. It answers 201 with SMSMessageData.Recipients[], one per number, each with a
 * statusCode: 100 Processed, 101 Sent, 102 Queued are accepted; 401–407 and 5xx are refusals
 * (RiskHold, InvalidSenderId, InvalidPhoneNumber, UnsupportedNumberType, InsufficientBalance,
 * UserInBlacklist, CouldNotRoute, gateway errors). A network error or a 5xx is retried a bounded
 * number of times: a verification code sent twice is harmless.
 */
export interface AfricasTalkingConfig {
  /** https://api.africastalking.com (live) or https://api.sandbox.africastalking.com. */
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId: string | undefined;
  timeoutMs: number;
  retries: number;
}

const ACCEPTED_STATUS = new Set([100, 101, 102]);

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
}

function readRecipient(body: unknown): Recipient | undefined {
  const data = (body as { SMSMessageData?: { Recipients?: unknown } } | null)?.SMSMessageData;
  const recipients = data?.Recipients;
  return Array.isArray(recipients) ? (recipients[0] as Recipient | undefined) : undefined;
}

function interpret(status: number, text: string): SmsResult | 'retry' {
  if (status >= 500) return 'retry';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'failed', error: `Africa's Talking answered ${status}: ${text.slice(0, 200)}` };
  }
  const recipient = readRecipient(body);
  if (status >= 400 || !recipient) {
    const message = (body as { SMSMessageData?: { Message?: unknown } }).SMSMessageData?.Message;
    return { kind: 'failed', error: `Africa's Talking refused (${status}): ${String(message)}` };
  }
  const code = Number(recipient.statusCode);
  if (!ACCEPTED_STATUS.has(code)) {
    return { kind: 'failed', error: `Africa's Talking: ${String(recipient.status)} (${code})` };
  }
  const id = typeof recipient.messageId === 'string' ? recipient.messageId : null;
  return { kind: 'sent', providerMessageId: id };
}

export function createAfricasTalkingSms(config: AfricasTalkingConfig): SmsProvider {
  async function attempt(form: URLSearchParams): Promise<SmsResult | 'retry'> {
    try {
      const response = await fetch(`${config.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: config.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      return interpret(response.status, await response.text());
    } catch {
      return 'retry';
    }
  }

  return {
    name: 'africastalking',
    async send(message) {
      const form = new URLSearchParams({
        username: config.username,
        to: `+${message.to}`,
        message: message.text,
      });
      if (config.senderId) form.set('from', config.senderId);
      for (let tries = 0; tries <= config.retries; tries += 1) {
        const result = await attempt(form);
        if (result !== 'retry') return result;
      }
      return { kind: 'failed', error: "Africa's Talking did not answer" };
    },
  };
}
