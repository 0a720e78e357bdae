import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

// Placeholder registered in app.ts; the routes arrive with this module's work.
export const adminCoinsRoutes: FastifyPluginCallbackZod<{ services: Services }> = (
  _app,
  _options,
  done,
) => {
  done();
};
