import {
  ADMIN_CHANNEL,
  parseAmount,
  scaleOf,
  userChannel,
  type AdjustmentResponse,
  type AdjustmentsList,
  type AdjustmentsQuery,
  type CreateAdjustmentInput,
  type ProposedAdjustmentResponse,
  errorText,
} from '@soko/shared';
import type { Tx } from '../../db/database.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import {
  SELF_APPROVAL_MESSAGE,
  mayReject,
  nextApprovalStep,
} from '../../domain/approvals/four-eyes.js';
import { AppError } from '../../lib/app-error.js';
import { idempotent } from '../../lib/idempotency.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { approverIdsOf, insertApproval, listApprovals } from '../approvals/index.js';
import { recordAudit } from '../audit/index.js';
import { findUserById } from '../users/index.js';
import { toAdjustmentView } from './adjustment-views.js';
import { settleAdjustment } from './adjustment-settlement.js';
import {
  currencyExists,
  findAdjustmentDetail,
  insertAdjustment,
  listAdjustments,
  lockAdjustment,
  setAdjustmentDecision,
  type AdjustmentRow,
} from './adjustments.repository.js';

export interface AdminActor {
  userId: string;
  ip: string;
}

/**
 * The largest adjustment either way, in minor units: the bound deposits and orders have, far
 * below BIGINT's 9.2 × 10^18, so the amount always fits its column (30 digits answered 500).
 */
const MAX_ADJUSTMENT_MINOR = 10n ** 17n;

/**
 * "-12.50" → -1250n for KES; more decimals than the currency has, zero, or more than
 * MAX_ADJUSTMENT_MINOR either way is INVALID_AMOUNT.
 */
function signedMinor(amount: string, currency: string): bigint {
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, scaleOf(currency));
  if (!parsed.ok || parsed.minor === 0n) {
    throw new AppError(
      'INVALID_AMOUNT',
      errorText('adjustmentAmountInvalid', { currency, decimals: scaleOf(currency) }),
    );
  }
  if (parsed.minor > MAX_ADJUSTMENT_MINOR) {
    throw new AppError('INVALID_AMOUNT', errorText('amountTooLarge'));
  }
  return negative ? -parsed.minor : parsed.minor;
}

async function viewOf(tx: Tx, id: string) {
  const row = await findAdjustmentDetail(tx, id);
  if (!row) throw new Error(`adjustment ${id} vanished inside its own transaction`);
  const approvals = await listApprovals(tx, 'adjustment', [id]);
  return toAdjustmentView(row, approvals.get(id) ?? []);
}

async function lockPending(tx: Tx, id: string): Promise<AdjustmentRow> {
  const row = await lockAdjustment(tx, id);
  if (!row) throw new AppError('NOT_FOUND', errorText('adjustmentNotFound'));
  if (row.status !== 'pending') {
    throw new AppError(
      'ALREADY_PROCESSED',
      errorText('adjustmentAlreadyDecided', { status: row.status }),
    );
  }
  return row;
}

function announce(tx: Tx, userId: string) {
  publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
  publishOnCommit(tx, userChannel(userId), ['transactions']);
}

/** What the audit log keeps of an adjustment. */
function auditState(row: AdjustmentRow, extra: Record<string, unknown> = {}) {
  return {
    userId: row.user_id,
    currency: row.currency,
    amountMinor: BigInt(row.amount_minor),
    reasonCode: row.reason_code,
    reason: row.reason,
    status: row.status,
    ...extra,
  };
}

/**
 * Proposes an adjustment: the proposer's approval is the first of two. Rejections in precedence
 * order: SELF_APPROVAL (one's own balance) → NOT_FOUND (no such user) → VALIDATION_ERROR
 * (unknown currency) → INVALID_AMOUNT.
 */
async function propose(
  tx: Tx,
  input: { actor: AdminActor; userId: string; request: CreateAdjustmentInput; at: Date },
): Promise<ProposedAdjustmentResponse> {
  const { actor, userId, request, at } = input;
  if (actor.userId === userId) throw new AppError('SELF_APPROVAL', SELF_APPROVAL_MESSAGE);
  if (!(await findUserById(tx, userId)))
    throw new AppError('NOT_FOUND', errorText('userNotFoundPeriod'));
  if (!(await currencyExists(tx, request.currency))) {
    const text = errorText('notACurrency', { currency: request.currency });
    throw new AppError('VALIDATION_ERROR', text, { fields: { currency: text } });
  }
  const row = await insertAdjustment(tx, {
    userId,
    currency: request.currency,
    amountMinor: signedMinor(request.amount, request.currency),
    reasonCode: request.reasonCode,
    reason: request.reason,
    proposedBy: actor.userId,
    at,
  });
  await insertApproval(tx, {
    subject: 'adjustment',
    subjectId: row.id,
    adminUserId: actor.userId,
    at,
  });
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'adjustment.propose',
    targetType: 'adjustment',
    targetId: row.id,
    before: null,
    after: auditState(row, { approvals: 1, required: 2 }),
    ipAddress: actor.ip,
    at,
  });
  publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
  return { adjustment: await viewOf(tx, row.id), approvals: 1, required: 2 };
}

