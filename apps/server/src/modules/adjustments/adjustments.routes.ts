import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdjustmentResponse,
  AdjustmentsList,
  AdjustmentsQuery,
  CreateAdjustmentRequest,
  ProposedAdjustmentResponse,
  RejectAdjustmentRequest,
} from '@soko/shared';
import { currentAuth } from '../../lib/guards.js';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import type { AdjustmentsService } from './adjustments.service.js';

const tags = ['admin'];
const params = z.object({ id: z.string().min(1).max(64) });
const PROPOSE_ERRORS =
  "Errors in precedence order: VALIDATION_ERROR (body), SELF_APPROVAL (one's own " +
  'balance), NOT_FOUND (user), VALIDATION_ERROR (unknown currency), INVALID_AMOUNT. ' +
  'Accepts Idempotency-Key.';
const APPROVE_ERRORS =
  'Errors in precedence order: NOT_FOUND, ALREADY_PROCESSED, SELF_APPROVAL, ' +
  'FOUR_EYES_REQUIRED (the proposer), INSUFFICIENT_BALANCE (a debit below zero). ' +
  'Accepts Idempotency-Key.';
const REJECT_ERRORS =
  'Errors in precedence order: NOT_FOUND, ALREADY_PROCESSED, SELF_APPROVAL. ' +
  'Accepts Idempotency-Key.';

/** The signed-in admin deciding, and where from (for the audit log). */
const actorOf = (request: Parameters<typeof currentAuth>[0]) => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/**
 * Registered inside the admin scope (plugins/admin-scope.ts), which guards it: balance
 * adjustments (decisions.md 20), always approved by two different admins.
 */
export const adminAdjustmentsRoutes: FastifyPluginCallbackZod<{
  services: { adjustments: AdjustmentsService };
}> = (app, options, done) => {
  const { adjustments } = options.services;

  app.post(
    '/users/:id/adjustments',
    {
      schema: {
        tags,
        summary: "Propose a credit (+) or debit (−) of a user's balance; a second admin settles it",
        description: PROPOSE_ERRORS,
        params,
        body: CreateAdjustmentRequest,
        response: { 202: ProposedAdjustmentResponse },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const { id } = request.params;
      const answer = await adjustments.propose(actorOf(request), id, request.body, key);
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/adjustments',
    {
      schema: {
        tags,
        summary: 'Balance adjustments, newest first, by status and user',
        querystring: AdjustmentsQuery,
        response: { 200: AdjustmentsList },
      },
    },
    (request) => adjustments.list(request.query),
  );

  app.post(
    '/adjustments/:id/approve',
    {
      schema: {
        tags,
        summary: 'Give the second approval: the balance moves',
        description: APPROVE_ERRORS,
        params,
        response: { 200: AdjustmentResponse },
      },
    },
    (request) =>
      adjustments.approve(actorOf(request), request.params.id, readIdempotencyKey(request.headers)),
  );

  app.post(
    '/adjustments/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending adjustment (one admin)',
        description: REJECT_ERRORS,
        params,
        body: RejectAdjustmentRequest,
        response: { 200: AdjustmentResponse },
      },
    },
    (request) => {
      const { reason } = request.body;
      const key = readIdempotencyKey(request.headers);
      return adjustments.reject(actorOf(request), request.params.id, reason, key);
    },
  );
  done();
};
