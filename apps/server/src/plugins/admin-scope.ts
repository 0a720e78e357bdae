import type { FastifyInstance } from 'fastify';
import { privateScope, requireAdmin } from '../lib/guards.js';

/**
 * Every /api/admin route lives inside this one encapsulated plugin, whose onRequest hook
 * (requireAdmin) runs before any of them, so an admin route cannot be added unguarded. Register
 * it with prefix '/api/admin' and register new admin modules inside `routes`, each with only
 * the services it uses. The route-guard test
 * walks every registered /api/admin route and checks it answers 401 and 403.
 */
export async function adminScope(
  app: FastifyInstance,
  options: { routes: (admin: FastifyInstance) => Promise<void> },
) {
  privateScope(app, requireAdmin);
  await options.routes(app);
}
