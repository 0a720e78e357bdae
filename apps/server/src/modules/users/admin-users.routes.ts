import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUpdateUserRequest,
  AdminUserRow,
  AdminUsersQuery,
  AdminUsersResponse,
} from '@soko/shared';
import type { AdminUsersService } from './admin-users.service.js';
import { currentAuth } from '../../lib/guards.js';

const tags = ['admin'];

/** Registered inside the admin scope (plugins/admin-scope.ts), which guards it: /api/admin/users. */
export const adminUsersRoutes: FastifyPluginCallbackZod<{
  services: { adminUsers: AdminUsersService };
}> = (app, options, done) => {
  const { services } = options;

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Users, newest first, with search and filters',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse },
      },
    },
    (request) => services.adminUsers.list(request.query),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's role or status (not one's own demotion or suspension)",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: AdminUpdateUserRequest,
        response: { 200: AdminUserRow },
      },
    },
    (request) =>
      services.adminUsers.update(currentAuth(request).user.id, request.params.id, request.body, {
        ip: request.ip,
      }),
  );
  done();
};
