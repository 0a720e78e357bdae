import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Services } from '../../services.js';
import { countAdmins } from './users.repository.js';
import { provisionAdmin } from './admin-provisioning.js';

/** ADMIN_EMAIL and ADMIN_PASSWORD create the first admin at start, only while there is none. */
export async function ensureBootstrapAdmin(
  services: Services,
  config: Config,
  log: FastifyBaseLogger,
) {
  if (!config.adminEmail || !config.adminPassword) return;
  if ((await countAdmins(services.db)) > 0) return;
  const outcome = await provisionAdmin(services.db, services.passwordHasher, {
    email: config.adminEmail,
    username: config.adminUsername,
    password: config.adminPassword,
  });
  log.info({ email: config.adminEmail, outcome }, 'bootstrap admin from ADMIN_EMAIL');
}
