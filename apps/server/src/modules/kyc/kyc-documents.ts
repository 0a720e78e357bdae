import {
  ADMIN_CHANNEL,
  KYC_DOCUMENT_LABELS,
  userChannel,
  type AdminKycDocument,
  type KycDocumentStatus,
  type KycDocumentView,
  type SubmitKycDocumentRequest,
  errorText,
} from '@soko/shared';
import type { Database, Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import type { FilesService } from '../files/index.js';
import { changeTier } from './kyc-tiers.js';
import {
  decideDocument,
  documentOwningFile,
  insertDocument,
  listDocuments,
  lockDocument,
  lockProfile,
  type KycDocumentRow,
} from './kyc.repository.js';

export interface DocumentDeps {
  db: Database;
  clock: Clock;
  files: FilesService;
}

export function toDocumentView(row: KycDocumentRow): KycDocumentView {
  return {
    id: row.id,
    documentType: row.document_type,
    documentNumber: row.document_number,
    status: row.status,
    reason: row.reason,
    frontFileId: row.front_file_id,
    backFileId: row.back_file_id,
    selfieFileId: row.selfie_file_id,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** POST /api/kyc/files: one checked, re-encoded, private image (front, back or selfie). */
export async function uploadDocumentImage(deps: DocumentDeps, userId: string, bytes: Buffer) {
  const image = await deps.files.acceptImage(bytes, { label: 'image' });
  const file = await deps.files.transaction((tx, save) =>
    save(tx, { ownerUserId: userId, purpose: 'kyc_document', image }),
  );
  return { fileId: file.id };
}

const notYours = (field: string) => {
  const message = 'This image was not uploaded from your account. Please upload it again.';
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
};

/** Each image must be the trader's own, uploaded for KYC, and not part of another submission. */
async function checkImages(
  tx: Tx,
  deps: DocumentDeps,
  userId: string,
  request: SubmitKycDocumentRequest,
) {
  const images: [string, string | undefined][] = [
    ['frontFileId', request.frontFileId],
    ['backFileId', request.backFileId],
    ['selfieFileId', request.selfieFileId],
  ];
  const seen = new Set<string>();
  for (const [field, fileId] of images) {
    if (!fileId) continue;
    const file = await deps.files.find(tx, fileId);
    if (!file || file.owner_user_id !== userId || file.purpose !== 'kyc_document') {
      throw notYours(field);
    }
    if (seen.has(fileId) || (await documentOwningFile(tx, fileId))) {
      const message = 'Use a different image for each side and the selfie.';
      throw new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
    }
    seen.add(fileId);
  }
}

/** POST /api/kyc/documents: a submission waiting for an admin. */
export async function submitDocument(
  deps: DocumentDeps,
  userId: string,
  request: SubmitKycDocumentRequest,
): Promise<KycDocumentView> {
  if (request.documentType !== 'passport' && !request.backFileId) {
    const text = errorText('uploadBackOf', { document: KYC_DOCUMENT_LABELS[request.documentType] });
    throw new AppError('VALIDATION_ERROR', text, { fields: { backFileId: text } });
  }
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const profile = await lockProfile(tx, userId, at);
    if (profile.tier >= 2) throw new AppError('CONFLICT', errorText('identityAlreadyVerified'));
    if (profile.tier < 1) {
      throw new AppError('CONFLICT', errorText('verifyPhoneFirst'));
    }
    const { rows } = await tx.query(
      `SELECT 1 FROM kyc_documents WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    if (rows.length > 0) {
      throw new AppError('CONFLICT', errorText('documentsWaiting'));
    }
    await checkImages(tx, deps, userId, request);
    const row = await insertDocument(tx, {
      userId,
      documentType: request.documentType,
      documentNumber: request.documentNumber.toUpperCase(),
      frontFileId: request.frontFileId,
      backFileId: request.backFileId ?? null,
      selfieFileId: request.selfieFileId,
      at,
    });
    publishOnCommit(tx, userChannel(userId), ['account']);
    publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
    return toDocumentView(row);
  });
}

/** An ID image for its owner or an admin; anyone else gets the 404 of an unknown id. */
export async function readDocumentImage(
  deps: DocumentDeps,
  viewer: { id: string; isAdmin: boolean },
  fileId: string,
) {
  const notFound = new AppError('NOT_FOUND', errorText('noSuchImage'));
  const found = await deps.files.read(fileId, { purpose: 'kyc_document' });
  if (!found) throw notFound;
  if (found.file.owner_user_id !== viewer.id && !viewer.isAdmin) throw notFound;
  return { bytes: found.bytes, contentType: found.contentType };
}

export async function listForReview(
  db: Database,
  status: KycDocumentStatus,
): Promise<AdminKycDocument[]> {
  const rows = await listDocuments(db, status);
  return rows.map((row) => ({
    ...toDocumentView(row),
    user: { id: row.user_id, username: row.username, email: row.email, tier: row.tier },
    reviewedBy: row.reviewer,
  }));
}

/**
 * Approve (tier 2) or reject (with the reason the trader sees) a pending submission. Precedence:
 * NOT_FOUND → ALREADY_PROCESSED → SELF_APPROVAL (the admin's own submission).
 */
export async function reviewDocument(
  deps: DocumentDeps,
  admin: { id: string; ip: string | null },
  documentId: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
): Promise<KycDocumentView> {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const doc = await lockDocument(tx, documentId);
    if (!doc) throw new AppError('NOT_FOUND', errorText('noSuchSubmission'));
    if (doc.status !== 'pending') {
      throw new AppError('ALREADY_PROCESSED', errorText('submissionReviewed'));
    }
    // No admin decides a request of their own (decisions.md 19): an admin's own ID, approved by
    // themself, would lift their own limits (decisions.md 22) with nobody else looking.
    if (doc.user_id === admin.id) throw new AppError('SELF_APPROVAL', errorText('selfApproval'));
    const decided = await decideDocument(tx, doc.id, { ...decision, by: admin.id, at });
    const profile = await lockProfile(tx, doc.user_id, at);
    if (decision.status === 'approved') {
      await changeTier(tx, profile, {
        tier: 2,
        source: 'document_review',
        reason: `ID approved (${KYC_DOCUMENT_LABELS[doc.document_type]})`,
        actorUserId: admin.id,
        at,
      });
    } else {
      publishOnCommit(tx, userChannel(doc.user_id), ['account']);
    }
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: decision.status === 'approved' ? 'kyc.approve' : 'kyc.reject',
      targetType: 'kyc_document',
      targetId: doc.id,
      before: { status: doc.status, tier: profile.tier },
      after: {
        status: decided.status,
        reason: decided.reason,
        tier: decision.status === 'approved' ? 2 : profile.tier,
      },
      ipAddress: admin.ip,
      at,
    });
    publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
    return toDocumentView(decided);
  });
}
