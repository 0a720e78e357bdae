import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { OperatorContact, UpdateOperatorContactRequest } from '@soko/shared';
import { currentAuth } from '../../lib/guards.js';
import type { ContactService } from './contact.service.js';

/** GET /api/contact: the operator's contact details, for the public Contact and Help page. */
export const contactRoutes: FastifyPluginCallbackZod<{
  services: { contact: ContactService };
}> = (app, options, done) => {
  app.get(
    '/contact',
    {
      schema: {
        tags: ['platform'],
        summary: "The operator's support email, phone and address (empty when not set)",
        response: { 200: OperatorContact },
      },
    },
    () => options.services.contact.get(),
  );
  done();
};

/** Registered inside the admin scope: /api/admin/settings/contact. */
export const adminContactRoutes: FastifyPluginCallbackZod<{
  services: { contact: ContactService };
}> = (app, options, done) => {
  const { contact } = options.services;
  app.get(
    '/settings/contact',
    {
      schema: {
        tags: ['admin'],
        summary: "The operator's contact details as traders see them",
        response: { 200: OperatorContact },
      },
    },
    () => contact.get(),
  );
  app.put(
    '/settings/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the support email, phone or address (recorded in the audit log)',
        body: UpdateOperatorContactRequest,
        response: { 200: OperatorContact },
      },
    },
    (request) => contact.update(currentAuth(request).user.id, request.body, { ip: request.ip }),
  );
  done();
};
