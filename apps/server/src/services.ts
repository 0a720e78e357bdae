import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createCoinsService } from './modules/coins/coins.service.js';
import { createPasswordHasher } from './modules/auth/password.js';

export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
}

/** Wires every service once per app; routes receive this object and call into it. */
export function createServices(deps: ServiceDeps) {
  const mailer = deps.mailer ?? createMailer(deps);
  return {
    db: deps.db,
    config: deps.config,
    clock: deps.clock,
    mailer,
    passwordHasher: createPasswordHasher(deps.config),
    coins: createCoinsService(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
