import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { Statement, StatementQuery } from '@soko/shared';
import type { StatementsService } from './statements.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';
import { requestLanguage } from '../../lib/request-language.js';

/**
 * GET /api/statements: the signed-in trader's own statement of one currency over whole Nairobi
 * days, as JSON, or with format=csv or format=pdf as a file download that streams.
 */
export const statementsRoutes: FastifyPluginCallbackZod<{
  services: { statements: StatementsService };
}> = (app, options, done) => {
  const { services } = options;
  privateScope(app);

  app.get(
    '/statements',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Own statement of one currency: opening balance, every movement with its fee and running balance, closing balance',
        description:
          'Dates are Africa/Nairobi days (from its first instant to the end of `to`), at most 366 days. ' +
          'format=csv or format=pdf answers a file (attachment). Errors: VALIDATION_ERROR for a bad date, ' +
          'a period that ends before it starts or is too long, or an unknown currency.',
        querystring: StatementQuery,
        produces: ['application/json', 'text/csv', 'application/pdf'],
        response: { 200: Statement },
      },
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const { query } = request;
      // In the language the trader reads the app in (the cookie the app keeps, decisions.md 28).
      const language = requestLanguage(request);
      if (query.format === 'json') return services.statements.get(userId, query, language);
      const format = query.format;
      const file = await services.statements.download(userId, { ...query, format }, language);
      // Fastify sends a stream as it is (no serializer runs), so the JSON schema above, which
      // the type provider applies to every send, does not describe it.
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.stream as unknown as Statement);
    },
  );
  done();
};
