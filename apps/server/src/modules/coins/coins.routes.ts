import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CoinList } from '@soko/shared';
import type { CoinsService } from './coins.service.js';

export async function coinsRoutes(
  app: FastifyInstance,
  options: { services: { coins: CoinsService } },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/coins',
    {
      schema: {
        tags: ['coins'],
        summary: 'Active coins (KES excluded)',
        response: { 200: CoinList },
      },
    },
    () => options.services.coins.listCoins(),
  );
}
