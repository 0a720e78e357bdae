import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSavedAddressRequest,
  SavedAddressList,
  SavedAddressResponse,
  UpdateSavedAddressRequest,
  UpdateWithdrawalSafeguardsRequest,
  WithdrawalSafeguards,
} from '@soko/shared';
import { currentAuth, privateScope } from '../../lib/guards.js';
import type { SafeguardsService } from './safeguards.service.js';

const tags = ['account'];
const IdParams = z.object({ id: z.string().min(1).max(64) });

type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

/** The trader's withdrawal safeguards and address book (/api/account/...; decisions.md 23). */
export const safeguardsRoutes: FastifyPluginCallbackZod<{
  services: { safeguards: SafeguardsService };
}> = (app, options, done) => {
  privateScope(app);
  statusRoutes(app, options.services.safeguards);
  addressRoutes(app, options.services.safeguards);
  done();
};

function statusRoutes(app: ZodApp, safeguards: SafeguardsService) {
  app.get(
    '/withdrawal-safeguards',
    {
      schema: {
        tags,
        summary: 'Whether withdrawals are paused (why, until when), saved-only, code needed',
        response: { 200: WithdrawalSafeguards },
      },
    },
    (request) => safeguards.status(currentAuth(request).user.id),
  );

  app.put(
    '/withdrawal-safeguards',
    {
      schema: {
        tags,
        summary: 'Switch "only to saved addresses" on (at once) or off (password, code, cool-down)',
        body: UpdateWithdrawalSafeguardsRequest,
        response: { 200: WithdrawalSafeguards },
      },
    },
    (request) => safeguards.update(currentAuth(request).user.id, request.body, request.ip),
  );
}

function addressRoutes(app: ZodApp, safeguards: SafeguardsService) {
  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Own saved withdrawal addresses',
        response: { 200: SavedAddressList },
      },
    },
    (request) => safeguards.list(currentAuth(request).user.id),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Save a withdrawal address with a label (checked for the coin’s network; emailed)',
        description: 'Errors: VALIDATION_ERROR, INVALID_ADDRESS, CONFLICT (already saved, or 50).',
        body: CreateSavedAddressRequest,
        response: { 201: SavedAddressResponse },
      },
    },
    async (request, reply) => {
      const address = await safeguards.create(currentAuth(request).user.id, request.body);
      return reply.code(201).send({ address });
    },
  );

  app.patch(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved address (own only, else 404)',
        params: IdParams,
        body: UpdateSavedAddressRequest,
        response: { 200: SavedAddressResponse },
      },
    },
    async (request) => ({
      address: await safeguards.rename(
        currentAuth(request).user.id,
        request.params.id,
        request.body.label,
      ),
    }),
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved address (own only, else 404)',
        params: IdParams,
        response: { 204: z.void().describe('No content') },
      },
    },
    async (request, reply) => {
      await safeguards.remove(currentAuth(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
