/**
 * Writing a new payment, inside the caller's transaction: its history row (transactions, method
 * mpesa, pending), the payments row, and for a withdrawal the hold of its amount, all or nothing.
 * The provider is called only after this has committed.
 */
import { randomBytes } from 'node:crypto';
import { FIAT_CURRENCY, type PaymentType } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { placeHold, type Shortfall } from '../ledger/index.js';
import { insertHistoryEntry } from '../transactions/index.js';
import type { ProviderName } from './provider.js';
import { announcePaymentChange } from './payment-events.js';
import { applyOutcome } from './payment-settlement.js';
import { insertPayment, setPaymentHold, type PaymentRow } from './payments.repository.js';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * 12 characters (60 random bits): short enough for Daraja's AccountReference (≤ 12) and
 * readable aloud on a support call (no 0/O or 1/I), unique by the table's constraint.
 */
export function newPaymentReference(): string {
  return [...randomBytes(12)].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('');
}

export interface PaymentTiming {
  timeoutSeconds: number;
  reconcileWindowMinutes: number;
  reconcileAfterSeconds: number;
}

export interface PaymentIntake {
  userId: string;
  type: PaymentType;
  amountMinor: bigint;
  phone: string;
  provider: ProviderName;
  timing: PaymentTiming;
  at: Date;
}

function describe(type: PaymentType, phone: string) {
  const ending = phone.slice(-3);
  return type === 'deposit'
    ? `M-Pesa deposit from the phone ending ${ending}`
    : `M-Pesa withdrawal to the phone ending ${ending}`;
}

function after(at: Date, ms: number) {
  return new Date(at.getTime() + ms);
}

/** Writes the rows of a new payment; a withdrawal the balance cannot cover is a Shortfall. */
export async function writePayment(
  tx: Tx,
  intake: PaymentIntake,
): Promise<{ ok: true; payment: PaymentRow } | Shortfall> {
  const { at, timing } = intake;
  const transaction = await insertHistoryEntry(tx, {
    userId: intake.userId,
    type: intake.type,
    method: 'mpesa',
    currency: FIAT_CURRENCY,
    amountMinor: intake.amountMinor,
    status: 'pending',
    description: describe(intake.type, intake.phone),
    at,
  });
  const payment = await insertPayment(tx, {
    reference: newPaymentReference(),
    userId: intake.userId,
    type: intake.type,
    amountMinor: intake.amountMinor,
    phone: intake.phone,
    provider: intake.provider,
    transactionId: transaction.id,
    at,
    timeoutAt: after(at, timing.timeoutSeconds * 1000),
    reconcileUntil: after(at, timing.reconcileWindowMinutes * 60_000),
    nextCheckAt: after(at, timing.reconcileAfterSeconds * 1000),
  });
  announcePaymentChange(tx, payment, { history: true, completed: false });
  if (intake.type === 'deposit') return { ok: true, payment };
  const held = await placeHold(tx, {
    userId: intake.userId,
    currency: FIAT_CURRENCY,
    amountMinor: intake.amountMinor,
    code: 'mpesa_withdrawal_hold',
    paymentId: payment.id,
    refs: { transactionId: transaction.id, paymentId: payment.id },
    at,
  });
  if (!held.ok) return held;
  await setPaymentHold(tx, payment.id, held.holdId);
  return { ok: true, payment: { ...payment, hold_id: held.holdId } };
}

/**
 * A deposit that the simulator has already completed, written and credited in one go through the
 * same settlement as a live callback: the demo seed's KES balances come from these.
 */
export async function recordCompletedDeposit(
  tx: Tx,
  input: { userId: string; amountMinor: bigint; phone: string; timing: PaymentTiming; at: Date },
): Promise<PaymentRow> {
  const written = await writePayment(tx, {
    ...input,
    type: 'deposit',
    provider: 'simulator',
  });
  if (!written.ok) throw new Error('a deposit cannot fall short');
  const { payment } = written;
  const { payment: completed } = await applyOutcome(
    tx,
    payment,
    {
      outcome: 'completed',
      providerStatus: '0',
      providerReference: `SIM-${payment.reference}`,
      receipt: `SIM${payment.reference.slice(-7)}`,
      error: null,
    },
    input.at,
  );
  return completed;
}
