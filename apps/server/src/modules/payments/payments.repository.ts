import type { PaymentStatus, PaymentType } from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import type { ProviderName } from './provider.js';

export interface PaymentRow {
  id: string;
  reference: string;
  user_id: string;
  type: PaymentType;
  amount_minor: bigint;
  phone: string;
  status: PaymentStatus;
  provider: ProviderName;
  provider_reference: string | null;
  provider_request_id: string | null;
  provider_status: string | null;
  receipt_number: string | null;
  error: string | null;
  review_reason: string | null;
  hold_id: string | null;
  transaction_id: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  timeout_at: Date;
  reconcile_until: Date;
  next_check_at: Date;
}

/**
 * Locks the user's row for the rest of a payment request, so one user's requests run one at a
 * time and the pending cap cannot be passed by a burst. FOR NO KEY UPDATE, as withdrawals do:
 * rows that only reference the user take KEY SHARE locks, which this mode does not block.
 */
export async function lockUserForPayment(tx: Tx, userId: string) {
  const { rows } = await tx.query<{ email_verified_at: Date | null; status: string }>(
    `SELECT email_verified_at, status FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function countOpenPayments(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM payments
     WHERE user_id = $1 AND status IN ('pending', 'queued')`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0n);
}

export interface NewPayment {
  reference: string;
  userId: string;
  type: PaymentType;
  amountMinor: bigint;
  phone: string;
  provider: ProviderName;
  transactionId: string;
  at: Date;
  timeoutAt: Date;
  reconcileUntil: Date;
  nextCheckAt: Date;
}

export async function insertPayment(tx: Tx, row: NewPayment): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>(
    `INSERT INTO payments (id, reference, user_id, type, amount_minor, phone, status, provider,
       transaction_id, created_at, updated_at, timeout_at, reconcile_until, next_check_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $9, $10, $11, $12) RETURNING *`,
    [
      newId('pay'),
      row.reference,
      row.userId,
      row.type,
      row.amountMinor,
      row.phone,
      row.provider,
      row.transactionId,
      row.at,
      row.timeoutAt,
      row.reconcileUntil,
      row.nextCheckAt,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

export async function setPaymentHold(tx: Tx, paymentId: string, holdId: string) {
  await tx.query(`UPDATE payments SET hold_id = $2 WHERE id = $1`, [paymentId, holdId]);
}

export async function lockPayment(tx: Tx, id: string) {
  const { rows } = await tx.query<PaymentRow>(`SELECT * FROM payments WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0];
}

export async function findPaymentByReference(q: Queryable, reference: string) {
  const { rows } = await q.query<PaymentRow>(`SELECT * FROM payments WHERE reference = $1`, [
    reference,
  ]);
  return rows[0];
}

export async function listUserPayments(q: Queryable, userId: string, limit: number) {
  const { rows } = await q.query<PaymentRow>(
    `SELECT * FROM payments WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/**
 * The payment a callback is about, locked: by our reference when the provider echoed it, else by
 * the provider's id for the payment, and only then by its secondary id (a MerchantRequestID is
 * the provider's to repeat). Only this provider's payments match its ids.
 */
export async function lockPaymentForCallback(
  tx: Tx,
  provider: ProviderName,
  ids: {
    reference: string | null;
    providerReference: string | null;
    providerRequestId: string | null;
  },
) {
  const { rows } = await tx.query<PaymentRow>(
    `SELECT * FROM payments
     WHERE reference = $2
        OR (provider = $1 AND (provider_reference = $3 OR provider_request_id = $4
                               OR provider_reference = $4 OR provider_request_id = $3))
     ORDER BY CASE WHEN reference = $2 THEN 0 WHEN provider_reference = $3 THEN 1
                   WHEN provider_request_id = $4 THEN 2 ELSE 3 END, created_at
     LIMIT 1 FOR UPDATE`,
    [provider, ids.reference, ids.providerReference, ids.providerRequestId],
  );
  return rows[0];
}

export interface PaymentChange {
  status: PaymentStatus;
  providerStatus: string | null;
  providerReference: string | null;
  providerRequestId: string | null;
  receipt: string | null;
  error: string | null;
  completedAt: Date | null;
  at: Date;
}

/** Writes a payment's new state; provider ids and words already known are kept when not given. */
export async function updatePayment(tx: Tx, id: string, change: PaymentChange) {
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payments SET status = $2, provider_status = COALESCE($3, provider_status),
       provider_reference = COALESCE(provider_reference, $4),
       provider_request_id = COALESCE(provider_request_id, $5),
       receipt_number = COALESCE($6, receipt_number), error = COALESCE($7, error),
       completed_at = $8, updated_at = $9
     WHERE id = $1 RETURNING *`,
    [
      id,
      change.status,
      change.providerStatus?.slice(0, 100) ?? null,
      change.providerReference,
      change.providerRequestId,
      change.receipt?.slice(0, 100) ?? null,
      change.error?.slice(0, 500) ?? null,
      change.completedAt,
      change.at,
    ],
  );
  const updated = rows[0];
  if (!updated) throw new Error(`payment ${id} vanished inside its own transaction`);
  return updated;
}

export async function flagPaymentForReview(tx: Tx, id: string, reason: string, at: Date) {
  await tx.query(`UPDATE payments SET review_reason = $2, updated_at = $3 WHERE id = $1`, [
    id,
    reason.slice(0, 500),
    at,
  ]);
}

/**
 * Claims up to `limit` open payments whose next check has come, for this instance alone: SKIP
 * LOCKED passes over rows another instance is claiming, and moving next_check_at to the lease's
 * end keeps them off every other instance's list until then.
 */
export async function claimDuePayments(tx: Tx, at: Date, leaseUntil: Date, limit: number) {
  const { rows } = await tx.query<PaymentRow>(
    `WITH due AS (
       SELECT id FROM payments
       WHERE status IN ('pending', 'queued') AND next_check_at <= $1
       ORDER BY next_check_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE payments p SET next_check_at = $2 FROM due WHERE p.id = due.id RETURNING p.*`,
    [at, leaseUntil, limit],
  );
  return rows;
}

export async function setNextCheck(tx: Tx, id: string, nextCheckAt: Date) {
  await tx.query(`UPDATE payments SET next_check_at = $2 WHERE id = $1`, [id, nextCheckAt]);
}

export async function insertCallback(
  tx: Tx,
  row: {
    provider: string;
    rawBody: string;
    at: Date;
    outcome: string | null;
    providerReference: string | null;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: bigint }>(
    `INSERT INTO payment_callbacks (provider, raw_body, received_at, outcome, provider_reference)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [row.provider, row.rawBody, row.at, row.outcome, row.providerReference],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('callback insert returned nothing');
  return id.toString();
}

export async function markCallback(
  tx: Tx,
  id: string,
  result: { paymentId: string | null; applied: boolean; note: string | null },
) {
  await tx.query(
    `UPDATE payment_callbacks SET payment_id = $2, applied = $3, note = $4 WHERE id = $1`,
    [id, result.paymentId, result.applied, result.note],
  );
}

/** The stored callback secret, made by the first instance that asks (all then share it). */
export async function ensureCallbackSecret(tx: Tx, candidate: string): Promise<string> {
  await tx.query(
    `INSERT INTO payment_callback_secret (id, secret) VALUES (1, $1) ON CONFLICT DO NOTHING`,
    [candidate],
  );
  const { rows } = await tx.query<{ secret: string }>(
    `SELECT secret FROM payment_callback_secret WHERE id = 1`,
  );
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('payment callback secret missing after insert');
  return secret;
}
