/**
 * The four-eyes part of an admin's approval of a crypto deposit or withdrawal (decisions.md 19),
 * inside the decision's transaction, after the transactions row is locked and known pending.
 */
import { ADMIN_CHANNEL, type FirstApprovalResponse, errorText } from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import {
  atOrAboveThreshold,
  mayReject,
  nextApprovalStep,
} from '../../domain/approvals/four-eyes.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { lastKesPriceMinor } from '../market/index.js';
import { getSettings } from '../settings/index.js';
import { toTransactionView, type HistoryEntryRow } from '../transactions/index.js';
import { lockUserShared } from '../users/index.js';
import { approverIdsOf, insertApproval } from './four-eyes.repository.js';

export interface Approver {
  userId: string;
  ip: string;
}

/** SELF_APPROVAL for a request of one's own, approve or reject, at any amount. */
export function assertNotOwnRequest(actorId: string, row: HistoryEntryRow) {
  const check = mayReject(actorId, row.user_id);
  if (!check.ok) throw new AppError(check.code, check.message);
}

/** Whether the request's KES value (its coin at the KES pair's last price) needs two admins. */
async function needsTwoAdmins(tx: Tx, row: HistoryEntryRow): Promise<boolean> {
  const settings = await getSettings(tx);
  return atOrAboveThreshold({
    currency: row.currency,
    amountMinor: row.amount_minor,
    kesPriceMinor: await lastKesPriceMinor(tx, row.currency),
    thresholdKesMinor: BigInt(settings.four_eyes_threshold_kes_minor),
  });
}

export const ownerSuspendedMessage = (username: string) =>
  `The owner of this withdrawal (${username}) is suspended. To approve it anyway, type their ` +
  'username to confirm.';

/**
 * Checks, in precedence order: SELF_APPROVAL → OWNER_SUSPENDED (a withdrawal whose owner is
 * suspended, without their username typed as `confirm`) → FOUR_EYES_REQUIRED (this admin already
 * approved). Then records this admin's approval. The owner's row is share-locked (after the
 * transactions row), so a suspension committing meanwhile is seen, not missed.
 */
export async function takeApproval(
  tx: Tx,
  row: HistoryEntryRow,
  input: { actor: Approver; confirm: string | undefined; at: Date },
) {
  const { actor, confirm, at } = input;
  assertNotOwnRequest(actor.userId, row);
  const owner = await lockUserShared(tx, row.user_id);
  if (!owner) throw new Error(`transaction ${row.id} has no owner`);
  const ownerSuspended = row.type === 'withdrawal' && owner.status === 'suspended';
  if (ownerSuspended && confirm !== owner.username) {
    throw new AppError(
      'OWNER_SUSPENDED',
      errorText('ownerSuspended', { username: owner.username }),
    );
  }
  const priorApproverIds = await approverIdsOf(tx, 'transaction', row.id);
  const step = nextApprovalStep({
    actorId: actor.userId,
    requesterId: row.user_id,
    priorApproverIds,
    needsTwo: await needsTwoAdmins(tx, row),
  });
  if (!step.ok) throw new AppError(step.code, step.message);
  await insertApproval(tx, {
    subject: 'transaction',
    subjectId: row.id,
    adminUserId: actor.userId,
    at,
  });
  return { step, approverIds: [...priorApproverIds, actor.userId], ownerSuspended };
}

/** The first of two approvals: recorded and audited; the request stays pending. */
export async function answerFirstApproval(
  tx: Tx,
  row: HistoryEntryRow,
  input: { actor: Approver; approvals: number; required: number; at: Date },
): Promise<FirstApprovalResponse> {
  const { actor, approvals, required, at } = input;
  publishOnCommit(tx, ADMIN_CHANNEL, [row.type === 'withdrawal' ? 'withdrawals' : 'deposits']);
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'transaction.first_approval',
    targetType: 'transaction',
    targetId: row.id,
    before: { status: row.status, approvals: approvals - 1 },
    after: { status: row.status, approvals, required },
    ipAddress: actor.ip,
    at,
  });
  return { transaction: toTransactionView(row), approvals, required };
}
