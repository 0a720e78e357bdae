import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountLimits,
  ConfirmPhoneRequest,
  KycDocumentView,
  KycStatus,
  StartPhoneVerificationRequest,
  SubmitKycDocumentRequest,
} from '@soko/shared';
import { currentAuth, privateScope } from '../../lib/guards.js';
import { readImageUpload } from '../files/index.js';
import type { KycService } from './kyc.service.js';

const tags = ['verification'];
const fileParams = z.object({ fileId: z.string().min(1).max(64) });

/** The signed-in trader's verification (decisions.md 22) and limits. */
export const kycRoutes: FastifyPluginCallbackZod<{ services: { kyc: KycService } }> = (
  app,
  options,
  done,
) => {
  const { kyc } = options.services;
  privateScope(app);
  const userId = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  app.get(
    '/account/limits',
    {
      schema: {
        tags,
        summary: 'The tier and its rolling 24-hour and 30-day limits in KES, with what is used',
        response: { 200: AccountLimits },
      },
    },
    (request) => kyc.limitsOf(userId(request)),
  );

  app.get(
    '/kyc',
    {
      schema: {
        tags,
        summary: 'Verification status and the next step',
        response: { 200: KycStatus },
      },
    },
    (request) => kyc.status(userId(request)),
  );

  app.post(
    '/kyc/phone',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS to the number to verify',
        description:
          'Errors: VALIDATION_ERROR (not a Kenyan mobile number), CONFLICT (already verified, ' +
          'or the number is verified on another account), RATE_LIMITED (a code was sent less ' +
          'than SMS_RESEND_SECONDS ago, or SMS_MAX_PER_HOUR reached), PROVIDER_ERROR.',
        body: StartPhoneVerificationRequest,
        response: { 200: z.object({ phone: z.string(), codeExpiresAt: z.string() }) },
      },
    },
    (request) => kyc.startPhone(userId(request), request.body.phone),
  );

  app.post(
    '/kyc/phone/confirm',
    {
      schema: {
        tags,
        summary: 'Enter the SMS code: the phone is verified and tier 0 becomes tier 1',
        description:
          'INVALID_TOKEN: wrong (the message says how many tries are left), expired, used up.',
        body: ConfirmPhoneRequest,
        response: { 200: KycStatus },
      },
    },
    async (request) => {
      await kyc.confirmPhone(userId(request), request.body.code);
      return kyc.status(userId(request));
    },
  );

  app.post(
    '/kyc/files',
    {
      schema: {
        tags,
        summary: 'Upload one ID image or the selfie (PNG, JPEG or WebP, at most 5 MB), private',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ fileId: z.string() }) },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, {
        fileField: 'image',
        fieldNames: [],
        missingFileMessage: 'Please choose an image to upload.',
      });
      if (!upload.file) throw new Error('readImageUpload returned no file');
      return reply.code(201).send(await kyc.uploadImage(userId(request), upload.file));
    },
  );

  app.get(
    '/kyc/files/:fileId',
    {
      schema: {
        tags,
        summary: 'An ID image or selfie: its owner and admins only (others get 404)',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const isAdmin = user.role === 'admin' && !user.mfaEnrolmentRequired;
      const image = await kyc.readImage({ id: user.id, isAdmin }, request.params.fileId);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(image.contentType)
        .send(image.bytes);
    },
  );

  app.post(
    '/kyc/documents',
    {
      schema: {
        tags,
        summary: 'Submit the ID document and selfie for an admin to review',
        description:
          'Errors: VALIDATION_ERROR (fields, the back of an ID card missing, an image not ' +
          'uploaded by this account or used twice), CONFLICT (phone not verified yet, already ' +
          'tier 2, a submission already waiting).',
        body: SubmitKycDocumentRequest,
        response: { 201: KycDocumentView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kyc.submitDocument(userId(request), request.body)),
  );
  done();
};
