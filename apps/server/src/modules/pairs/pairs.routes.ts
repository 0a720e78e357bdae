import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PairList } from '@soko/shared';
import type { PairsService } from './pairs.service.js';

/** GET /api/pairs: public, so the landing page and the trade form can show every market. */
export const pairsRoutes: FastifyPluginCallbackZod<{ services: { pairs: PairsService } }> = (
  app,
  options,
  done,
) => {
  const { pairs } = options.services;
  app.get(
    '/pairs',
    {
      schema: {
        tags: ['pairs'],
        summary: 'Every trading pair, active and inactive, by base then quote',
        description: 'Order sizes are in the base currency. No errors beyond the common ones.',
        response: { 200: PairList },
      },
    },
    () => pairs.list(),
  );
  done();
};
