import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminKycDocumentList,
  AdminKycQuery,
  AdminUserKyc,
  KycDocumentView,
  RejectKycDocumentRequest,
  SetKycTierRequest,
  SmsOutboxList,
  TierLimits,
  UpdateTierLimitsRequest,
} from '@soko/shared';
import { currentAuth } from '../../lib/guards.js';
import type { KycService } from './kyc.service.js';

const tags = ['admin'];
const params = z.object({ id: z.string().min(1).max(64) });

/** The admins' side of verification: the review queue, tiers by hand, limits, the SMS outbox. */
export const adminKycRoutes: FastifyPluginCallbackZod<{ services: { kyc: KycService } }> = (
  app,
  options,
  done,
) => {
  const { kyc } = options.services;
  const admin = (request: Parameters<typeof currentAuth>[0]) => ({
    id: currentAuth(request).user.id,
    ip: request.ip,
  });

  app.get(
    '/kyc/documents',
    {
      schema: {
        tags,
        summary: 'ID submissions by status (pending first-come first-served)',
        querystring: AdminKycQuery,
        response: { 200: AdminKycDocumentList },
      },
    },
    async (request) => ({ items: await kyc.listForReview(request.query.status) }),
  );

  app.post(
    '/kyc/documents/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve an ID submission: the trader reaches tier 2 (audited)',
        params,
        body: z.strictObject({}).optional(),
        response: { 200: KycDocumentView },
      },
    },
    (request) =>
      kyc.review(admin(request), request.params.id, { status: 'approved', reason: null }),
  );

  app.post(
    '/kyc/documents/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject an ID submission with the reason the trader sees (audited)',
        params,
        body: RejectKycDocumentRequest,
        response: { 200: KycDocumentView },
      },
    },
    (request) =>
      kyc.review(admin(request), request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
      }),
  );

  app.get(
    '/users/:id/kyc',
    {
      schema: {
        tags,
        summary: "A user's tier, phone and tier history",
        params,
        response: { 200: AdminUserKyc },
      },
    },
    (request) => kyc.userKyc(request.params.id),
  );

  app.put(
    '/users/:id/kyc',
    {
      schema: {
        tags,
        summary: "Set a user's tier by hand, with a reason (audited)",
        params,
        body: SetKycTierRequest,
        response: { 200: AdminUserKyc },
      },
    },
    (request) => kyc.setTier(admin(request), request.params.id, request.body),
  );

  app.get(
    '/kyc/limits',
    { schema: { tags, summary: 'The limits of every tier, KES', response: { 200: TierLimits } } },
    () => kyc.limits(),
  );

  app.put(
    '/kyc/limits',
    {
      schema: {
        tags,
        summary: 'Change tier limits (audited); rows not sent stay as they are',
        body: UpdateTierLimitsRequest,
        response: { 200: TierLimits },
      },
    },
    (request) => kyc.updateLimits(admin(request), request.body.limits),
  );

  app.get(
    '/sms-outbox',
    {
      schema: {
        tags,
        summary: 'The latest 50 SMS (with the simulator, the texts with their codes)',
        response: { 200: SmsOutboxList },
      },
    },
    () => kyc.smsOutbox(),
  );
  done();
};
