import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '@soko/shared';
import type { AuditService } from './audit.service.js';

/** Registered inside the admin scope (plugins/admin-scope.ts): /api/admin/audit. */
export const adminAuditRoutes: FastifyPluginCallbackZod<{ services: { audit: AuditService } }> = (
  app,
  options,
  done,
) => {
  const { services } = options;

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin actions, newest first, with filters and an exact total',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    (request) => services.audit.list(request.query),
  );
  done();
};
