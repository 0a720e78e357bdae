import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** Stub: filled in by the pairs work. */
export const pairsRoutes: FastifyPluginCallbackZod<{ services: Services }> = (
  app,
  options,
  done,
) => {
  void options;
  done();
};
