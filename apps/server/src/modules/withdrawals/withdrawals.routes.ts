import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CreateCryptoWithdrawalRequest,
  WithdrawalFee,
  WithdrawalList,
  WithdrawalResponse,
} from '@soko/shared';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';

const tags = ['withdrawals'];

/** The signed-in user's crypto withdrawals: /api/withdrawals, /fee and /crypto. */
export const withdrawalsRoutes: FastifyPluginCallbackZod<{
  services: { withdrawals: WithdrawalsService };
}> = (app, options, done) => {
  const { services } = options;
  privateScope(app);

  app.get(
    '/withdrawals/fee',
    {
      schema: {
        tags,
        summary: 'The current crypto withdrawal fee (the admin’s withdrawal tax)',
        response: { 200: WithdrawalFee },
      },
    },
    () => services.withdrawals.fee(),
  );

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary: 'Own withdrawals, newest first (at most 100)',
        response: { 200: WithdrawalList },
      },
    },
    (request) => services.withdrawals.list(currentAuth(request).user.id),
  );

  app.post(
    '/withdrawals/crypto',
    {
      schema: {
        tags,
        summary: 'Request a crypto withdrawal: holds the gross amount until an admin decides',
        description:
          'Errors in precedence order: VALIDATION_ERROR (body), ACCOUNT_SUSPENDED, ' +
          'EMAIL_NOT_VERIFIED, VALIDATION_ERROR (KES or unknown coin), INVALID_ADDRESS (not ' +
          'of the coin’s network), INVALID_AMOUNT, CONFLICT (20 pending withdrawals), ' +
          'LIMIT_EXCEEDED, WITHDRAWALS_PAUSED, ADDRESS_NOT_SAVED, ADDRESS_NOT_YET_USABLE, MFA_CODE_REQUIRED, ' +
          'INVALID_MFA_CODE (totpCode, with two-factor on), INSUFFICIENT_BALANCE. ' +
          'Accepts Idempotency-Key.',
        body: CreateCryptoWithdrawalRequest,
        response: { 201: WithdrawalResponse },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const result = await services.withdrawals.createCrypto(
        currentAuth(request).user.id,
        request.body,
        key,
      );
      return reply.code(201).send(result);
    },
  );
  done();
};
