import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordRequest,
  MfaCodeRequest,
  MfaDisableRequest,
  MfaEnableResponse,
  MfaSetupResponse,
  LanguageRequest,
  UpdateProfileRequest,
  UserResponse,
} from '@soko/shared';
import type { Config } from '../../config.js';
import { setLanguageCookie } from '../auth/index.js';
import type { AccountService } from './account.service.js';
import type { MfaService } from './mfa.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';

/** The only services these routes use: app.ts passes exactly these. */
type AccountRouteServices = {
  account: AccountService;
  mfa: MfaService;
  config: Pick<Config, 'cookieSecure'>;
};

type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

const tags = ['account'];
const noContent = z.void().describe('No content');

function profileRoutes(app: ZodApp, services: AccountRouteServices) {
  app.patch(
    '/profile',
    {
      schema: {
        tags,
        summary:
          'Change username and email (a new email needs the current password, and a code with ' +
          'two-factor on, and must be verified again)',
        body: UpdateProfileRequest,
        response: { 200: UserResponse },
      },
    },
    async (request) => ({
      user: await services.account.updateProfile(
        currentAuth(request).user.id,
        request.body,
        request.ip,
      ),
    }),
  );

  app.post(
    '/password',
    {
      schema: {
        tags,
        summary: 'Change password (verifies the current one); ends the other sessions',
        body: ChangePasswordRequest,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await services.account.changePassword(currentAuth(request), request.body, request.ip);
      return reply.status(204).send();
    },
  );
}

function languageRoutes(app: ZodApp, services: AccountRouteServices) {
  app.put(
    '/language',
    {
      schema: {
        tags,
        summary:
          'Keep the language (en or sw) on the account: screens, emails and statements use it; ' +
          'the language cookie is set too, so the pages the server sends follow',
        body: LanguageRequest,
        response: { 200: UserResponse },
      },
    },
    async (request, reply) => {
      const user = await services.account.setLanguage(
        currentAuth(request).user.id,
        request.body.language,
      );
      setLanguageCookie(request, reply, services.config, request.body.language);
      return { user };
    },
  );
}

function mfaRoutes(app: ZodApp, services: AccountRouteServices) {
  app.post(
    '/mfa/setup',
    {
      schema: {
        tags,
        summary: 'Start two-factor setup: a new pending secret and its QR code',
        response: { 200: MfaSetupResponse },
      },
    },
    (request) => services.mfa.setup(currentAuth(request).user.id),
  );

  app.post(
    '/mfa/enable',
    {
      schema: {
        tags,
        summary: 'Confirm setup with a code; answers the recovery codes, shown once',
        body: MfaCodeRequest,
        response: { 200: MfaEnableResponse },
      },
    },
    (request) => services.mfa.enable(currentAuth(request).user.id, request.body.code),
  );

  app.post(
    '/mfa/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off with the current password and a code or recovery code',
        body: MfaDisableRequest,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await services.mfa.disable(currentAuth(request).user.id, request.body, request.ip);
      return reply.status(204).send();
    },
  );
}

/** The signed-in user's own profile, password and two-factor settings (/api/account/...). */
export const accountRoutes: FastifyPluginCallbackZod<{ services: AccountRouteServices }> = (
  app,
  options,
  done,
) => {
  privateScope(app);
  profileRoutes(app, options.services);
  mfaRoutes(app, options.services);
  languageRoutes(app, options.services);
  done();
};
