import { z } from 'zod';
import { FIAT_SCALE, formatMinor, parseAmount } from './money.js';

/**
 * Customer due diligence (decisions.md 22, VASP Act 2025). Tier 0: a verified email. Tier 1: a
 * verified phone (an SMS code, or a completed M-Pesa deposit from the number). Tier 2: an ID
 * document and a selfie approved by an admin. Each tier has rolling 24-hour and 30-day limits
 * in KES value on withdrawals (M-Pesa and crypto together) and on deposits.
 */
export const KycTier = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type KycTier = z.infer<typeof KycTier>;
export const KYC_TIERS: readonly KycTier[] = [0, 1, 2];

export const LimitKind = z.enum(['withdrawal', 'deposit']);
export type LimitKind = z.infer<typeof LimitKind>;
export const LimitWindow = z.enum(['24h', '30d']);
export type LimitWindow = z.infer<typeof LimitWindow>;
export const LIMIT_WINDOW_HOURS: Record<LimitWindow, number> = { '24h': 24, '30d': 30 * 24 };

/**
 * Defaults in whole KES. Withdrawals as decisions.md 22 says; deposits are set higher than
 * withdrawals (money coming in is less risky than money leaving, and a trader must be able to
 * fund an order they can then cash out), but still bounded so an unverified account cannot be
 * used to move large sums in: tier 0 50,000 / 100,000, tier 1 300,000 / 2,000,000, tier 2
 * 2,000,000 / 20,000,000.
 */
export const DEFAULT_TIER_LIMITS_KES: Record<
  KycTier,
  Record<LimitKind, Record<LimitWindow, number>>
> = {
  0: { withdrawal: { '24h': 20_000, '30d': 50_000 }, deposit: { '24h': 50_000, '30d': 100_000 } },
  1: {
    withdrawal: { '24h': 150_000, '30d': 1_000_000 },
    deposit: { '24h': 300_000, '30d': 2_000_000 },
  },
  2: {
    withdrawal: { '24h': 1_000_000, '30d': 10_000_000 },
    deposit: { '24h': 2_000_000, '30d': 20_000_000 },
  },
};

/** One line of GET /api/account/limits: KES decimal strings with 2 decimals. */
export const AccountLimit = z.object({
  kind: LimitKind,
  window: LimitWindow,
  limitKes: z.string(),
  usedKes: z.string(),
  remainingKes: z.string(),
});
export type AccountLimit = z.infer<typeof AccountLimit>;

export const AccountLimits = z.object({ tier: KycTier, limits: z.array(AccountLimit) });
export type AccountLimits = z.infer<typeof AccountLimits>;

export const KycDocumentType = z.enum(['national_id', 'passport', 'alien_id']);
export type KycDocumentType = z.infer<typeof KycDocumentType>;
export const KYC_DOCUMENT_LABELS: Record<KycDocumentType, string> = {
  national_id: 'National ID',
  passport: 'Passport',
  alien_id: 'Alien ID',
};
export const KycDocumentStatus = z.enum(['pending', 'approved', 'rejected']);
export type KycDocumentStatus = z.infer<typeof KycDocumentStatus>;
/** Which image of a submission a file is. */
export const KycFileRole = z.enum(['front', 'back', 'selfie']);
export type KycFileRole = z.infer<typeof KycFileRole>;

export const KycDocumentView = z.object({
  id: z.string(),
  documentType: KycDocumentType,
  documentNumber: z.string(),
  status: KycDocumentStatus,
  /** The admin's reason for a rejection (shown to the trader); null otherwise. */
  reason: z.string().nullable(),
  frontFileId: z.string(),
  backFileId: z.string().nullable(),
  selfieFileId: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycDocumentView = z.infer<typeof KycDocumentView>;

/** GET /api/kyc: where the trader stands and what they can do next. */
export const KycStatus = z.object({
  tier: KycTier,
  emailVerified: z.boolean(),
  /** The number being verified or verified, shown as 07XX XXX XXX; null when none entered. */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** When a code was sent and may still be entered; null when none is waiting. */
  codeExpiresAt: z.string().nullable(),
  /** The latest ID submission, if any. */
  document: KycDocumentView.nullable(),
  nextStep: z.enum(['verify_email', 'verify_phone', 'upload_id', 'awaiting_review', 'done']),
});
export type KycStatus = z.infer<typeof KycStatus>;

export const StartPhoneVerificationRequest = z.strictObject({
  phone: z.string().trim().min(1).max(32),
});
export type StartPhoneVerificationRequest = z.infer<typeof StartPhoneVerificationRequest>;

export const PHONE_CODE_LENGTH = 6;
export const ConfirmPhoneRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.'),
});
export type ConfirmPhoneRequest = z.infer<typeof ConfirmPhoneRequest>;

