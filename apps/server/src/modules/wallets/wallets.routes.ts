import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { WalletList } from '@soko/shared';
import type { WalletsService } from './wallets.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';

/** GET /api/wallets: the signed-in user's balances. */
export const walletsRoutes: FastifyPluginCallbackZod<{ services: { wallets: WalletsService } }> = (
  app,
  options,
  done,
) => {
  const { services } = options;
  privateScope(app);
  app.get(
    '/wallets',
    {
      schema: {
        tags: ['wallets'],
        summary: 'Own balances: KES first, then coins by symbol (available and held)',
        response: { 200: WalletList },
      },
    },
    (request) => services.wallets.list(currentAuth(request).user.id),
  );
  done();
};
