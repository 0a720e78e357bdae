/**
 * Asking the provider to start a payment that is already recorded (and committed): the call runs
 * outside any transaction, then its first answer is written in a new one under the payment's row
 * lock. Accepted: the provider's ids are kept and the payment waits for its answer. Refused: the
 * payment fails at once (a withdrawal's hold is voided). No answer: the request may be live at
 * the provider, so nothing is decided; the callback or the reconciliation job will.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { applyOutcome } from './payment-settlement.js';
import { lockPayment, type PaymentRow } from './payments.repository.js';
import type { InitiationResult, PaymentProvider } from './provider.js';

export interface InitiationDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  callbackUrl: () => Promise<string>;
}

async function ask(deps: InitiationDeps, payment: PaymentRow): Promise<InitiationResult> {
  const instruction = {
    reference: payment.reference,
    type: payment.type,
    amountMinor: payment.amount_minor,
    phone: payment.phone,
    callbackUrl: await deps.callbackUrl(),
  };
  try {
    return payment.type === 'deposit'
      ? await deps.provider.initiateCollection(instruction)
      : await deps.provider.initiatePayout(instruction);
  } catch (error) {
    deps.log.error({ err: error, reference: payment.reference }, 'M-Pesa initiation threw');
    return { kind: 'no_answer', error: 'the provider call failed' };
  }
}

export async function initiatePayment(
  deps: InitiationDeps,
  payment: PaymentRow,
): Promise<InitiationResult> {
  const result = await ask(deps, payment);
  await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (!locked) throw new Error(`payment ${payment.id} vanished`);
    const at = deps.clock.now();
    if (result.kind === 'accepted') {
      const progress = { ...result, outcome: 'pending' as const, receipt: null, error: null };
      await applyOutcome(tx, locked, progress, at);
    } else if (result.kind === 'refused') {
      await applyOutcome(tx, locked, { ...result, outcome: 'failed', receipt: null }, at);
    }
  });
  if (result.kind === 'no_answer') {
    const details = { reference: payment.reference, error: result.error };
    deps.log.warn(details, 'M-Pesa provider did not answer');
  }
  return result;
}
