import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';

/** GET /healthz answers 200 once the database answers; load balancers and CI poll it. */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await options.db.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
}
