import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminCoin,
  AdminCoinList,
  CreateCoinRequest,
  DeleteCoinResponse,
  UpdateCoinRequest,
  errorText,
} from '@soko/shared';
import type { AdminCoinsService } from './admin-coins.service.js';
import { AppError } from '../../lib/app-error.js';
import { currentAuth } from '../../lib/guards.js';
import { readImageUpload } from '../files/index.js';
import type { AdminRequestContext } from './admin-coins.service.js';

const tags = ['admin'];
const CoinParams = z.object({ id: z.string().min(1).max(64) });
type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

/** POST /coins/:id/icon: the upload is multipart, so its body is read by readImageUpload. */
function registerIconRoute(app: ZodApp, adminCoins: AdminCoinsService) {
  app.post(
    '/coins/:id/icon',
    {
      schema: {
        tags,
        summary: "Replace a coin's icon (multipart field `icon`: PNG, JPEG or WebP, at most 5 MB)",
        consumes: ['multipart/form-data'],
        params: CoinParams,
        response: { 200: AdminCoin },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, {
        fileField: 'icon',
        fieldNames: [],
        missingFileMessage: 'Choose an image file for the icon.',
      });
      if (!upload.file) throw new Error('readImageUpload returned no file despite the message');
      return adminCoins.setIcon(contextOf(request), request.params.id, upload.file);
    },
  );
}

/**
 * POST /coins/with-icon: the same new coin as POST /coins, with its icon in the same multipart
 * request, so the coin and its icon are created together or not at all.
 */
function registerCreateWithIconRoute(app: ZodApp, adminCoins: AdminCoinsService) {
  app.post(
    '/coins/with-icon',
    {
      schema: {
        tags,
        summary:
          'Add a coin with its icon (multipart: name, symbol, depositAddress, optional `icon` ' +
          'PNG, JPEG or WebP); a file that is not an image creates nothing',
        consumes: ['multipart/form-data'],
        response: { 201: AdminCoin },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, {
        fileField: 'icon',
        fieldNames: ['name', 'symbol', 'depositAddress'],
        maxFieldBytes: 256,
      });
      const parsed = CreateCoinRequest.safeParse(upload.fields);
      if (!parsed.success) throw validationErrorOf(parsed.error);
      const coin = await adminCoins.create(contextOf(request), parsed.data, upload.file);
      return reply.status(201).send(coin);
    },
  );
}

function validationErrorOf(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError('VALIDATION_ERROR', error.issues[0]?.message ?? errorText('formInvalid'), {
    fields,
  });
}

function contextOf(request: FastifyRequest): AdminRequestContext {
  return { actorId: currentAuth(request).user.id, ip: request.ip };
}

/** Registered inside the admin scope (plugins/admin-scope.ts): /api/admin/coins. */
export const adminCoinsRoutes: FastifyPluginCallbackZod<{
  services: { adminCoins: AdminCoinsService };
}> = (app, options, done) => {
  const { adminCoins } = options.services;
  registerCreateWithIconRoute(app, adminCoins);

  app.get(
    '/coins',
    {
      schema: {
        tags,
        summary: 'Every coin, inactive ones too, by symbol, with whether it is in use',
        response: { 200: AdminCoinList },
      },
    },
    () => adminCoins.list(),
  );

  app.post(
    '/coins',
    {
      schema: {
        tags,
        summary: 'Add a coin (symbol upper-cased, at most 5 characters, unique)',
        body: CreateCoinRequest,
        response: { 201: AdminCoin },
      },
    },
    async (request, reply) => {
      const coin = await adminCoins.create(contextOf(request), request.body);
      return reply.status(201).send(coin);
    },
  );

  app.patch(
    '/coins/:id',
    {
      schema: {
        tags,
        summary: "Edit a coin's name, deposit address or active flag (never its symbol)",
        params: CoinParams,
        body: UpdateCoinRequest,
        response: { 200: AdminCoin },
      },
    },
    (request) => adminCoins.update(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/coins/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coin, or deactivate it when balances or history refer to it',
        params: CoinParams,
        response: { 200: DeleteCoinResponse },
      },
    },
    (request) => adminCoins.remove(contextOf(request), request.params.id),
  );

  registerIconRoute(app, adminCoins);
  done();
};
