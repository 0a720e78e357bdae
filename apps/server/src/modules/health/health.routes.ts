import { errorText } from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';

/** How long /readyz waits for `SELECT 1`: a probe must answer fast, whatever the database does. */
const READY_TIMEOUT_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

const Status = z.object({ status: z.literal('ok') });

/** Whether the database answers `SELECT 1` within the timeout. */
async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const probe = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz is liveness: 200 whenever the process serves HTTP (it listens only once migrated),
 * even while the database is away, so an orchestrator never restarts every instance at once for
 * a fault a restart cannot cure. GET /readyz is readiness: 503 SERVICE_UNAVAILABLE while the
 * database does not answer, so a load balancer sends traffic only where it can be served.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, () => ({
    status: 'ok' as const,
  }));

  app.get('/readyz', { schema: { hide: true, response: { 200: Status } } }, async () => {
    if (!(await databaseAnswers(options.db))) {
      throw new AppError('SERVICE_UNAVAILABLE', errorText('databaseUnreachable'), {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    return { status: 'ok' as const };
  });
}
