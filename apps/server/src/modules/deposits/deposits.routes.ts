import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DepositWindow, TransactionResponse } from '@soko/shared';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import type { DepositsService } from './deposits.service.js';
import { currentAuth, privateScope, requireUser } from '../../lib/guards.js';
import { readImageUpload } from '../files/index.js';
import { DEPOSIT_FIELD_NAMES, DEPOSIT_FILE_FIELD } from './crypto-deposit-request.js';

const tags = ['deposits'];

const CREATE_DESCRIPTION =
  'multipart/form-data: currency, amount, optional txHash, and the proof file (PNG, ' +
  'JPEG or WebP, at most 5 MB). Errors in precedence order: UNAUTHENTICATED, ' +
  'VALIDATION_ERROR (malformed form, missing amount or proof, field formats), ' +
  'NOT_FOUND (unknown coin), CONFLICT (inactive coin), INVALID_AMOUNT, ' +
  'DEPOSIT_WINDOW_CLOSED, VALIDATION_ERROR or PAYLOAD_TOO_LARGE (the image), CONFLICT ' +
  '(hash already submitted), CONFLICT (20 deposits pending), LIMIT_EXCEEDED. Accepts ' +
  'Idempotency-Key.';

/** Crypto deposits of the signed-in user, the deposit window, and proof images. */
export const depositsRoutes: FastifyPluginCallbackZod<{
  services: { deposits: DepositsService };
}> = (app, options, done) => {
  const { services } = options;
  privateScope(app, requireUser, 'private, no-store');

  app.get(
    '/deposits/window',
    {
      schema: {
        tags,
        summary: 'Whether crypto deposits are open now (Africa/Nairobi), and when that changes',
        response: { 200: DepositWindow },
      },
    },
    () => services.deposits.window(),
  );

  app.post(
    '/deposits/crypto',
    {
      schema: {
        tags,
        summary: 'Submit a crypto deposit with its proof image; pending until an admin decides',
        description: CREATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: TransactionResponse },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const upload = await readImageUpload(request, {
        fileField: DEPOSIT_FILE_FIELD,
        fieldNames: DEPOSIT_FIELD_NAMES,
        maxFieldBytes: 256,
      });
      const result = await services.deposits.createCrypto(
        currentAuth(request).user.id,
        upload,
        key,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/transactions/:id/proof',
    {
      schema: {
        tags,
        summary: "A transaction's proof image: its owner and admins only (others get 404)",
        params: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      // An admin who must still enrol two-factor authentication is not let into admin data.
      const isAdmin = user.role === 'admin' && !user.mfaEnrolmentRequired;
      const proof = await services.deposits.readProof({ id: user.id, isAdmin }, request.params.id);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(proof.contentType)
        .send(proof.bytes);
    },
  );
  done();
};
