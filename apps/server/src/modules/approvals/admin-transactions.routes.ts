import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTransactionsPage,
  AdminTransactionsQuery,
  AdminWithdrawalsPage,
  AdminWithdrawalsQuery,
  ApproveTransactionRequest,
  FirstApprovalResponse,
  RejectTransactionRequest,
  TransactionResponse,
} from '@soko/shared';
import type { ApprovalsService, DecisionOutcome } from './approvals.service.js';
import { currentAuth } from '../../lib/guards.js';
import { isReplayedAnswer, readIdempotencyKey } from '../../lib/idempotency.js';

const tags = ['admin'];

/**
 * A decision's status and body. A repeated Idempotency-Key replays the stored outcome, whose body
 * the preSerialization hook cannot recognise, so the header is set here.
 */
function sendOutcome(reply: FastifyReply, outcome: DecisionOutcome) {
  if (isReplayedAnswer(outcome)) void reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.status).send(outcome.body);
}
const params = z.object({ id: z.string().min(1).max(64) });
const decisionErrors =
  'Errors in precedence order: NOT_FOUND, CONFLICT (not a crypto deposit or withdrawal), ' +
  "ALREADY_PROCESSED (not pending), SELF_APPROVAL (the admin's own request)";
const approveErrors =
  `${decisionErrors}, OWNER_SUSPENDED (a withdrawal of a suspended owner without their ` +
  'username as `confirm`), FOUR_EYES_REQUIRED (this admin already gave the first of two ' +
  "approvals). At or above fourEyesThresholdKes (coins at their KES pair's last price; a coin " +
  'with no price always) two admins are needed: the first gets 202 and it stays pending.';

/**
 * Registered inside the admin scope (plugins/admin-scope.ts), which guards it:
 * /api/admin/transactions, /approve, /reject and /api/admin/withdrawals.
 */
export const adminTransactionsRoutes: FastifyPluginCallbackZod<{
  services: { approvals: ApprovalsService };
}> = (app, options, done) => {
  const { services } = options;

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Every user’s transactions with their owner, newest first, filtered and paged',
        querystring: AdminTransactionsQuery,
        response: { 200: AdminTransactionsPage },
      },
    },
    (request) => services.approvals.listTransactions(request.query),
  );

  app.post(
    '/transactions/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending crypto deposit (credit) or withdrawal (settle its hold)',
        description: approveErrors,
        params,
        body: ApproveTransactionRequest,
        response: { 200: TransactionResponse, 202: FirstApprovalResponse },
      },
    },
    async (request, reply) => {
      const actor = { userId: currentAuth(request).user.id, ip: request.ip };
      const key = readIdempotencyKey(request.headers);
      const details = { txHash: request.body.txHash, confirm: request.body.confirm, key };
      const outcome = await services.approvals.approve(actor, request.params.id, details);
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/transactions/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending crypto deposit, or a withdrawal (its hold goes back)',
        description: decisionErrors,
        params,
        body: RejectTransactionRequest,
        response: { 200: TransactionResponse },
      },
    },
    async (request, reply) => {
      const actor = { userId: currentAuth(request).user.id, ip: request.ip };
      const details = { reason: request.body.reason, key: readIdempotencyKey(request.headers) };
      return sendOutcome(reply, await services.approvals.reject(actor, request.params.id, details));
    },
  );

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary: 'Every user’s withdrawals with their owner, newest first, paged',
        querystring: AdminWithdrawalsQuery,
        response: { 200: AdminWithdrawalsPage },
      },
    },
    (request) => services.approvals.listWithdrawals(request.query),
  );
  done();
};
