import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { PasswordHasher } from '../../lib/password.js';
import { countAdmins } from './users.repository.js';
import { provisionAdminInTransaction } from './admin-provisioning.js';

// Any constant works; it only has to be the same for every instance and differ from the others
// (migrations take 7_343_201, the demo seed 7_343_202).
const BOOTSTRAP_ADMIN_LOCK_KEY = 7_343_203;

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create the first admin at start, only while there is none.
 * Several instances may start at once on one database: the decision is taken again under a
 * transaction-scoped advisory lock, so exactly one of them creates the admin.
 */
export async function ensureBootstrapAdmin(
  services: { db: Database; passwordHasher: PasswordHasher },
  config: Config,
  log: FastifyBaseLogger,
) {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) return;
  // Checked before the lock too, so a start with an admin already there hashes nothing.
  if ((await countAdmins(services.db)) > 0) return;
  const passwordHash = await services.passwordHasher.hash(adminPassword);
  const outcome = await services.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_ADMIN_LOCK_KEY]);
    if ((await countAdmins(tx)) > 0) return undefined;
    return provisionAdminInTransaction(tx, passwordHash, {
      email: adminEmail,
      username: config.adminUsername,
    });
  });
  if (outcome) log.info({ email: adminEmail, outcome }, 'bootstrap admin from ADMIN_EMAIL');
}
