import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AdminStats } from '@soko/shared';
import type { Services } from '../../services.js';

/** Registered inside the admin scope (plugins/admin-scope.ts): GET /api/admin/stats. */
export const adminStatsRoutes: FastifyPluginCallbackZod<{ services: Services }> = (
  app,
  options,
  done,
) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard counts and per-currency sums (never mixed across currencies)',
        response: { 200: AdminStats },
      },
    },
    () => options.services.approvals.stats(),
  );
  done();
};
