import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreatePairRequest, PairList, PairResponse, UpdatePairRequest } from '@soko/shared';
import type { PairsService } from './pairs.service.js';
import { currentAuth } from '../../lib/guards.js';
import type { PairRequestContext } from './pairs.service.js';

const tags = ['admin'];
const PairParams = z.object({ id: z.string().min(1).max(64) });

function contextOf(request: FastifyRequest): PairRequestContext {
  return { actorId: currentAuth(request).user.id, ip: request.ip };
}

/** Registered inside the admin scope (plugins/admin-scope.ts): /api/admin/pairs. */
export const adminPairsRoutes: FastifyPluginCallbackZod<{ services: { pairs: PairsService } }> = (
  app,
  options,
  done,
) => {
  const { pairs } = options.services;

  app.get(
    '/pairs',
    {
      schema: {
        tags,
        summary: 'Every trading pair, active and inactive, by base then quote',
        response: { 200: PairList },
      },
    },
    () => pairs.list(),
  );

  app.post(
    '/pairs',
    {
      schema: {
        tags,
        summary: 'Add a trading pair (quote KES or USDT) with its order size limits',
        description:
          'Errors in precedence order: VALIDATION_ERROR (body: "Please select both base and ' +
          'quote currencies", the quote choice, "Base and quote currencies must be different", ' +
          'the limits), VALIDATION_ERROR (base is not a coin; no USDT coin for a USDT quote), ' +
          'CONFLICT ("This trading pair already exists"). Audited as pair.create.',
        body: CreatePairRequest,
        response: { 201: PairResponse },
      },
    },
    async (request, reply) => {
      const pair = await pairs.create(contextOf(request), request.body);
      return reply.status(201).send({ pair });
    },
  );

  app.patch(
    '/pairs/:id',
    {
      schema: {
        tags,
        summary: "Change a pair's order size limits or active flag (never its currencies)",
        description:
          'Errors in precedence order: VALIDATION_ERROR (body), NOT_FOUND, VALIDATION_ERROR ' +
          '(the limits merged with the stored ones). Audited as pair.update when something ' +
          'changed. Orders on an inactive pair are refused with PAIR_INACTIVE.',
        params: PairParams,
        body: UpdatePairRequest,
        response: { 200: PairResponse },
      },
    },
    async (request) => ({
      pair: await pairs.update(contextOf(request), request.params.id, request.body),
    }),
  );
  done();
};
