import {
  ADMIN_CHANNEL,
  userChannel,
  type AdminStats,
  type AdminTransactionsPage,
  type AdminTransactionsQuery,
  type AdminWithdrawalsPage,
  type AdminWithdrawalsQuery,
  type FirstApprovalResponse,
  type TransactionResponse,
  errorText,
} from '@soko/shared';
import { decide, type Decision } from '../../domain/approvals/request-status.js';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { idempotent } from '../../lib/idempotency.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit } from '../audit/index.js';
import { usersNamedBy } from '../search/index.js';
import {
  toTransactionView,
  lockHistoryEntry,
  setHistoryEntryDecision,
  type HistoryEntryRow,
} from '../transactions/index.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import {
  countAdminTransactions,
  countAdminWithdrawals,
  listAdminTransactions,
  listAdminWithdrawals,
  readStatsCounts,
  readStatsSums,
} from './admin-money.repository.js';
import { toAdminStats, toAdminTransactionView, toAdminWithdrawalView } from './admin-views.js';
import { approveDeposit, releaseWithdrawal, settleWithdrawal } from './settlement.js';
import { answerFirstApproval, assertNotOwnRequest, takeApproval } from './four-eyes-step.js';
import { withApprovals } from './admin-approvals-view.js';

export interface Actor {
  userId: string;
  ip: string;
}

export interface DecisionInput {
  /** Approve: the chain hash of a sent withdrawal (blank already became undefined). */
  txHash?: string | undefined;
  /** Reject: why, shown to the user. */
  reason?: string | undefined;
  /** Approve: the owner's username, typed to approve the withdrawal of a suspended owner. */
  confirm?: string | undefined;
}

/** 200 when the request was decided; 202 when a first of two approvals was recorded. */
export type DecisionOutcome =
  { status: 200; body: TransactionResponse } | { status: 202; body: FirstApprovalResponse };

/** Only requests a person decides on come here; the rest settle by trade or by M-Pesa. */
function assertDecidable(row: HistoryEntryRow) {
  if (row.method !== 'crypto' || (row.type !== 'deposit' && row.type !== 'withdrawal')) {
    throw new AppError(
      'CONFLICT',
      errorText('onlyCryptoDecided', { method: row.method, type: row.type }),
    );
  }
}

/**
 * Applies one decision inside the caller's transaction. Lock order: the transactions row, the
 * owner's user row (shared), then (in settlement.ts) the withdrawals row, the hold, and the
 * accounts in id order. Rejections in precedence order: NOT_FOUND → CONFLICT (not a crypto
 * deposit or withdrawal; a property that never changes, so it comes before the status, which
 * does) → ALREADY_PROCESSED → SELF_APPROVAL → OWNER_SUSPENDED → FOUR_EYES_REQUIRED (see
 * four-eyes-step.ts). Two admins racing the second approval queue on the transactions row's
 * lock: the first settles it, the second then finds it approved (ALREADY_PROCESSED).
 */