/**
 * The second approval settles it. Precedence: NOT_FOUND → ALREADY_PROCESSED → SELF_APPROVAL
 * (the admin is the adjustment's user) → FOUR_EYES_REQUIRED (the proposer, or anyone who already
 * approved) → INSUFFICIENT_BALANCE (a debit larger than the available balance; nothing moves).
 * Two admins racing queue on the adjustment's lock: one settles, the other is ALREADY_PROCESSED.
 */
async function approve(
  tx: Tx,
  input: { actor: AdminActor; id: string; at: Date },
): Promise<AdjustmentResponse> {
  const { actor, id, at } = input;
  const row = await lockPending(tx, id);
  const prior = await approverIdsOf(tx, 'adjustment', id);
  const step = nextApprovalStep({
    actorId: actor.userId,
    requesterId: row.user_id,
    priorApproverIds: prior,
    needsTwo: true,
  });
  if (!step.ok) throw new AppError(step.code, step.message);
  await insertApproval(tx, { subject: 'adjustment', subjectId: id, adminUserId: actor.userId, at });
  if (step.action === 'record') {
    // Only reachable if the proposer's approval were missing; still never settles on one.
    throw new Error(`adjustment ${id} has no proposer approval`);
  }
  const settled = await settleAdjustment(tx, row, at);
  await setAdjustmentDecision(tx, id, {
    status: 'settled',
    transactionId: settled.transactionId,
    decidedBy: actor.userId,
    rejectReason: null,
    at,
  });
  const audit = {
    actorUserId: actor.userId,
    targetType: 'adjustment',
    targetId: id,
    ipAddress: actor.ip,
    at,
  };
  await recordAudit(tx, {
    ...audit,
    action: 'adjustment.approve',
    before: { status: 'pending', approvedBy: prior },
    after: { status: 'settled', approvedBy: [...prior, actor.userId] },
  });
  await recordAudit(tx, {
    ...audit,
    action: 'adjustment.settle',
    before: auditState(row, { balance: settled.balanceBefore }),
    after: auditState(
      { ...row, status: 'settled' },
      {
        balance: settled.balanceAfter,
        transactionId: settled.transactionId,
      },
    ),
  });
  announce(tx, row.user_id);
  return { adjustment: await viewOf(tx, id) };
}

/** One admin rejects (the proposer may withdraw their own proposal); never the user themself. */
async function reject(
  tx: Tx,
  input: { actor: AdminActor; id: string; reason: string | undefined; at: Date },
): Promise<AdjustmentResponse> {
  const { actor, id, at } = input;
  const row = await lockPending(tx, id);
  const check = mayReject(actor.userId, row.user_id);
  if (!check.ok) throw new AppError(check.code, check.message);
  const rejectReason = input.reason || null;
  await setAdjustmentDecision(tx, id, {
    status: 'rejected',
    transactionId: null,
    decidedBy: actor.userId,
    rejectReason,
    at,
  });
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'adjustment.reject',
    targetType: 'adjustment',
    targetId: id,
    before: auditState(row),
    after: auditState({ ...row, status: 'rejected' }, { rejectReason }),
    ipAddress: actor.ip,
    at,
  });
  publishOnCommit(tx, ADMIN_CHANNEL, ['users']);
  return { adjustment: await viewOf(tx, id) };
}

/** The Idempotency-Key context of a decision on one adjustment. */
function decisionContext(
  actor: AdminActor,
  id: string,
  decision: 'approve' | 'reject',
  key: string | undefined,
  input: object,
) {
  return {
    userId: actor.userId,
    key,
    operation: `POST /api/admin/adjustments/:id/${decision}`,
    request: { id, input },
  };
}

export function createAdjustmentsService(deps: ServiceDeps) {
  const { db, clock } = deps;
  return {
    /**
     * With an Idempotency-Key, a proposal sent again after a lost answer gets the first answer:
     * without it, a second pending proposal appeared that a second admin could approve as well.
     */
    propose: (actor: AdminActor, userId: string, request: CreateAdjustmentInput, key?: string) => {
      const context = {
        userId: actor.userId,
        key,
        operation: 'POST /api/admin/users/:id/adjustments',
        request: { userId, request },
      };
      return db.transaction((tx) =>
        idempotent(tx, context, () => propose(tx, { actor, userId, request, at: clock.now() })),
      );
    },
    /**
     * With an Idempotency-Key, an approval or rejection sent again after a lost answer gets the
     * first answer instead of ALREADY_PROCESSED, so the admin is told it went through (the
     * adjustment's status already keeps anything from moving twice).
     */
    approve: (actor: AdminActor, id: string, key?: string) =>
      db.transaction((tx) =>
        idempotent(tx, decisionContext(actor, id, 'approve', key, {}), () =>
          approve(tx, { actor, id, at: clock.now() }),
        ),
      ),
    reject: (actor: AdminActor, id: string, reason: string | undefined, key?: string) =>
      db.transaction((tx) =>
        idempotent(tx, decisionContext(actor, id, 'reject', key, { reason }), () =>
          reject(tx, { actor, id, reason, at: clock.now() }),
        ),
      ),
    list: (query: AdjustmentsQuery): Promise<AdjustmentsList> =>
      db.transaction(
        async (tx) => {
          const rows = await listAdjustments(tx, query);
          const approvals = await listApprovals(
            tx,
            'adjustment',
            rows.map((r) => r.id),
          );
          return { items: rows.map((r) => toAdjustmentView(r, approvals.get(r.id) ?? [])) };
        },
        { isolation: 'repeatable read' },
      ),
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
