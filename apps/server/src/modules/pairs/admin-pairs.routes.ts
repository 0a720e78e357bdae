import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** Stub: the admin Trading Pairs routes (/api/admin/pairs), registered inside the admin scope. */
export const adminPairsRoutes: FastifyPluginCallbackZod<{ services: Services }> = (
  app,
  options,
  done,
) => {
  void options;
  done();
};