export const UploadedKycFile = z.object({ fileId: z.string(), role: KycFileRole });
export type UploadedKycFile = z.infer<typeof UploadedKycFile>;

const FileId = z.string().trim().min(1).max(64);
export const SubmitKycDocumentRequest = z.strictObject({
  documentType: KycDocumentType,
  documentNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, 'Enter the document number: 5 to 20 letters and digits.'),
  frontFileId: FileId,
  /** Required for a national or alien ID card; a passport has only its photo page. */
  backFileId: FileId.optional(),
  selfieFileId: FileId,
});
export type SubmitKycDocumentRequest = z.infer<typeof SubmitKycDocumentRequest>;

/** The admin review queue. */
export const AdminKycDocument = KycDocumentView.extend({
  user: z.object({ id: z.string(), username: z.string(), email: z.string(), tier: KycTier }),
  reviewedBy: z.string().nullable(),
});
export type AdminKycDocument = z.infer<typeof AdminKycDocument>;
export const AdminKycDocumentList = z.object({ items: z.array(AdminKycDocument) });
export type AdminKycDocumentList = z.infer<typeof AdminKycDocumentList>;
export const AdminKycQuery = z.object({ status: KycDocumentStatus.default('pending') });

export const ReviewReason = z.string().trim().min(3, 'Give a reason.').max(500);
export const RejectKycDocumentRequest = z.strictObject({ reason: ReviewReason });

export const SetKycTierRequest = z.strictObject({ tier: KycTier, reason: ReviewReason });
export type SetKycTierRequest = z.infer<typeof SetKycTierRequest>;

export const KycHistoryEntry = z.object({
  fromTier: KycTier,
  toTier: KycTier,
  source: z.enum(['sms', 'mpesa_deposit', 'document_review', 'admin']),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminUserKyc = z.object({
  tier: KycTier,
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  history: z.array(KycHistoryEntry),
});
export type AdminUserKyc = z.infer<typeof AdminUserKyc>;

/** Whole-KES limit strings in forms ("20000" or "20000.00"); 0 refuses every request. */
const KesLimit = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount in KES, e.g. 20000.');
export const TierLimitRow = z.object({
  tier: KycTier,
  kind: LimitKind,
  window: LimitWindow,
  limitKes: KesLimit,
});
export type TierLimitRow = z.infer<typeof TierLimitRow>;
export const TierLimits = z.object({ limits: z.array(TierLimitRow) });
export type TierLimits = z.infer<typeof TierLimits>;
export const UpdateTierLimitsRequest = z.strictObject({
  limits: z.array(TierLimitRow).min(1).max(12),
});

export const SmsOutboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  transport: z.string(),
  createdAt: z.string(),
});
export const SmsOutboxList = z.object({ items: z.array(SmsOutboxEntry) });

/** KES minor units from a limit string (already validated by KesLimit). */
export function kesLimitToMinor(text: string): bigint {
  const parsed = parseAmount(text, FIAT_SCALE);
  if (!parsed.ok) throw new RangeError(`bad KES limit ${text}`);
  return parsed.minor;
}

/** "4500.00" → "4,500.00": KES for people (decisions.md 27), exact, from a decimal string. */
export function groupThousands(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function formatKes(minor: bigint): string {
  return groupThousands(formatMinor(minor, FIAT_SCALE));
}
