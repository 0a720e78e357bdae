import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PlatformSettings, UpdatePlatformSettingsRequest } from '@soko/shared';
import type { SettingsService } from './settings.service.js';
import { currentAuth } from '../../lib/guards.js';

const tags = ['admin'];

/** Registered inside the admin scope (plugins/admin-scope.ts): /api/admin/settings. */
export const adminSettingsRoutes: FastifyPluginCallbackZod<{
  services: { settings: SettingsService };
}> = (app, options, done) => {
  const { services } = options;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Platform settings: withdrawal tax, payment channel, deposit window, admin MFA',
        response: { 200: PlatformSettings },
      },
    },
    () => services.settings.get(),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change any subset of the platform settings (recorded in the audit log)',
        body: UpdatePlatformSettingsRequest,
        response: { 200: PlatformSettings },
      },
    },
    (request) =>
      services.settings.update(currentAuth(request).user.id, request.body, { ip: request.ip }),
  );
  done();
};
