import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { WalletList, WalletTotal } from '@soko/shared';
import type { WalletsService } from './wallets.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';

/** GET /api/wallets: the signed-in user's balances; GET /api/wallets/total: their worth in KES. */
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
  app.get(
    '/wallets/total',
    {
      schema: {
        tags: ['wallets'],
        summary:
          "Own balances (available and held) valued in KES at each coin's last KES trade price; coins without a price are listed as notValued",
        response: { 200: WalletTotal },
      },
    },
    (request) => services.wallets.total(currentAuth(request).user.id),
  );
  done();
};
