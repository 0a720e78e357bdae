import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from './clock.js';
import type { Mailer } from './mailer.js';

/**
 * What every service factory may receive: configuration and infrastructure, never another
 * service. A service that needs another one (deposits store files) is handed it explicitly by
 * the composition root, services.ts.
 */
export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
}
