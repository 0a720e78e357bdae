import { errorText } from '@soko/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { PaymentsService } from './payments.service.js';
import { isProviderName } from './payment-callbacks.js';

/** A callback body is small; anything larger is not one of the providers' shapes. */
const CALLBACK_BODY_LIMIT_BYTES = 64 * 1024;

const Acknowledgement = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });

/**
 * POST /api/payments/callbacks/:provider/:token: where PayHero and Daraja post their results.
 * A wrong token or provider answers 404, as for a route that does not exist, and stores nothing.
 * Otherwise the body is kept as it came (read here as text, so a malformed body is kept too),
 * processed, and acknowledged 200 with Daraja's usual body, which PayHero accepts as well.
 */
export const paymentCallbackRoutes: FastifyPluginCallbackZod<{
  services: { payments: PaymentsService };
}> = (app, options, done) => {
  const { services } = options;
  // In this scope only: every body arrives as text, whatever its content type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, body);
  });

  app.post(
    '/payments/callbacks/:provider/:token',
    {
      bodyLimit: CALLBACK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: 'Payment provider callback (PayHero, Daraja); not for browsers',
        description:
          'Authenticated by the secret token in the path. Errors: NOT_FOUND (unknown provider ' +
          'or wrong token). Every other body is stored and answered 200, applied or not.',
        params: z.object({ provider: z.string().max(20), token: z.string().max(200) }),
        querystring: z.object({ kind: z.string().max(40).optional() }),
        response: { 200: Acknowledgement },
      },
    },
    async (request) => {
      const { provider, token } = request.params;
      if (!isProviderName(provider) || !(await services.payments.callbackSecret.matches(token))) {
        request.log.warn({ provider }, 'payment callback refused: unknown provider or token');
        throw new AppError('NOT_FOUND', errorText('notFound'));
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const receipt = await services.payments.handleCallback(provider, rawBody, {
        kind: request.query.kind,
      });
      if (!receipt.applied) {
        request.log.info({ provider, note: receipt.note }, 'payment callback stored, not applied');
      }
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
    },
  );
  done();
};
