import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { privateScope, requireAdmin } from '../modules/auth/guards.js';
import type { Services } from '../services.js';

export type AdminRoutes =
  FastifyPluginCallbackZod<{ services: Services }> | FastifyPluginAsyncZod<{ services: Services }>;

/**
 * Every /api/admin route lives inside this one encapsulated plugin, whose onRequest hook
 * (requireAdmin) runs before any of them, so an admin route cannot be added unguarded. Register
 * it with prefix '/api/admin' and list new admin modules in `modules`. The route-guard test
 * walks every registered /api/admin route and checks it answers 401 and 403.
 */
export async function adminScope(
  app: FastifyInstance,
  options: { services: Services; modules: AdminRoutes[] },
) {
  privateScope(app, requireAdmin);
  for (const routes of options.modules) {
    await app.register(routes, { services: options.services });
  }
}
