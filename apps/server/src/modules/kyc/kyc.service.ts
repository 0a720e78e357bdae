import {
  ADMIN_CHANNEL,
  FIAT_SCALE,
  formatPhone,
  formatMinor,
  kesLimitToMinor,
  type AdminUserKyc,
  type KycStatus,
  type KycTier,
  type SetKycTierRequest,
  type TierLimits,
  type TierLimitRow,
  errorText,
} from '@soko/shared';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit } from '../audit/index.js';
import type { FilesService } from '../files/index.js';
import { accountLimits } from './kyc-limits.js';
import { changeTier } from './kyc-tiers.js';
import {
  listForReview,
  readDocumentImage,
  reviewDocument,
  submitDocument,
  toDocumentView,
  uploadDocumentImage,
} from './kyc-documents.js';
import {
  findOpenVerification,
  findProfile,
  latestDocument,
  listLimits,
  listSms,
  listTierHistory,
  lockLimits,
  lockProfile,
  updateLimit,
} from './kyc.repository.js';
import { confirmPhone, startPhoneVerification } from './phone-verification.js';
import { createSmsProvider } from './sms/create-sms-provider.js';
import type { SmsProvider } from './sms/sms-provider.js';

function nextStep(
  emailVerified: boolean,
  tier: KycTier,
  documentStatus: string | undefined,
): KycStatus['nextStep'] {
  if (!emailVerified) return 'verify_email';
  if (tier === 0) return 'verify_phone';
  if (tier === 2) return 'done';
  return documentStatus === 'pending' ? 'awaiting_review' : 'upload_id';
}

async function userExists(deps: ServiceDeps, userId: string) {
  const { rows } = await deps.db.query<{ email_verified_at: Date | null }>(
    `SELECT email_verified_at FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

export function createKycService(deps: ServiceDeps, files: FilesService, sms?: SmsProvider) {
  const { db, clock, config } = deps;
  const provider = sms ?? createSmsProvider(config.sms, deps.log);
  const phoneDeps = { db, clock, sms: provider, config: config.sms };
  const docDeps = { db, clock, files };

  async function status(userId: string): Promise<KycStatus> {
    const user = await userExists(deps, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', errorText('logInToContinue'));
    const profile = await findProfile(db, userId);
    const open = profile.phone_verified_at ? undefined : await findOpenVerification(db, userId);
    const waiting = open && open.expires_at > clock.now() ? open.expires_at : null;
    const doc = await latestDocument(db, userId);
    return {
      tier: profile.tier,
      emailVerified: Boolean(user.email_verified_at),
      phone: profile.phone ? formatPhone(profile.phone) : null,
      phoneVerified: Boolean(profile.phone_verified_at),
      codeExpiresAt: waiting?.toISOString() ?? null,
      document: doc ? toDocumentView(doc) : null,
      nextStep: nextStep(Boolean(user.email_verified_at), profile.tier, doc?.status),
    };
  }

  async function setTier(
    admin: { id: string; ip: string | null },
    userId: string,
    request: SetKycTierRequest,
  ) {
    if (!(await userExists(deps, userId)))
      throw new AppError('NOT_FOUND', errorText('userNotFoundPeriod'));
    await db.transaction(async (tx) => {
      // A tier is what an admin grants after looking at someone else's proof; one's own would
      // lift one's own limits alone (decisions.md 19 and 22).
      if (admin.id === userId) throw new AppError('SELF_APPROVAL', errorText('selfApproval'));
      const at = clock.now();
      const profile = await lockProfile(tx, userId, at);
      await changeTier(tx, profile, {
        tier: request.tier,
        source: 'admin',
        reason: request.reason,
        actorUserId: admin.id,
        at,
      });
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'user.kyc_tier',
        targetType: 'user',
        targetId: userId,
        before: { tier: profile.tier },
        after: { tier: request.tier, reason: request.reason },
        ipAddress: admin.ip,
        at,
      });
      publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
    });
    return userKyc(userId);
  }

  async function userKyc(userId: string): Promise<AdminUserKyc> {
    if (!(await userExists(deps, userId)))
      throw new AppError('NOT_FOUND', errorText('userNotFoundPeriod'));
    const profile = await findProfile(db, userId);
    const history = await listTierHistory(db, userId);
    return {
      tier: profile.tier,
      phone: profile.phone ? formatPhone(profile.phone) : null,
      phoneVerified: Boolean(profile.phone_verified_at),
      history: history.map((h) => ({
        fromTier: h.from_tier,
        toTier: h.to_tier,
        source: h.source,
        reason: h.reason,
        actor: h.actor,
        createdAt: h.created_at.toISOString(),
      })),
    };
  }

  async function limits(): Promise<TierLimits> {
    const rows = await listLimits(db);
    return {
      limits: rows.map((r) => ({
        tier: r.tier,
        kind: r.kind,
        window: r.time_window,
        limitKes: formatMinor(r.limit_minor, FIAT_SCALE),
      })),
    };
  }

  async function updateLimits(admin: { id: string; ip: string | null }, rows: TierLimitRow[]) {
    await db.transaction(async (tx) => {
      const at = clock.now();
      const before = await lockLimits(tx);
      for (const row of rows) {
        await updateLimit(tx, { ...row, limitMinor: kesLimitToMinor(row.limitKes) }, admin.id, at);
      }
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'kyc.limits',
        targetType: 'settings',
        targetId: null,
        before: before.map((r) => ({
          tier: r.tier,
          kind: r.kind,
          window: r.time_window,
          limitKes: formatMinor(r.limit_minor, FIAT_SCALE),
        })),
        after: rows,
        ipAddress: admin.ip,
        at,
      });
      publishOnCommit(tx, ADMIN_CHANNEL, ['settings']);
    });
    return limits();
  }

  async function smsOutbox() {
    const rows = await listSms(db, 50);
    return {
      items: rows.map((r) => ({
        id: r.id,
        to: formatPhone(r.to_phone),
        body: r.body_text,
        transport: r.transport,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  return {
    sms: provider,
    status,
    limitsOf: (userId: string) => accountLimits(db, userId, clock.now()),
    startPhone: (userId: string, phone: string) => startPhoneVerification(phoneDeps, userId, phone),
    confirmPhone: (userId: string, code: string) => confirmPhone(phoneDeps, userId, code),
    uploadImage: (userId: string, bytes: Buffer) => uploadDocumentImage(docDeps, userId, bytes),
    submitDocument: (userId: string, request: Parameters<typeof submitDocument>[2]) =>
      submitDocument(docDeps, userId, request),
    readImage: (viewer: { id: string; isAdmin: boolean }, fileId: string) =>
      readDocumentImage(docDeps, viewer, fileId),
    listForReview: (status: Parameters<typeof listForReview>[1]) => listForReview(db, status),
    review: (
      admin: { id: string; ip: string | null },
      documentId: string,
      decision: { status: 'approved' | 'rejected'; reason: string | null },
    ) => reviewDocument(docDeps, admin, documentId, decision),
    setTier,
    userKyc,
    limits,
    updateLimits,
    smsOutbox,
  };
}

export type KycService = ReturnType<typeof createKycService>;
