/**
 * The payment provider interface, after Medusa's: the rest of the system talks to M-Pesa only
 * through these four operations and these types, and never sees a provider's field names.
 * Implementations: simulator (the default; works offline), payhero and daraja.
 *
 * A provider never throws for a provider's misbehaviour: a refusal, a silence and an answer it
 * cannot read are all results, so the service can decide what each means for the money.
 */
import type { PaymentProvider as ProviderName, PaymentType } from '@soko/shared';

export type { ProviderName };

/** What the provider says about a payment. Final: completed, failed, canceled. */
export type ProviderOutcome = 'pending' | 'queued' | 'completed' | 'failed' | 'canceled';

/** What we ask a provider to do: collect (STK push) from, or pay out (B2C) to, a phone. */
export interface PaymentInstruction {
  /** Our reference (12 characters), sent as the provider's external / account reference. */
  reference: string;
  type: PaymentType;
  /** KES minor units, always whole shillings. */
  amountMinor: bigint;
  /** 254XXXXXXXXX. */
  phone: string;
  /** Where the provider posts its result (with the secret token in the path). */
  callbackUrl: string;
}

export type InitiationResult =
  /** The provider took the request; its answer comes by callback (or a status query). */
  | {
      kind: 'accepted';
      providerReference: string | null;
      providerRequestId: string | null;
      providerStatus: string | null;
    }
  /** The provider said no (a 4xx or a refusal in the body): nothing will happen. */
  | { kind: 'refused'; providerStatus: string | null; error: string }
  /** No usable answer (timeouts, 5xx after the retries): the request may or may not be live. */
  | { kind: 'no_answer'; error: string };

/** The payment as a provider needs it for a status query. */
export interface ProviderPaymentRef {
  reference: string;
  type: PaymentType;
  phone: string;
  amountMinor: bigint;
  createdAt: Date;
  providerReference: string | null;
  providerRequestId: string | null;
}

export interface StatusAnswer {
  outcome: ProviderOutcome;
  providerStatus: string | null;
  receipt: string | null;
  error: string | null;
}

/** A callback as the rest of the system sees it, whatever the provider's shape was. */
export interface ParsedCallback {
  outcome: ProviderOutcome;
  /** Our reference when the provider echoes it (PayHero, Daraja B2C). */
  reference: string | null;
  providerReference: string | null;
  providerRequestId: string | null;
  /** KES minor units the provider says moved; null when its body carries no amount. */
  amountMinor: bigint | null;
  receipt: string | null;
  providerStatus: string | null;
  error: string | null;
  eventAt: Date | null;
}

export type CallbackParse = { ok: true; callback: ParsedCallback } | { ok: false; reason: string };

/** Which of a provider's callback URLs was hit (Daraja B2C posts timeouts to their own URL). */
export interface CallbackHint {
  kind?: string | undefined;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  initiateCollection(instruction: PaymentInstruction): Promise<InitiationResult>;
  initiatePayout(instruction: PaymentInstruction): Promise<InitiationResult>;
  /** Asks the provider; `pending` when it cannot tell (or has no way to be asked). */
  queryStatus(payment: ProviderPaymentRef): Promise<StatusAnswer>;
  parseCallback(raw: unknown, hint: CallbackHint): CallbackParse;
  /** Stops timers and waits for in-flight work (the simulator's scheduled answers). */
  close?(): Promise<void>;
}

export const PENDING_ANSWER: StatusAnswer = {
  outcome: 'pending',
  providerStatus: null,
  receipt: null,
  error: null,
};

export function isFinalOutcome(outcome: ProviderOutcome): boolean {
  return outcome === 'completed' || outcome === 'failed' || outcome === 'canceled';
}
