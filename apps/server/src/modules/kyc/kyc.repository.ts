import type {
  KycDocumentStatus,
  KycDocumentType,
  KycTier,
  LimitKind,
  LimitWindow,
} from '@soko/shared';
import type { Queryable, Tx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface KycProfileRow {
  user_id: string;
  tier: KycTier;
  phone: string | null;
  phone_verified_at: Date | null;
  updated_at: Date;
}

const NO_PROFILE = (userId: string): KycProfileRow => ({
  user_id: userId,
  tier: 0,
  phone: null,
  phone_verified_at: null,
  updated_at: new Date(0),
});

/** A trader's profile (a trader who never started verification is tier 0 without a phone). */
export async function findProfile(q: Queryable, userId: string): Promise<KycProfileRow> {
  const { rows } = await q.query<KycProfileRow>(
    `SELECT user_id, tier::int AS tier, phone, phone_verified_at, updated_at
       FROM kyc_profiles WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? NO_PROFILE(userId);
}

/** The profile row, created when missing, locked for the rest of the transaction. */
export async function lockProfile(tx: Tx, userId: string, at: Date): Promise<KycProfileRow> {
  await tx.query(
    `INSERT INTO kyc_profiles (user_id, updated_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [userId, at],
  );
  const { rows } = await tx.query<KycProfileRow>(
    `SELECT user_id, tier::int AS tier, phone, phone_verified_at, updated_at
       FROM kyc_profiles WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`kyc profile of ${userId} vanished`);
  return row;
}

export async function updateProfile(
  tx: Tx,
  userId: string,
  values: { tier: KycTier; phone: string | null; phoneVerifiedAt: Date | null; at: Date },
) {
  await tx.query(
    `UPDATE kyc_profiles SET tier = $2, phone = $3, phone_verified_at = $4, updated_at = $5
      WHERE user_id = $1`,
    [userId, values.tier, values.phone, values.phoneVerifiedAt, values.at],
  );
}

export type TierSource = 'sms' | 'mpesa_deposit' | 'document_review' | 'admin';

export async function insertTierHistory(
  tx: Tx,
  entry: {
    userId: string;
    fromTier: KycTier;
    toTier: KycTier;
    source: TierSource;
    reason: string | null;
    actorUserId: string | null;
    at: Date;
  },
) {
  await tx.query(
    `INSERT INTO kyc_tier_history (id, user_id, from_tier, to_tier, source, reason, actor_user_id,
       created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      newId('kth'),
      entry.userId,
      entry.fromTier,
      entry.toTier,
      entry.source,
      entry.reason,
      entry.actorUserId,
      entry.at,
    ],
  );
}

export async function listTierHistory(q: Queryable, userId: string) {
  const { rows } = await q.query<{
    from_tier: KycTier;
    to_tier: KycTier;
    source: TierSource;
    reason: string | null;
    actor: string | null;
    created_at: Date;
  }>(
    `SELECT h.from_tier::int AS from_tier, h.to_tier::int AS to_tier, h.source, h.reason,
            u.username AS actor, h.created_at
       FROM kyc_tier_history h LEFT JOIN users u ON u.id = h.actor_user_id
      WHERE h.user_id = $1 ORDER BY h.created_at DESC, h.id DESC LIMIT 50`,
    [userId],
  );
  return rows;
}

/** Users whose phone is waiting for verification with this number (the M-Pesa hook). */
export async function findUnverifiedPhoneOwner(q: Queryable, userId: string, phone: string) {
  const { rows } = await q.query<{ user_id: string }>(
    `SELECT user_id FROM kyc_profiles
      WHERE user_id = $1 AND phone = $2 AND phone_verified_at IS NULL`,
    [userId, phone],
  );
  return rows[0];
}

export interface LimitRow {
  tier: KycTier;
  kind: LimitKind;
  time_window: LimitWindow;
  limit_minor: bigint;
}

export async function listLimits(q: Queryable): Promise<LimitRow[]> {
  const { rows } = await q.query<LimitRow>(
    `SELECT tier::int AS tier, kind, time_window, limit_minor FROM kyc_limits
      ORDER BY tier, kind DESC, time_window`,
  );
  return rows;
}

export async function limitsOfTier(q: Queryable, tier: KycTier, kind: LimitKind) {
  const { rows } = await q.query<LimitRow>(
    `SELECT tier::int AS tier, kind, time_window, limit_minor FROM kyc_limits
      WHERE tier = $1 AND kind = $2 ORDER BY time_window`,
    [tier, kind],
  );
  return rows;
}

export async function lockLimits(tx: Tx): Promise<LimitRow[]> {
  const { rows } = await tx.query<LimitRow>(
    `SELECT tier::int AS tier, kind, time_window, limit_minor FROM kyc_limits
      ORDER BY tier, kind, time_window FOR UPDATE`,
  );
  return rows;
}

export async function updateLimit(
  tx: Tx,
  row: { tier: KycTier; kind: LimitKind; window: LimitWindow; limitMinor: bigint },
  updatedBy: string,
  at: Date,
) {
  await tx.query(
    `UPDATE kyc_limits SET limit_minor = $4, updated_by = $5, updated_at = $6
      WHERE tier = $1 AND kind = $2 AND time_window = $3`,
    [row.tier, row.kind, row.window, row.limitMinor, updatedBy, at],
  );
}

/**
 * What a trader moved of one kind, per currency, in the two windows: pending, approved and
 * completed requests count (a refused, failed or cancelled one is rejected and does not).
 */
export async function sumRequests(
  q: Queryable,
  userId: string,
  kind: LimitKind,
  since: { day: Date; month: Date },
) {
  const { rows } = await q.query<{ currency: string; day_minor: bigint; month_minor: bigint }>(
    `SELECT currency,
            COALESCE(SUM(amount_minor) FILTER (WHERE created_at > $3), 0)::bigint AS day_minor,
            COALESCE(SUM(amount_minor), 0)::bigint AS month_minor
       FROM transactions
      WHERE user_id = $1 AND type = $2 AND status IN ('pending', 'approved', 'completed')
        AND created_at > $4
      GROUP BY currency ORDER BY currency`,
    [userId, kind, since.day, since.month],
  );
  return rows;
}

export interface PhoneVerificationRow {
  id: string;
  user_id: string;
  phone: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Date;
}

export async function insertPhoneVerification(
  tx: Tx,
  row: { id: string; userId: string; phone: string; codeHash: string; expiresAt: Date; at: Date },
) {
  await tx.query(
    `UPDATE phone_verifications SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL`,
    [row.userId, row.at],
  );
  await tx.query(
    `INSERT INTO phone_verifications (id, user_id, phone, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.id, row.userId, row.phone, row.codeHash, row.expiresAt, row.at],
  );
}

export async function recentVerifications(q: Queryable, userId: string, since: Date) {
  const { rows } = await q.query<PhoneVerificationRow>(
    `SELECT * FROM phone_verifications WHERE user_id = $1 AND created_at > $2
      ORDER BY created_at DESC`,
    [userId, since],
  );
  return rows;
}

export async function lockOpenVerification(tx: Tx, userId: string) {
  const { rows } = await tx.query<PhoneVerificationRow>(
    `SELECT * FROM phone_verifications WHERE user_id = $1 AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function findOpenVerification(q: Queryable, userId: string) {
  const { rows } = await q.query<PhoneVerificationRow>(
    `SELECT * FROM phone_verifications WHERE user_id = $1 AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

export async function recordAttempt(tx: Tx, id: string, consumedAt: Date | null) {
  await tx.query(
    `UPDATE phone_verifications SET attempts = attempts + 1, consumed_at = $2 WHERE id = $1`,
    [id, consumedAt],
  );
}

export async function consumeVerification(tx: Tx, id: string, at: Date) {
  await tx.query(`UPDATE phone_verifications SET consumed_at = $2 WHERE id = $1`, [id, at]);
}

export interface KycDocumentRow {
  id: string;
  user_id: string;
  document_type: KycDocumentType;
  document_number: string;
  front_file_id: string;
  back_file_id: string | null;
  selfie_file_id: string;
  status: KycDocumentStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export async function insertDocument(
  tx: Tx,
  doc: {
    userId: string;
    documentType: KycDocumentType;
    documentNumber: string;
    frontFileId: string;
    backFileId: string | null;
    selfieFileId: string;
    at: Date;
  },
): Promise<KycDocumentRow> {
  const { rows } = await tx.query<KycDocumentRow>(
    `INSERT INTO kyc_documents (id, user_id, document_type, document_number, front_file_id,
       back_file_id, selfie_file_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      newId('kyc'),
      doc.userId,
      doc.documentType,
      doc.documentNumber,
      doc.frontFileId,
      doc.backFileId,
      doc.selfieFileId,
      doc.at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('kyc_documents insert returned nothing');
  return row;
}

export async function latestDocument(q: Queryable, userId: string) {
  const { rows } = await q.query<KycDocumentRow>(
    `SELECT * FROM kyc_documents WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

export async function lockDocument(tx: Tx, id: string) {
  const { rows } = await tx.query<KycDocumentRow>(
    `SELECT * FROM kyc_documents WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function decideDocument(
  tx: Tx,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; by: string; at: Date },
) {
  const { rows } = await tx.query<KycDocumentRow>(
    `UPDATE kyc_documents SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5
      WHERE id = $1 RETURNING *`,
    [id, decision.status, decision.reason, decision.by, decision.at],
  );
  const row = rows[0];
  if (!row) throw new Error(`kyc document ${id} vanished`);
  return row;
}

export async function listDocuments(q: Queryable, status: KycDocumentStatus) {
  const { rows } = await q.query<
    KycDocumentRow & { username: string; email: string; tier: KycTier; reviewer: string | null }
  >(
    `SELECT d.*, u.username, u.email, COALESCE(p.tier, 0)::int AS tier, r.username AS reviewer
       FROM kyc_documents d
       JOIN users u ON u.id = d.user_id
       LEFT JOIN kyc_profiles p ON p.user_id = d.user_id
       LEFT JOIN users r ON r.id = d.reviewed_by
      WHERE d.status = $1
      ORDER BY CASE WHEN $1 = 'pending' THEN d.created_at END ASC,
               d.reviewed_at DESC NULLS LAST, d.id
      LIMIT 200`,
    [status],
  );
  return rows;
}

/** Whether a file is one of the images of some KYC submission (for the owner/admin read). */
export async function documentOwningFile(q: Queryable, fileId: string) {
  const { rows } = await q.query<{ user_id: string }>(
    `SELECT user_id FROM kyc_documents
      WHERE front_file_id = $1 OR back_file_id = $1 OR selfie_file_id = $1 LIMIT 1`,
    [fileId],
  );
  return rows[0];
}

export async function insertSms(
  q: Queryable,
  sms: { id: string; to: string; body: string; transport: 'simulator' | 'africastalking' },
) {
  await q.query(
    `INSERT INTO sms_outbox (id, to_phone, body_text, transport) VALUES ($1, $2, $3, $4)`,
    [sms.id, sms.to, sms.body, sms.transport],
  );
}

export async function markSms(
  q: Queryable,
  id: string,
  result: { providerMessageId: string | null; error: string | null; at: Date },
) {
  await q.query(
    `UPDATE sms_outbox SET provider_message_id = $2, error = $3,
            sent_at = CASE WHEN $3::text IS NULL THEN $4::timestamptz END
      WHERE id = $1`,
    [id, result.providerMessageId, result.error, result.at],
  );
}

export async function listSms(q: Queryable, limit: number) {
  const { rows } = await q.query<{
    id: string;
    to_phone: string;
    body_text: string;
    transport: string;
    created_at: Date;
  }>(`SELECT * FROM sms_outbox ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
  return rows;
}
