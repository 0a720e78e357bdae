import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CreateOrderRequest,
  CreateOrderResponse,
  ExecuteOrderRequest,
  ExecuteOrderResponse,
  OrderList,
  OrderResponse,
  OwnOrdersQuery,
} from '@soko/shared';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import type { OrdersService } from './orders.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';

const tags = ['orders'];
const OrderParams = z.object({ id: z.string().min(1).max(100) });
const SESSION_CHECKED =
  'The session is checked again inside the transaction: one signed out meanwhile (on any ' +
  'instance) answers UNAUTHENTICATED after VALIDATION_ERROR and before everything else.';
const CREATE_ERRORS =
  'Errors in precedence order: VALIDATION_ERROR (body), INVALID_AMOUNT (amount with more ' +
  'than 6 decimals, price with more than 2, zero, too large), NOT_FOUND (no such pair), ' +
  'PAIR_INACTIVE, ORDER_TOO_SMALL, ORDER_TOO_LARGE, INVALID_AMOUNT (total under one ' +
  'quote minor unit), CONFLICT (200 open orders), SELF_TRADE (the rest would cross an ' +
  'own order), INVALID_AMOUNT (too small to trade at the best price), ' +
  'INSUFFICIENT_BALANCE. Accepts Idempotency-Key. ' +
  SESSION_CHECKED;
const EXECUTE_ERRORS =
  'Errors in precedence order: VALIDATION_ERROR (body), ORDER_NOT_FOUND (missing, ' +
  'filled or cancelled), PAIR_INACTIVE, SELF_TRADE, INVALID_AMOUNT (not a number, more ' +
  'than 6 decimals, zero, more than the order has left, total under one quote minor ' +
  'unit), INSUFFICIENT_BALANCE. Accepts Idempotency-Key. ' +
  SESSION_CHECKED;

/** The signed-in trader's orders: place, list, cancel, and take someone else's (execute). */
export const ordersRoutes: FastifyPluginCallbackZod<{ services: { orders: OrdersService } }> = (
  app,
  options,
  done,
) => {
  const { services } = options;
  privateScope(app);

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Own orders, newest first: status=open (open, partially filled) or completed',
        querystring: OwnOrdersQuery,
        response: { 200: OrderList },
      },
    },
    (request) => services.orders.list(currentAuth(request).user.id, request.query),
  );

  app.post(
    '/orders',
    {
      // The order checks its session live in its first statement (lockActiveSessionUser).
      config: { checksSessionInTransaction: true },
      schema: {
        tags,
        summary: 'Place a limit order: holds its funds, matches the book at once, rests the rest',
        description: CREATE_ERRORS,
        body: CreateOrderRequest,
        response: { 201: CreateOrderResponse },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const auth = currentAuth(request);
      const result = await services.orders.create(auth.user.id, request.body, key, auth.session.id);
      return reply.code(201).send(result);
    },
  );

  // Execute and cancel act on one order by id; registered as a child so they share the guard.
  void app.register(orderActionsRoutes, { services });
  done();
};

/** POST /api/orders/:id/execute and /cancel (inside ordersRoutes' private scope). */
const orderActionsRoutes: FastifyPluginCallbackZod<{ services: { orders: OrdersService } }> = (
  app,
  options,
  done,
) => {
  const { services } = options;
  app.post(
    '/orders/:id/execute',
    {
      // The take checks its session live in its first statement (migration 0027).
      config: { checksSessionInTransaction: true },
      schema: {
        tags,
        summary: 'Take a resting order in full or in part at its price',
        description: EXECUTE_ERRORS,
        params: OrderParams,
        body: ExecuteOrderRequest,
        response: { 200: ExecuteOrderResponse },
      },
    },
    (request) => {
      const auth = currentAuth(request);
      return services.orders.execute(
        auth.user.id,
        request.params.id,
        request.body.amount,
        readIdempotencyKey(request.headers),
        auth.session.id,
      );
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an own open or partially filled order; its hold is released',
        description:
          'Errors in precedence order: ORDER_NOT_FOUND (missing, or not yours), ' +
          'ALREADY_PROCESSED (already filled or cancelled). Accepts Idempotency-Key.',
        params: OrderParams,
        response: { 200: OrderResponse },
      },
    },
    (request) =>
      services.orders.cancel(
        currentAuth(request).user.id,
        request.params.id,
        readIdempotencyKey(request.headers),
      ),
  );
  done();
};
