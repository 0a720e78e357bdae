/**
 * Liveness and readiness: /healthz answers 200 whenever the process serves HTTP, database or
 * not; /readyz answers 200 while the database answers and 503 SERVICE_UNAVAILABLE (our error
 * shape, with Retry-After) while it does not. The unreachable database here is a real
 * node-postgres pool aimed at a port nobody listens on, so this runs on every pass.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createServer } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { createPostgresDatabase } from '../../db/postgres.js';
import { registerErrorHandlers } from '../../plugins/error-handler.js';
import { healthRoutes } from './health.routes.js';

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

async function probeApp(db: Database) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await app.register(healthRoutes, { db });
  closing.push(() => app.close());
  return app;
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

test('with the database answering, /healthz and /readyz both answer 200', async () => {
  const db = await createTestDatabase();
  closing.push(() => db.close());
  const app = await probeApp(db);
  for (const url of ['/healthz', '/readyz']) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  }
});

test('with the database unreachable, /readyz answers 503 in our shape and /healthz 200', async () => {
  const port = await closedPort();
  const db = createPostgresDatabase(`postgres://postgres@127.0.0.1:${port}/soko`, {
    limits: { checkoutTimeoutMs: 1_000 },
  });
  closing.push(() => db.close());
  const app = await probeApp(db);
  const ready = await app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toBe('5');
  expect(ready.json()).toEqual({
    error: {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable',
      key: 'databaseUnreachable',
      params: {},
      retryAfterSeconds: 5,
    },
  });
  const live = await app.inject({ url: '/healthz' });
  expect(live.statusCode).toBe(200);
});
