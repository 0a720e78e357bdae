import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TransactionResponse,
  TransactionsExportQuery,
  TransactionsPage,
  TransactionsQuery,
} from '@soko/shared';
import type { TransactionsService } from './transactions.service.js';
import { currentAuth, privateScope } from '../../lib/guards.js';

const tags = ['transactions'];

/**
 * The signed-in user's own history: /api/transactions, /api/transactions/export.csv and
 * /api/transactions/:id. (GET /api/transactions/:id/proof belongs to the deposits module.)
 */
export const transactionsRoutes: FastifyPluginCallbackZod<{
  services: { transactions: TransactionsService };
}> = (app, options, done) => {
  const { services } = options;
  privateScope(app);

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Own transactions, newest first, filtered and paged, with the exact total',
        querystring: TransactionsQuery,
        response: { 200: TransactionsPage },
      },
    },
    (request) => services.transactions.list(currentAuth(request).user.id, request.query),
  );

  app.get(
    '/transactions/export.csv',
    {
      schema: {
        tags,
        summary:
          'Every own transaction matching the filters, as CSV (Date, Type, Currency, Amount, Status)',
        querystring: TransactionsExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, stream } = await services.transactions.exportCsv(
        currentAuth(request).user.id,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    },
  );

  app.get(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'One own transaction (another user’s answers 404)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: TransactionResponse },
      },
    },
    (request) => services.transactions.get(currentAuth(request).user.id, request.params.id),
  );
  done();
};
