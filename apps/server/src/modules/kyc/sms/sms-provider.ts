/**
 * The SMS provider interface, after the payments provider (payments/provider.ts): the rest of
 * the server sends a text through `send` and never sees a provider's field names. A provider
 * never throws for a provider's misbehaviour: a refusal and a silence are results.
 * Implementations: simulator (the default; offline, the text is kept in sms_outbox and logged)
 * and africastalking (Africa's Talking bulk SMS API).
 */
export type SmsProviderName = 'simulator' | 'africastalking';

export interface SmsMessage {
  /** 254XXXXXXXXX. */
  to: string;
  text: string;
}

export type SmsResult =
  { kind: 'sent'; providerMessageId: string | null } | { kind: 'failed'; error: string };

export interface SmsProvider {
  readonly name: SmsProviderName;
  send(message: SmsMessage): Promise<SmsResult>;
}