async function applyDecision(
  tx: Tx,
  input: {
    actor: Actor;
    transactionId: string;
    decision: Decision;
    details: DecisionInput;
    at: Date;
  },
): Promise<DecisionOutcome> {
  const { actor, decision, details, at } = input;
  const row = await lockHistoryEntry(tx, input.transactionId);
  if (!row) throw new AppError('NOT_FOUND', errorText('transactionNotFound'));
  assertDecidable(row);
  const verdict = decide(row.status, decision);
  if (!verdict.ok) throw new AppError(verdict.code, verdict);

  const approve = verdict.statusAfter === 'approved';
  let approval: Awaited<ReturnType<typeof takeApproval>> | undefined;
  if (approve) {
    approval = await takeApproval(tx, row, { actor, confirm: details.confirm, at });
    if (approval.step.action === 'record') {
      const { approvals, required } = approval.step;
      const body = await answerFirstApproval(tx, row, { actor, approvals, required, at });
      return { status: 202, body };
    }
  } else {
    assertNotOwnRequest(actor.userId, row);
  }
  // A deposit's hash is the user's claim (unique per coin); only a withdrawal's is the admin's.
  const txHash = approve && row.type === 'withdrawal' ? (details.txHash ?? null) : null;
  const reason = approve ? null : details.reason || null;
  const decided = { decidedBy: actor.userId, at };
  if (row.type === 'deposit') {
    if (approve) await approveDeposit(tx, row, at);
  } else if (approve) {
    await settleWithdrawal(tx, row, { ...decided, txHash });
  } else {
    await releaseWithdrawal(tx, row, decided);
  }
  const updated = await setHistoryEntryDecision(tx, row.id, {
    status: verdict.statusAfter,
    decidedBy: actor.userId,
    txHash,
    rejectReason: reason,
    at,
  });
  if (!updated) throw new Error(`transaction ${row.id} vanished inside its own transaction`);
  // The request leaves the admins' queue (a pending count and maybe a sum change) and its
  // status changes in the owner's history (and withdrawals list); the ledger tells the wallet.
  const isWithdrawal = row.type === 'withdrawal';
  publishOnCommit(tx, userChannel(row.user_id), [
    'transactions',
    ...(isWithdrawal ? (['withdrawals'] as const) : []),
  ]);
  publishOnCommit(tx, ADMIN_CHANNEL, [isWithdrawal ? 'withdrawals' : 'deposits', 'stats']);
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: approve ? 'transaction.approve' : 'transaction.reject',
    targetType: 'transaction',
    targetId: row.id,
    before: { status: row.status },
    after: approve
      ? {
          status: verdict.statusAfter,
          txHash,
          approvedBy: approval?.approverIds,
          ...(approval?.ownerSuspended ? { ownerSuspended: true } : {}),
        }
      : { status: verdict.statusAfter, reason },
    ipAddress: actor.ip,
    at,
  });
  const transaction = toTransactionView({ ...updated, withdrawal_id: row.withdrawal_id });
  return { status: 200, body: { transaction } };
}

export function createApprovalsService(deps: ServiceDeps) {
  const { db, clock } = deps;
  /**
   * With an Idempotency-Key, a decision sent again after its answer was lost gets the first
   * answer (200, or 202 for a first of two approvals) instead of ALREADY_PROCESSED, so the admin
   * is told it went through; nothing moves twice either way.
   */
  const decideRequest = (
    actor: Actor,
    transactionId: string,
    decision: Decision,
    details: DecisionInput & { key?: string | undefined },
  ) => {
    const { key, ...input } = details;
    const context = {
      userId: actor.userId,
      key,
      operation: `POST /api/admin/transactions/:id/${decision}`,
      request: { transactionId, input },
    };
    return db.transaction((tx) =>
      idempotent(tx, context, () =>
        applyDecision(tx, { actor, transactionId, decision, details: input, at: clock.now() }),
      ),
    );
  };

  return {
    approve: (actor: Actor, transactionId: string, details: DecisionInput & { key?: string }) =>
      decideRequest(actor, transactionId, 'approve', details),
    reject: (actor: Actor, transactionId: string, details: DecisionInput & { key?: string }) =>
      decideRequest(actor, transactionId, 'reject', details),

    /** One snapshot for the page and its total, so the two always agree. */
    async listTransactions(query: AdminTransactionsQuery): Promise<AdminTransactionsPage> {
      return db.transaction(
        async (tx) => {
          // Who the search names, read once for the page and its total.
          const named = await usersNamedBy(tx, query.q);
          const rows = await listAdminTransactions(tx, query, named);
          const total = await countAdminTransactions(tx, query, named);
          const { page, pageSize } = query;
          const items = await withApprovals(tx, rows.map(toAdminTransactionView), (v) => v.id);
          return { items, total, page, pageSize };
        },
        { isolation: 'repeatable read' },
      );
    },

    async listWithdrawals(query: AdminWithdrawalsQuery): Promise<AdminWithdrawalsPage> {
      return db.transaction(
        async (tx) => {
          const rows = await listAdminWithdrawals(tx, query);
          const total = await countAdminWithdrawals(tx, query.status);
          const { page, pageSize } = query;
          const views = rows.map(toAdminWithdrawalView);
          const items = await withApprovals(tx, views, (v) => v.transactionId);
          return { items, total, page, pageSize };
        },
        { isolation: 'repeatable read' },
      );
    },

    /** Counts and sums read in one snapshot, so the cards never disagree with each other. */
    async stats(): Promise<AdminStats> {
      return db.transaction(
        async (tx) => toAdminStats(await readStatsCounts(tx), await readStatsSums(tx)),
        { isolation: 'repeatable read' },
      );
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
