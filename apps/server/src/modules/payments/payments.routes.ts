import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** Stub: filled in by the payments work. */
export const paymentsRoutes: FastifyPluginCallbackZod<{ services: Services }> = (
  app,
  options,
  done,
) => {
  void options;
  done();
};
