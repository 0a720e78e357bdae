import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateMpesaPaymentRequest,
  CreateMpesaPaymentResponse,
  PaymentLimits,
  PaymentList,
  PaymentStatusView,
} from '@soko/shared';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import type { PaymentsService } from './payments.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';
import { paymentCallbackRoutes } from './payment-callbacks.routes.js';

/** The only services these routes use: app.ts passes exactly these. */
type PaymentRouteServices = { payments: PaymentsService };

const tags = ['payments'];

type FastifyZodInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The reads: the limits for the dialogs, the recent list, and one payment to poll. */
function registerPaymentReads(app: FastifyZodInstance, services: PaymentRouteServices) {
  app.get(
    '/payments/limits',
    {
      schema: {
        tags,
        summary: 'The smallest and largest M-Pesa payment, and whether the simulator answers',
        response: { 200: PaymentLimits },
      },
    },
    () => services.payments.limits(),
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Own M-Pesa payments, newest first (at most 50); phones masked',
        response: { 200: PaymentList },
      },
    },
    (request) => services.payments.list(currentAuth(request).user.id),
  );

  app.get(
    '/payments/:reference',
    {
      schema: {
        tags,
        summary: 'One own M-Pesa payment, for polling its status',
        description: 'Errors: NOT_FOUND (no such payment, or another user’s).',
        params: z.object({ reference: z.string().trim().min(1).max(64) }),
        response: { 200: PaymentStatusView },
      },
    },
    (request) => services.payments.get(currentAuth(request).user.id, request.params.reference),
  );
}

/** The signed-in user's M-Pesa payments: start one, poll it, list the recent ones. */
const userPaymentRoutes: FastifyPluginCallbackZod<{ services: PaymentRouteServices }> = (
  app,
  options,
  done,
) => {
  const { services } = options;
  privateScope(app);

  app.post(
    '/payments/mpesa',
    {
      schema: {
        tags,
        summary: 'Start an M-Pesa deposit (STK push) or withdrawal (payout to the phone)',
        description:
          'Answers 201 {reference, status} once the payment is recorded and the provider has ' +
          'been asked; poll GET /api/payments/:reference for the outcome. A withdrawal holds ' +
          'its amount until the provider answers. Errors in precedence order: ' +
          'VALIDATION_ERROR (body), ACCOUNT_SUSPENDED, EMAIL_NOT_VERIFIED (withdrawal), ' +
          'INVALID_AMOUNT (not a positive whole number of shillings within the limits), ' +
          'VALIDATION_ERROR (phone), CONFLICT (too many payments in progress), ' +
          'INSUFFICIENT_BALANCE (withdrawal), PROVIDER_ERROR (the provider refused; the ' +
          'payment is failed and any hold released). Accepts Idempotency-Key.',
        body: CreateMpesaPaymentRequest,
        response: { 201: CreateMpesaPaymentResponse },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const result = await services.payments.create(
        currentAuth(request).user.id,
        request.body,
        key,
      );
      return reply.code(201).send(result);
    },
  );

  registerPaymentReads(app, services);
  done();
};

/**
 * Two sibling scopes under /api: the user's routes behind the sign-in guard, and the providers'
 * callbacks, which carry no session (so no CSRF token either) and authenticate by the secret in
 * their path.
 */
export const paymentsRoutes: FastifyPluginCallbackZod<{ services: PaymentRouteServices }> = (
  app,
  options,
  done,
) => {
  const { services } = options;
  void app.register(userPaymentRoutes, { services });
  void app.register(paymentCallbackRoutes, { services });
  // The simulator's scheduled answers stop with the server.
  app.addHook('onClose', async () => {
    await services.payments.close();
  });
  done();
};
