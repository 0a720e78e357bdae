import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AdminStats } from '@soko/shared';
import type { ApprovalsService } from './approvals.service.js';

/** Registered inside the admin scope (plugins/admin-scope.ts): GET /api/admin/stats. */
export const adminStatsRoutes: FastifyPluginCallbackZod<{
  services: { approvals: ApprovalsService };
}> = (app, options, done) => {
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
