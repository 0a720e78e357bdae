/**
 * A provider's callback, from raw body to ledger. The raw body is stored first, in its own
 * transaction, so the evidence survives whatever happens next. Then one transaction locks the
 * payment row and applies the answer through applyOutcome. Nothing here trusts the callback
 * beyond what it can check: it must name a payment of this provider, and a completion must carry
 * the payment's exact amount. Every refusal is recorded on the callback row (applied = false,
 * note) and answered 200 all the same: the provider has delivered, and resending cannot help.
 *
 * Amount differs: not applied; the payment is flagged for review and stays as it was, so the
 * provider's real answer (a correct callback, or the status query of the reconciliation job,
 * which is the provider speaking for itself) can still settle it. M-Pesa cannot collect or pay
 * an amount other than the one asked for, so a different amount means a forged or broken body.
 */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { parseDarajaCallback } from './daraja/daraja-callback.js';
import { parsePayHeroCallback } from './payhero/payhero-callback.js';
import { announcePaymentFlag } from './payment-events.js';
import { applyOutcome, isFinalStatus } from './payment-settlement.js';
import {
  flagPaymentForReview,
  insertCallback,
  lockPaymentForCallback,
  markCallback,
} from './payments.repository.js';
import type { CallbackHint, CallbackParse, ParsedCallback, ProviderName } from './provider.js';
import { parseSimulatorCallback } from './simulator/simulator-provider.js';

/** Every provider's parser, whichever provider is configured now: a payment made before a switch
 * of PAYMENT_PROVIDER still gets its late callback read. */
export const CALLBACK_PARSERS: Record<
  ProviderName,
  (raw: unknown, hint: CallbackHint) => CallbackParse
> = {
  simulator: parseSimulatorCallback,
  payhero: parsePayHeroCallback,
  daraja: parseDarajaCallback,
};

export function isProviderName(name: string): name is ProviderName {
  return Object.hasOwn(CALLBACK_PARSERS, name);
}

export interface CallbackReceipt {
  applied: boolean;
  note: string | null;
}

const MAX_STORED_BODY_CHARS = 64 * 1024;

function parseRaw(provider: ProviderName, rawBody: string, hint: CallbackHint): CallbackParse {
  let raw: unknown;
  try {
    raw = JSON.parse(rawBody) as unknown;
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  return CALLBACK_PARSERS[provider](raw, hint);
}

/** Whether a readable callback may be applied to its (locked) payment; the note says why not. */
function refusal(
  payment: { provider: string; amount_minor: bigint; status: string },
  provider: ProviderName,
  callback: ParsedCallback,
): string | null {
  if (payment.provider !== provider) return `the payment belongs to ${payment.provider}`;
  if (callback.amountMinor !== null && callback.amountMinor !== payment.amount_minor) {
    return `amount differs: the callback says ${callback.amountMinor} minor units, the payment is ${payment.amount_minor}`;
  }
  if (callback.outcome === 'completed' && callback.amountMinor === null) {
    return 'a completion without an amount';
  }
  return null;
}

export async function receiveCallback(
  deps: { db: Database; clock: Clock },
  provider: ProviderName,
  rawBody: string,
  hint: CallbackHint,
): Promise<CallbackReceipt> {
  const { db, clock } = deps;
  const at = clock.now();
  const parsed = parseRaw(provider, rawBody, hint);
  const callbackId = await db.transaction((tx) =>
    insertCallback(tx, {
      provider,
      rawBody: rawBody.slice(0, MAX_STORED_BODY_CHARS),
      at,
      outcome: parsed.ok ? parsed.callback.outcome : null,
      providerReference: parsed.ok ? parsed.callback.providerReference : null,
    }),
  );
  return db.transaction(async (tx) => {
    const done = async (paymentId: string | null, applied: boolean, note: string | null) => {
      await markCallback(tx, callbackId, { paymentId, applied, note });
      return { applied, note };
    };
    if (!parsed.ok) return done(null, false, `unreadable: ${parsed.reason}`);
    const { callback } = parsed;
    const payment = await lockPaymentForCallback(tx, provider, callback);
    if (!payment) return done(null, false, 'no payment has this reference');
    const refused = refusal(payment, provider, callback);
    if (refused) {
      if (refused.startsWith('amount differs')) {
        await flagPaymentForReview(tx, payment.id, refused, at);
        announcePaymentFlag(tx);
      }
      return done(payment.id, false, refused);
    }
    if (isFinalStatus(payment.status)) {
      if (callback.outcome === 'completed' && payment.status !== 'completed') {
        const reason = `the provider reported a completion after the payment was ${payment.status}`;
        await flagPaymentForReview(tx, payment.id, reason, at);
        announcePaymentFlag(tx);
      }
      return done(payment.id, false, `the payment is already ${payment.status}`);
    }
    const { result } = await applyOutcome(tx, payment, callback, at);
    return done(payment.id, true, result === 'progress' ? `progress: ${callback.outcome}` : null);
  });
}
